import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { type OperatorPermission, PERMISSION_KEYS } from '../operator-permissions.ts';
import { OPERATOR_SESSION_ROUTES } from './operator.routes.ts';

export const ZOperatorLogin = z.strictObject({
  merchant: z.string().trim().toUpperCase().max(16),
  username: z.string().trim().min(1).max(64),
  password: z.string().max(255),
});

/**
 * The second step: the authenticator's six digits, or one of the recovery codes shown at
 * enrolment (each works once).
 */
export const ZOperatorTotp = z.strictObject({ code: z.string().trim().min(1).max(32) });

/** After the password: enrol an authenticator (the first time) or give its code. */
export const ZOperatorLoginStep = z.discriminatedUnion('stage', [
  z.strictObject({
    stage: z.literal('enrol'),
    token: z.string(),
    secret: z.string(),
    otpauthUri: z.string(),
    qrImage: z.string(),
  }),
  z.strictObject({ stage: z.literal('verify'), token: z.string() }),
]);

export const ZOperatorSignedIn = z.strictObject({
  token: z.string(),
  /** For writes made with the operator cookie instead of the bearer header (`x-csrf-token`). */
  csrfToken: z.string(),
  /** Shown once, at enrolment: ten single-use codes for when the authenticator is lost. */
  recoveryCodes: z.array(z.string()).optional(),
});

export const ZOperatorPermission = z.enum(PERMISSION_KEYS as [OperatorPermission, ...OperatorPermission[]]);

export const ZOperatorMe = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  /** The role's key at this brand (owner, finance, …, or a brand's own). */
  role: z.string(),
  merchant: z.string(),
  permissions: z.array(ZOperatorPermission),
  /** A platform-wide operator may switch the brand of the session. */
  platformWide: z.boolean(),
  /** The brands this operator may switch to (only the own brand for a brand's operator). */
  brands: z.array(z.strictObject({ code: z.string(), name: z.string() })),
  csrfToken: z.string(),
});

export const operatorSessionEndpoints = {
  login: endpoint({
    ...OPERATOR_SESSION_ROUTES.login,
    summary: "An operator's password step; the second factor follows (enrolled the first time).",
    body: ZOperatorLogin,
    response: ZOperatorLoginStep,
  }),
  totp: endpoint({
    ...OPERATOR_SESSION_ROUTES.totp,
    summary:
      'The second step with the pending token as bearer: an authenticator or recovery code makes the session full.',
    body: ZOperatorTotp,
    response: ZOperatorSignedIn,
  }),
  logout: endpoint({
    ...OPERATOR_SESSION_ROUTES.logout,
    summary: "Ends the operator's session.",
    response: z.null(),
  }),
  me: endpoint({
    ...OPERATOR_SESSION_ROUTES.me,
    summary: 'The signed-in operator: brand, role, permissions and the brands they may switch to.',
    response: ZOperatorMe,
  }),
};
