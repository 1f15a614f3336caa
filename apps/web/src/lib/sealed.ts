import { endpointPath, type RouteInfo, SYSTEM_ROUTES } from '@portal/contracts';
import type { EndpointResult } from '@portal/contracts/endpoints';
import { type CallInput, call, callWith, type Declared } from './api-client';

/**
 * The browser half of the E payloads (ADR 0010): an ephemeral P-256 key, ECDH with the server's
 * published key, HKDF-SHA-256 over a random salt, AES-256-GCM with the method and path bound in.
 */
let serverKey: Promise<EndpointResult<Declared<typeof SYSTEM_ROUTES.encryptionKey>>> | null = null;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function sealPayload(method: string, path: string, data: unknown) {
  serverKey ??= call(SYSTEM_ROUTES.encryptionKey, {}).catch((error: unknown) => {
    serverKey = null;
    throw error;
  });
  const key = await serverKey;
  const subtle = window.crypto.subtle;
  const server = await subtle.importKey(
    'raw',
    fromBase64Url(key.publicKey),
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const ephemeral = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const shared = await subtle.deriveBits({ name: 'ECDH', public: server }, ephemeral.privateKey, 256);
  const salt = window.crypto.getRandomValues(new Uint8Array(16));
  const hkdfKey = await subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const aesKey = await subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: new TextEncoder().encode('portal-payload-v1') },
    hkdfKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const iv = window.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify({ ts: Date.now(), data }));
  const ct = await subtle.encrypt(
    {
      name: 'AES-GCM',
      iv,
      additionalData: new TextEncoder().encode(`${method.toUpperCase()} ${path.split('?')[0]}`),
    },
    aesKey,
    plain,
  );
  return {
    enc: 'v1',
    kid: key.kid,
    epk: toBase64Url(await subtle.exportKey('raw', ephemeral.publicKey)),
    salt: toBase64Url(salt),
    iv: toBase64Url(iv),
    ct: toBase64Url(ct),
  };
}

/**
 * Calls a declared endpoint the spec marks E (issue 14): typed like `call`, the body sealed for
 * the endpoint's method and path.
 */
export async function callSealed<R extends RouteInfo & { sealed: true }>(
  route: R,
  input: CallInput<R>,
): Promise<EndpointResult<Declared<R>>> {
  const { params, body, ...rest } = input as { params?: Record<string, string>; body?: unknown };
  const path = endpointPath(route.path, params);
  return callWith(route, { ...rest, params, body: await sealPayload(route.method, path, body) });
}
