import { hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';

/**
 * The master secret every derived key comes from (payload encryption, human-check signatures,
 * TOTP secret encryption). Production takes it from SECRET_KEY, so every node agrees; a
 * development database generates one once and keeps it.
 */
export interface Secrets {
  derive(label: string, length?: number): Buffer;
}

export function secretsFrom(master: Buffer): Secrets {
  return {
    derive: (label, length = 32) =>
      Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `portal:${label}`, length)),
  };
}

export async function loadSecrets(config: AppConfig, db: Db): Promise<Secrets> {
  if (config.secretKey) return secretsFrom(Buffer.from(config.secretKey, 'utf8'));
  if (config.isProduction) throw new Error('SECRET_KEY is required in production');
  await db
    .insertInto('platform_secrets')
    .values({ name: 'master', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('platform_secrets')
    .select('value')
    .where('name', '=', 'master')
    .executeTakeFirstOrThrow();
  return secretsFrom(Buffer.from(row.value, 'hex'));
}
