import { type Envelope, endpointPath, type RouteInfo } from '@portal/contracts';
import type { EndpointInput, EndpointResult, EndpointsById } from '@portal/contracts/endpoints';
import {
  ApiError,
  type CallInputIn,
  type ClientContext,
  type DeclaredIn,
  type RequestOptions,
} from '@portal/ui';

// The error, the context and the request options are the shared client's (@portal/ui). The
// player site keeps its calls as plain functions over one module context: built on the console's
// createApiClient() object instead, its first page grew by about 60 bytes gzip (ADR 0032).
export { ApiError, type RequestOptions };

/** Set once at start and on language change; every call carries the brand and language. */
const context: ClientContext = {
  merchant: null,
  language: 'en',
  networkErrorMessage: 'Network error',
  token: null,
  onSessionLost: null,
};

export function configureApiClient(update: Partial<ClientContext>): void {
  Object.assign(context, update);
}

/** The brand, language and bearer headers every call carries. */
function baseHeaders(language: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-language': language ?? context.language,
  };
  if (context.merchant) headers['x-merchant'] = context.merchant;
  if (context.token) headers.authorization = `Bearer ${context.token}`;
  return headers;
}

/** Sends one request and unwraps the envelope: value or ApiError. */
async function send<T>(url: URL, init: RequestInit): Promise<T> {
  const token = context.token;
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK', context.networkErrorMessage, 0);
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope.success !== 'boolean') {
    throw new ApiError('NETWORK', context.networkErrorMessage, response.status);
  }
  if (!envelope.success) {
    if (envelope.code === 'NOT_LOGGED_IN' && token && token === context.token) context.onSessionLost?.();
    throw new ApiError(envelope.code, envelope.message, response.status, envelope.value);
  }
  return envelope.value;
}

/** The one way the web app talks to the API: envelope in, value or ApiError out. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers = baseHeaders(options.language);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return send<T>(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
}

/** The full declaration (its schemas, as types only) of a route. */
export type Declared<R extends RouteInfo> = DeclaredIn<EndpointsById, R>;

/** What a call of a declared endpoint takes: its declared parts, and the client's own options. */
export type CallInput<R extends RouteInfo> = CallInputIn<EndpointsById, R>;

/**
 * Calls an endpoint declared in the contracts (issue 14): its path and method come from the
 * declaration, and the input and result are typed by its schemas, so no path is written here.
 * Sealed endpoints (the spec's E calls) go through `callSealed` in ./sealed.
 */
export function call<R extends RouteInfo & { sealed?: false; redirect?: false; upload?: never }>(
  route: R,
  input: CallInput<R>,
): Promise<EndpointResult<Declared<R>>> {
  if (route.sealed) return Promise.reject(new Error(`${route.id} is sealed: use callSealed`));
  return callWith(route, input);
}

/**
 * Sends a file to a declared upload endpoint as the raw request body, with its own Content-Type
 * (proof images); the result is typed by the declaration.
 */
export function callUpload<R extends RouteInfo & { upload: object }>(
  route: R,
  file: Blob,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointResult<Declared<R>>> {
  const headers = baseHeaders(undefined);
  headers['content-type'] = file.type || 'application/octet-stream';
  return send<EndpointResult<Declared<R>>>(new URL(endpointPath(route.path), window.location.origin), {
    method: route.method,
    headers,
    body: file,
    signal: options.signal ?? null,
  });
}

/**
 * The address of a declared endpoint that answers with a redirect (a link the browser follows,
 * such as the start of a social login), its parameters and query filled in.
 */
export function linkTo<R extends RouteInfo & { redirect: true }>(
  route: R,
  input: EndpointInput<Declared<R>>,
): string {
  const { params, query } = input as {
    params?: Record<string, string | number | bigint>;
    query?: Record<string, string | number | boolean | undefined>;
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const path = endpointPath(route.path, params);
  return search.size > 0 ? `${path}?${search}` : path;
}

/** Sends a declared call, its body already in the form it travels in. */
export function callWith<R extends RouteInfo>(
  route: R,
  input: { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal; language?: string },
): Promise<EndpointResult<Declared<R>>> {
  const { params, query, body, signal, language } = input as {
    params?: Record<string, string | number | bigint>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    signal?: AbortSignal;
    language?: string;
  };
  return api(endpointPath(route.path, params), {
    method: route.method,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
    ...(language ? { language } : {}),
  });
}
