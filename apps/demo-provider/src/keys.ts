import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's development key pairs (dev-keys/README.md): public, so never trusted in production. */
const DEV_KEYS_DIR = path.resolve(import.meta.dirname, '../../../dev-keys');
export const DEV_PRIVATE_KEY_FILE = path.join(DEV_KEYS_DIR, 'demo-provider.dev.pem');
export const DEV_PORTAL_PUBLIC_KEY_FILE = path.join(DEV_KEYS_DIR, 'portal-wallet.dev.pub.pem');
const DEV_PUBLIC_KEY_FILE = path.join(DEV_KEYS_DIR, 'demo-provider.dev.pub.pem');

export interface ProviderKeys {
  /** Signs our wallet calls. */
  privateKey: KeyObject;
  /** Verifies the portal's answers. */
  portalPublicKey: KeyObject;
}

/**
 * PEM text as given in a variable, or else the path of a file holding it. Variables set through
 * a dashboard often carry `\n` escapes instead of line breaks; both forms are accepted.
 */
function readPem(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('-----BEGIN')) return trimmed.replaceAll('\\n', '\n');
  return readFileSync(path.resolve(trimmed), 'utf8');
}

/** The SubjectPublicKeyInfo bytes, so a private key and a public key can be compared. */
function publicDer(key: KeyObject): Buffer {
  const pub = key.type === 'private' ? createPublicKey(key) : key;
  return pub.export({ type: 'spki', format: 'der' });
}

function isDevKey(key: KeyObject, devPublicFile: string): boolean {
  if (!existsSync(devPublicFile)) return false;
  const dev = createPublicKey(readFileSync(devPublicFile, 'utf8'));
  return publicDer(key).equals(publicDer(dev));
}

/**
 * Loads both keys, adding a readable line to `problems` for each one that is missing, unreadable or
 * (in production) a development key. Development falls back to the files under dev-keys/.
 */
export function loadKeys(
  env: Record<string, string | undefined>,
  production: boolean,
  problems: string[],
): ProviderKeys | null {
  const load = (
    name: string,
    devFile: string,
    devPublicFile: string,
    parse: (pem: string) => KeyObject,
  ): KeyObject | null => {
    const value = env[name];
    if (!value && production) {
      problems.push(`${name} is required in production (PEM text or a file path).`);
      return null;
    }
    let key: KeyObject;
    try {
      key = parse(readPem(value || devFile));
    } catch (error) {
      problems.push(
        `${name} is not a readable PEM key: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
    if (key.asymmetricKeyType !== 'rsa') {
      problems.push(`${name} must be an RSA key (ADR 0015 signs with RSA-SHA256).`);
      return null;
    }
    if (production && isDevKey(key, devPublicFile)) {
      problems.push(`${name} must not be the development key from dev-keys/ in production.`);
      return null;
    }
    return key;
  };

  const privateKey = load('DEMO_PROVIDER_PRIVATE_KEY', DEV_PRIVATE_KEY_FILE, DEV_PUBLIC_KEY_FILE, (pem) =>
    createPrivateKey(pem),
  );
  const portalPublicKey = load(
    'PORTAL_WALLET_PUBLIC_KEY',
    DEV_PORTAL_PUBLIC_KEY_FILE,
    DEV_PORTAL_PUBLIC_KEY_FILE,
    (pem) => createPublicKey(pem),
  );
  return privateKey && portalPublicKey ? { privateKey, portalPublicKey } : null;
}
