import type { z } from 'zod';
import type { OperatorPermission } from './operator-permissions.ts';

/** Who may call an endpoint; the server enforces it, the OpenAPI document and the route table state it. */
export type EndpointAccess =
  | 'public'
  /** Any signed-in member, trial accounts included. */
  | 'session'
  /** A signed-in real (non-trial) member. */
  | 'member'
  | 'agent'
  | 'operator';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where an endpoint lives and who may call it, without its schemas: the web app's typed client
 * needs only this at run time (so no validation library reaches the player's bundle), and takes
 * the types from the full declaration.
 */
export interface RouteInfo {
  id: string;
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  sealed?: boolean;
  /**
   * A session that must change its password first (the default password, an expired one) may
   * still call this; every other signed-in call refuses it with PASSWORD_CHANGE_REQUIRED.
   */
  allowPasswordChange?: boolean;
  /**
   * Answered with a redirect (302 to the `response` URL), not the envelope: a link the browser
   * follows (the start of a social login), never fetched by the client.
   */
  redirect?: boolean;
  /**
   * Operator access only: the permission the operator's role must hold (issue 15); without one,
   * any signed-in operator may call it (their own session, `me`).
   */
  permission?: OperatorPermission;
  /**
   * Answered with the value itself in this media type (an image, the OpenAPI document), not the
   * envelope; failures are still the envelope. Something a page loads, not a client call.
   */
  produces?: string;
  /** The body is one file sent as it is (not JSON), of one of these media types. */
  upload?: UploadInfo;
}

/** A file body: its media types and its largest size. */
export interface UploadInfo {
  types: readonly string[];
  maxBytes: number;
}

/**
 * One endpoint, declared once (issue 14): the server registers its route from this, the web app
 * calls it through the typed client with it, and the OpenAPI document is generated from it. The
 * schemas are zod; `response` is the `value` of the envelope on success.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Unique, stable name (the OpenAPI operationId): `domain.action`. */
  id: string;
  method: HttpMethod;
  /** The path with `:name` parameters, as the server registers it. */
  path: string;
  summary: string;
  access: EndpointAccess;
  /** The body is sealed end to end (spec section 7, "E"; ADR 0010). */
  sealed?: boolean;
  /** See RouteInfo: callable by a session that must change its password first. */
  allowPasswordChange?: boolean;
  /** Media types the body may come in besides JSON (the spec's form-encoded forgot-by-e-mail). */
  accepts?: readonly string[];
  /** See RouteInfo: answered with a redirect to the URL `response` describes. */
  redirect?: boolean;
  /** See RouteInfo: the permission an operator needs. */
  permission?: OperatorPermission;
  /** See RouteInfo: answered with the value itself in this media type. */
  produces?: string;
  /** See RouteInfo: the body is one file of these types, not a schema's JSON. */
  upload?: UploadInfo;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

type Infer<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: the parts the endpoint declares, typed by their schemas' input. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Infer<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Infer<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Infer<E['body']> } : { body?: never });

/** What a successful call gives back (the envelope's `value`). */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;

/** Declares an endpoint, keeping its schema types for both ends. */
export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends EndpointAccess = EndpointAccess,
  Id extends string = string,
  U extends UploadInfo | undefined = undefined,
>(definition: {
  id: Id;
  method: HttpMethod;
  path: string;
  summary: string;
  access: A;
  sealed?: boolean;
  allowPasswordChange?: boolean;
  accepts?: readonly string[];
  redirect?: boolean;
  permission?: OperatorPermission;
  produces?: string;
  upload?: U;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}): Endpoint<
  P extends z.ZodType ? P : z.ZodType,
  Q extends z.ZodType ? Q : z.ZodType,
  B extends z.ZodType ? B : z.ZodType,
  R
> & { id: Id; params: P; query: Q; body: B; access: A; upload: U } {
  const names = [...definition.path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]);
  if (names.length > 0 && !definition.params)
    throw new Error(`${definition.id}: the path names parameters (${names.join(', ')}) but no params schema`);
  if ((definition.sealed || definition.accepts) && !definition.body)
    throw new Error(`${definition.id}: a sealed or form body needs a body schema`);
  if (definition.redirect && (definition.method !== 'GET' || definition.body))
    throw new Error(`${definition.id}: a redirect is a link: GET, without a body`);
  if (definition.allowPasswordChange && definition.access !== 'session' && definition.access !== 'member')
    throw new Error(`${definition.id}: allowPasswordChange only loosens a signed-in access`);
  if (definition.permission && definition.access !== 'operator')
    throw new Error(`${definition.id}: a permission is an operator's; the access must be operator`);
  if (definition.produces && definition.redirect)
    throw new Error(`${definition.id}: an answer is either a redirect or a document, not both`);
  if (
    definition.upload &&
    (definition.body || definition.sealed || definition.accepts || definition.upload.types.length === 0)
  )
    throw new Error(`${definition.id}: an upload's body is the file: no body schema, sealing or other types`);
  if (definition.upload && definition.method !== 'POST' && definition.method !== 'PUT')
    throw new Error(`${definition.id}: an upload is a POST or a PUT`);
  return definition as never;
}

/** The path with its parameters filled in, each encoded as one segment. */
export function endpointPath(path: string, params: Record<string, string | number | bigint> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
