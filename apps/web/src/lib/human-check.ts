import { VERIFICATION_ROUTES } from '@portal/contracts';
import { call } from './api-client';

/**
 * Solves the server's proof-of-work challenge: find n with SHA-256(salt + n) = challenge. Takes
 * a fraction of a second for a person's browser; costs a script that sends thousands of logins.
 */
export async function solveHumanCheck(): Promise<string> {
  const challenge = await call(VERIFICATION_ROUTES.humanCheck, {});
  const encoder = new TextEncoder();
  for (let n = 0; n <= challenge.maxNumber; n += 1) {
    const digest = await window.crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`));
    let hex = '';
    for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
    if (hex === challenge.challenge) {
      const solution = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: n,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(solution));
    }
  }
  throw new Error('human check could not be solved');
}
