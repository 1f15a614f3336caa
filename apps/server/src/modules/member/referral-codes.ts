import { randomInt } from 'node:crypto';

// No 0/O or 1/I, so codes read aloud or copied by hand survive.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A member's own invitation code: 8 characters, about 40 bits. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
