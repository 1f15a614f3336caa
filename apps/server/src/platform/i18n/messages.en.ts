import type { ServerMessages } from './messages.ts';

export const en: ServerMessages = {
  VALIDATION_ERROR: 'Some fields are not valid. Please check them and try again.',
  UNKNOWN_FIELD: 'The request contains fields that are not accepted.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  UNSUPPORTED_LANGUAGE: 'This language is not available on this site.',
  NOT_LOGGED_IN: 'You are not logged in, please log in.',
  FORBIDDEN: 'You do not have permission to do this.',
  NEED_REAL_ACCOUNT: 'This needs a real account. Please register or log in with your account.',
  REGION_BLOCKED: 'Access restricted: this site is not available at your location.',
  MERCHANT_SUSPENDED: 'This site is temporarily unavailable. Please contact customer service.',
  NOT_FOUND: 'The requested resource was not found.',
  UNKNOWN_MERCHANT: 'Invalid URL, please contact customer service.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  CONFLICT: 'The request conflicts with the current state. Please refresh and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request has an unsupported content type.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTERNAL_ERROR: 'Network link is abnormal, please try again.',
  MAINTENANCE: 'The system is under maintenance. Please come back later.',
  NOT_READY: 'The service is starting. Please try again shortly.',
};
