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

/**
 * The module identifier every call carries (spec section 7, ADR 0046): the player-site page the
 * call is made from, `web.<first path segment>` (`web.home` at /), and for the member and agent
 * centres their page too (`web.member.withdraw`). Popups count as the page they open over.
 */
export function moduleIdOf(pathname: string, search: string): string {
  const segment = pathname.split('/').find((part) => part !== '') ?? 'home';
  const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
  const page = safe(segment) || 'home';
  if (page === 'member' || page === 'agentHome') {
    const sub = safe(new URLSearchParams(search).get('page') ?? '');
    if (sub) return `web.${page}.${sub}`;
  }
  return `web.${page}`;
}

/** The brand, language, module and bearer headers every call carries. */
function baseHeaders(language: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-language': language ?? context.language,
    'x-module-id': moduleIdOf(window.location.pathname, window.location.search),
  };
  if (context.merchant) headers['x-merchant'] = context.merchant;
  if (context.token) headers.authorization = `Bearer ${context.token}`;
  return headers;
}

/** How many times a call refused by a busy server (503 + Retry-After) is sent again. */
export const BUSY_RETRIES = 2;
/** A longer wait than this is not waited for: the user sees the busy message instead. */
const LONGEST_WAIT_MS = 30_000;

/**
 * The wait before sending again a call a busy server refused (ADR 0051): its Retry-After (seconds
 * or a date) plus up to half of it again at random, so the refused do not all come back at once;
 * null when there is no usable Retry-After or it asks for longer than we wait.
 */
export function busyRetryDelayMs(
  retryAfter: string | null,
  random: () => number = Math.random,
  now: number = Date.now(),
): number | null {
  if (!retryAfter) return null;
  const text = retryAfter.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (!Number.isFinite(ms) || ms > LONGEST_WAIT_MS) return null;
  const wait = Math.max(ms, 0);
  return Math.round(wait + wait * 0.5 * random());
}

/**
 * Whether a refused call may simply be sent again: a read, or a command that carries its request
 * id (money commands), which the server carries out at most once for that id (ADR 0051).
 */
export function mayResend(method: string, body: unknown): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  const requestId = (body as { requestId?: unknown } | null | undefined)?.requestId;
  return typeof requestId === 'string' && requestId.length > 0;
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends one request and unwraps the envelope: value or ApiError. A call the server refused as busy
 * (503 with Retry-After) is sent again after the wait, at most BUSY_RETRIES times, when `resend`
 * allows it (the same body, so a command keeps its request id); otherwise, or when the retries
 * are used up, the server's localised "busy" message is the ApiError's.
 */
async function send<T>(url: URL, init: RequestInit, resend = false): Promise<T> {
  const token = context.token;
  let response: Response;
  for (let attempt = 0; ; attempt += 1) {
    try {
      response = await fetch(url, { ...init, credentials: 'same-origin' });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError('NETWORK', context.networkErrorMessage, 0);
    }
    if (!resend || response.status !== 503 || attempt >= BUSY_RETRIES) break;
    const delay = busyRetryDelayMs(response.headers.get('retry-after'));
    if (delay === null) break;
    // The refusal's body is not needed: free the connection before waiting.
    await response.body?.cancel().catch(() => undefined);
    await wait(delay, init.signal);
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
  const method = options.method ?? 'GET';
  return send<T>(
    url,
    {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    },
    mayResend(method, options.body),
  );
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
