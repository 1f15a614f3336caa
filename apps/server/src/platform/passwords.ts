import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane). Passwords are never truncated;
 * the length limit comes from the brand's rules (at most 255).
 */
// algorithm 2 is argon2id in @node-rs/argon2's (const enum) numbering.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Spends the time of one verification against a throwaway hash, so "no such account" takes as
 * long as "wrong password" (no account enumeration by timing).
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('never-the-password-of-anyone');
  await verifyPassword(await dummyHash, password);
}

/**
 * The most common passwords in public breach corpora, refused at registration and change.
 * Compared in lower case.
 */
const COMMON = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty 1q2w3e4r 12345 111111 1234567890 1234567 123123 000000
abc123 password1 iloveyou 654321 123321 666666 qwertyuiop 987654321 121212 1qaz2wsx 7777777 sunshine 11111111
aa123456 princess dragon monkey football baseball welcome admin letmein master shadow superman michael
charlie 123qwe zxcvbnm asdfghjkl passw0rd trustno1 starwars whatever qazwsx killer pokemon hello123
freedom ashley bailey jordan23 liverpool chelsea arsenal 88888888 55555555 99999999 11223344 159753 147258369
password123 admin123 welcome1 qwerty1 abcd1234 test1234 12341234 a123456 asd123 1q2w3e 1q2w3e4r5t zaq12wsx
google facebook samsung computer internet 123456a 123654 987654 789456123 loveyou pakistan bangladesh
manila philippines qwer1234 asdf1234 p@ssw0rd p@ssword passwort azerty 000000000 696969 112233 121212121
dhaka1234 iloveu 123abc abc12345 1234qwer qwerty12 hunter2 changeme default secret`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
