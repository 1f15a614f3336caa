import type { TSmsSettings } from '@portal/contracts';
import { createRemoteJWKSet, importSPKI, type JWTPayload, jwtVerify } from 'jose';
import { AppError } from '../../platform/app-error.ts';

/**
 * The spec's alternate SMS provider: the browser verifies the number with an external phone-auth
 * service and hands us its signed ID token (firebaseChannel=sms, firebaseIdToken). We trust the
 * number in it only when the signature, issuer, audience and lifetime all check out.
 */
const remoteKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export async function verifyPhoneAuthToken(
  settings: TSmsSettings,
  token: string,
  now: Date,
): Promise<string> {
  return (await verifyPhoneAuthClaims(settings, token, now)).phone;
}

/**
 * As verifyPhoneAuthToken, and says when the number was proven: the token's `auth_time` (when
 * the person answered the service's SMS), else its `iat`; null when it carries neither. A flow
 * that must not accept a proof older than some event (a password change) compares with this.
 */
export async function verifyPhoneAuthClaims(
  settings: TSmsSettings,
  token: string,
  now: Date,
): Promise<{ phone: string; verifiedAt: Date | null }> {
  const config = settings.phoneAuth;
  if (settings.verifier !== 'phone-auth-token' || !config) throw new AppError('FEATURE_DISABLED');
  if (token.length > 8192 || token.split('.').length !== 3) throw new AppError('VERIFICATION_CODE_INVALID');
  const options = {
    issuer: config.issuer,
    audience: config.audience,
    currentDate: now,
    algorithms: ['RS256', 'ES256'],
  };
  let payload: JWTPayload | null = null;
  if (config.jwksUrl) {
    let keys = remoteKeySets.get(config.jwksUrl);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(config.jwksUrl));
      remoteKeySets.set(config.jwksUrl, keys);
    }
    payload = await jwtVerify(token, keys, options).then(
      (r) => r.payload,
      () => null,
    );
  }
  // Configured keys may be RSA or P-256; a key imports only under its own algorithm.
  for (const pem of payload ? [] : config.publicKeysPem) {
    for (const algorithm of ['RS256', 'ES256']) {
      const key = await importSPKI(pem, algorithm).catch(() => null);
      if (!key) continue;
      payload = await jwtVerify(token, key, options).then(
        (r) => r.payload,
        () => null,
      );
      if (payload) break;
    }
    if (payload) break;
  }
  const phone = payload?.phone_number;
  if (typeof phone !== 'string' || !/^\+\d{6,16}$/.test(phone))
    throw new AppError('VERIFICATION_CODE_INVALID');
  const seconds = [payload?.auth_time, payload?.iat].find((v): v is number => typeof v === 'number');
  return { phone, verifiedAt: seconds === undefined ? null : new Date(seconds * 1000) };
}
