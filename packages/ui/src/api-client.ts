import { type Endpoint, type Envelope, endpointPath, type RouteInfo } from '@portal/contracts';
import type { EndpointInput, EndpointResult } from '@portal/contracts/endpoints';

/** A failed call: the server's stable code and localised message, or NETWORK when none came back. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;

  constructor(code: string, message: string, status: number, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export interface ClientContext {
  merchant: string | null;
  language: string;
  networkErrorMessage: string;
  /** The session token, sent as a bearer token; never in a URL. */
  token: string | null;
  /** Called when a call with a token is told the session is gone. */
  onSessionLost: (() => void) | null;
  /** The module identifier each call carries as `x-module-id` (spec section 7), read per call. */
  moduleId?: (() => string) | null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Overrides the current language for this call (queries keyed by language pass theirs). */
  language?: string;
}

/** The full declaration (its schemas, as types only) of a route in an app's endpoint map. */
export type DeclaredIn<Map, R extends RouteInfo> = R['id'] extends keyof Map
  ? Map[R['id']] extends Endpoint
    ? Map[R['id']]
    : never
  : never;

/** What a call of a declared endpoint takes: its declared parts, and the client's own options. */
export type CallInputIn<Map, R extends RouteInfo> = EndpointInput<DeclaredIn<Map, R>> & {
  signal?: AbortSignal;
  language?: string;
};

/** The parts of a call as they travel: parameters, query, body in its wire form. */
export interface WireInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  language?: string;
}

export interface ApiClient<Map> {
  /** Set at start and on language or session change; every call carries the brand and language. */
  configure(update: Partial<ClientContext>): void;
  /** The one way an app talks to the API: envelope in, value or ApiError out. */
  api<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Sends a file as the raw request body with its own Content-Type (image uploads). */
  upload<T>(path: string, file: Blob, options?: { signal?: AbortSignal }): Promise<T>;
  /**
   * Calls an endpoint declared in the contracts: its path and method come from the declaration,
   * and the input and result are typed by its schemas. Sealed endpoints have their own call.
   */
  call<R extends RouteInfo & { sealed?: false; redirect?: false }>(
    route: R,
    input: CallInputIn<Map, R>,
  ): Promise<EndpointResult<DeclaredIn<Map, R>>>;
  /** Sends a declared call, its body already in the form it travels in. */
  callWith<R extends RouteInfo>(route: R, input: WireInput): Promise<EndpointResult<DeclaredIn<Map, R>>>;
  /** The address of a declared endpoint that answers with a redirect, parameters and query filled in. */
  linkTo<R extends RouteInfo & { redirect: true }>(
    route: R,
    input: EndpointInput<DeclaredIn<Map, R>>,
  ): string;
}

function withQuery(path: string, query: Record<string, string | number | boolean | undefined> | undefined) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search.size > 0 ? `${path}?${search}` : path;
}

/**
 * The typed client over an app's map of endpoints by id (the player site's or the console's): one
 * context per client, so two apps (or tests) never share a token.
 */
export function createApiClient<Map>(initial: Partial<ClientContext> = {}): ApiClient<Map> {
  const context: ClientContext = {
    merchant: null,
    language: 'en',
    networkErrorMessage: 'Network error',
    token: null,
    onSessionLost: null,
    moduleId: null,
    ...initial,
  };

  /** The brand, language, module and bearer headers every call carries. */
  function baseHeaders(language: string | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-language': language ?? context.language,
    };
    if (context.moduleId) headers['x-module-id'] = context.moduleId();
    if (context.merchant) headers['x-merchant'] = context.merchant;
    if (context.token) headers.authorization = `Bearer ${context.token}`;
    return headers;
  }

  async function send<T>(url: string, init: RequestInit): Promise<T> {
    const token = context.token;
    let response: Response;
    try {
      response = await fetch(new URL(url, window.location.origin), { ...init, credentials: 'same-origin' });
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
      // Only the session the call was made with is lost: a newer sign-in is left alone.
      if (envelope.code === 'NOT_LOGGED_IN' && token && token === context.token) context.onSessionLost?.();
      throw new ApiError(envelope.code, envelope.message, response.status, envelope.value);
    }
    return envelope.value;
  }

  function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const headers = baseHeaders(options.language);
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    return send<T>(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  }

  function callWith<R extends RouteInfo>(route: R, input: WireInput) {
    const { params, query, body, signal, language } = input as {
      params?: Record<string, string | number | bigint>;
      query?: Record<string, string | number | boolean | undefined>;
      body?: unknown;
      signal?: AbortSignal;
      language?: string;
    };
    return api<EndpointResult<DeclaredIn<Map, R>>>(endpointPath(route.path, params), {
      method: route.method,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
      ...(language ? { language } : {}),
    });
  }

  return {
    configure(update) {
      Object.assign(context, update);
    },
    api,
    upload(path, file, options = {}) {
      const headers = baseHeaders(undefined);
      headers['content-type'] = file.type || 'application/octet-stream';
      return send(path, { method: 'POST', headers, body: file, signal: options.signal ?? null });
    },
    call(route, input) {
      if (route.sealed) return Promise.reject(new Error(`${route.id} is sealed: use callSealed`));
      return callWith(route, input as WireInput);
    },
    callWith,
    linkTo(route, input) {
      const { params, query } = input as {
        params?: Record<string, string | number | bigint>;
        query?: Record<string, string | number | boolean | undefined>;
      };
      return withQuery(endpointPath(route.path, params), query);
    },
  };
}
