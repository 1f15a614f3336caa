import { spawn } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WALLET_ROUTES } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { openAndMigrate } from '../db/open.ts';
import { type ResealCount, resealAll } from '../db/reseal.ts';
import type { Brand } from '../modules/brands/brand.ts';
import { accountNumberHash } from '../modules/wallet/withdrawals.service.ts';
import { translate } from '../platform/i18n/messages.ts';
import { hashPassword } from '../platform/passwords.ts';
import { seal, unseal } from '../platform/sealed.ts';
import { secretsFrom } from '../platform/secrets.ts';
import { hotp, totpStep } from '../platform/totp.ts';
import {
  bearer,
  lastCode,
  loginAs,
  sealPayload,
  sendSealed,
  solveHumanCheck,
  tokenFor,
} from '../test/accounts.ts';
import { createTestDatabase, TEST_TEMPLATE, type TestApp, type TestDatabase } from '../test/test-app.ts';
import { walletMember } from '../test/wallet.ts';

/**
 * Security issue 13: SECRET_KEY could not be rotated. A rotation is: start every node with the new
 * key in SECRET_KEY and the old one in SECRET_KEY_PREVIOUS, run `npm run secrets:reseal`, and drop
 * SECRET_KEY_PREVIOUS later. Each step is a node built on the same database with other keys.
 */
const K1 = 'rotation-one-7Qp2Vx9Lm4Rt8Zc1Wn6Hy3Bd5';
const K2 = 'rotation-two-Fg0Js2Kx8Pq1Tz4Mv7Nc3Lb6';
const SECRETS_1 = secretsFrom(Buffer.from(K1));
const SECRETS_2_1 = secretsFrom(Buffer.from(K2), Buffer.from(K1));
const SECRETS_2 = secretsFrom(Buffer.from(K2));

/** One clock for every node: TOTP steps are counted from it (sealed bodies allow five minutes). */
const CLOCK = new Date();
const now = () => CLOCK;
const STEP = totpStep(CLOCK);

let database: TestDatabase;
const nodes: FastifyInstance[] = [];

/** A node of the portal on the shared database, started with these keys. */
async function node(keys: { SECRET_KEY: string; SECRET_KEY_PREVIOUS?: string }): Promise<TestApp> {
  const config = loadConfig({
    APP_MODE: 'test',
    DATA_DIR: 'memory',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...keys,
  });
  const app = await buildApp({ config, db: database.db, webTemplate: TEST_TEMPLATE, now, jobs: false });
  await app.ready();
  nodes.push(app);
  return { app, db: database.db, config, close: () => app.close() };
}

/** A seed sealed as the code before rotation did: `v1`, no key id. */
function sealV1(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Every sealed value and bank hash, to prove a refused run changed nothing. */
async function sealedState() {
  const db = database.db;
  return {
    members: await db.selectFrom('members').select(['id', 'totp_secret']).orderBy('id').execute(),
    operators: await db.selectFrom('operators').select(['id', 'totp_secret']).orderBy('id').execute(),
    pending: await db
      .selectFrom('operator_sessions')
      .select(['id', 'pending_totp_secret'])
      .orderBy('id')
      .execute(),
    banks: await db
      .selectFrom('member_bank_accounts')
      .select(['id', 'account_number_sealed', 'account_number_hash'])
      .orderBy('id')
      .execute(),
  };
}

const byName = (counts: ResealCount[]) => Object.fromEntries(counts.map((c) => [c.name, c]));

/** A login from an address the account has not used: the second factor is asked for. */
async function challengeFrom(t: TestApp, account: string, password: string, address: string) {
  const res = await loginAs(t.app, 'TIGER', account, password, { remoteAddress: address });
  const value = res.json().value;
  if (!value?.challengeId) throw new Error(`no challenge for ${account}: ${res.body}`);
  return value as { challengeId: string; methods: string[] };
}

const verifyTotp = (t: TestApp, challengeId: string, code: string, address: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/2fa/verify',
    headers: { 'x-merchant': 'TIGER', 'x-language': language },
    remoteAddress: address,
    payload: { challengeId, method: 'TOTP', code },
  });

const operatorLogin = (t: TestApp, merchant: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/api/session/login',
    payload: { merchant, username: 'operator', password },
  });

const operatorTotp = (t: TestApp, token: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin/api/session/totp',
    headers: { authorization: `Bearer ${token}` },
    payload: { code },
  });

const bind = (t: TestApp, headers: Record<string, string>, accountNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: WALLET_ROUTES.bankAccounts.path,
    headers,
    payload: { bankName: 'BRAC Bank', accountNumber },
  });

// What the data sealed under K1 is, for the checks of later steps.
let brand: Brand;
let memberSeed: string;
let legacy: { account: string; seed: string };
let bankMember: Record<string, string>;
let bankMemberId: bigint;
let operatorSeed: string;
let codeUnderK1: string;
let humanCheckUnderK1: string;
const PASSWORD = 'Rotate@2026';
const CODE_TARGET = '+8801712340099';

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  for (const app of nodes) await app.close();
  await database.close();
});

describe('rotating SECRET_KEY', () => {
  let k1: TestApp;
  let k2WithK1: TestApp;
  let k2Alone: TestApp;

  it('under K1: a member binds an authenticator and a bank account, the operator enrols', async () => {
    k1 = await node({ SECRET_KEY: K1 });
    brand = (await k1.app.services.brands.findByCode('TIGER')) as Brand;

    // player01's authenticator, through the security centre.
    const token = await tokenFor(k1.app, 'TIGER', 'player01', 'Player@2026');
    const setup = await k1.app.inject({
      method: 'POST',
      url: '/wps/member/2fa/totp/setup',
      headers: bearer(token),
    });
    memberSeed = setup.json().value.secret;
    const enable = await k1.app.inject({
      method: 'POST',
      url: '/wps/member/2fa/totp/enable',
      headers: bearer(token),
      payload: { code: hotp(memberSeed, STEP - 1n) },
    });
    expect(enable.json().value?.totpEnabled, enable.body).toBe(true);

    // A member whose seed was sealed before key ids existed (v1), under K1.
    const m = await walletMember(k1);
    legacy = { account: m.account, seed: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };
    await database.db
      .updateTable('members')
      .set({
        password_hash: await hashPassword(PASSWORD),
        totp_secret: sealV1(SECRETS_1.derive('totp-seal'), legacy.seed),
        totp_enabled_at: CLOCK,
      })
      .where('id', '=', m.id)
      .execute();

    const b = await walletMember(k1);
    bankMember = b.headers;
    bankMemberId = b.id;
    expect((await bind(k1, bankMember, '1501-2026-0042-77')).statusCode).toBe(200);

    // The operator enrols an authenticator (TIGER); JADE's operator leaves an enrolment pending.
    const login = (await operatorLogin(k1, 'TIGER', 'Operator@2026')).json().value;
    expect(login.stage).toBe('enrol');
    operatorSeed = login.secret;
    const done = await operatorTotp(k1, login.token, hotp(operatorSeed, STEP - 1n));
    expect(done.json().success).toBe(true);
    expect((await operatorLogin(k1, 'JADE', 'Operator@2026!')).json().value.stage).toBe('enrol');

    // Short-lived values made under K1: an SMS code and a solved human check.
    await k1.app.services.codes.send({
      brand,
      channel: 'sms',
      purpose: 'login',
      target: CODE_TARGET,
      ip: '127.0.0.1',
      language: 'en',
    });
    codeUnderK1 = await lastCode(database.db, 'sms', CODE_TARGET);
    humanCheckUnderK1 = await solveHumanCheck(k1.app, 'TIGER');

    // Everything new is sealed with K1's key id.
    const state = await sealedState();
    const prefix = `v2.${SECRETS_1.keyId}.`;
    expect(state.operators.find((o) => o.totp_secret)?.totp_secret).toMatch(new RegExp(`^${prefix}`));
    expect(state.banks[0]?.account_number_sealed.startsWith(prefix)).toBe(true);
    expect(state.pending.filter((p) => p.pending_totp_secret?.startsWith(prefix))).toHaveLength(1);
  });

  it('with SECRET_KEY=K2 and SECRET_KEY_PREVIOUS=K1, everything made under K1 still works', async () => {
    k2WithK1 = await node({ SECRET_KEY: K2, SECRET_KEY_PREVIOUS: K1 });
    const t = k2WithK1;

    // Member TOTP (sealed v2 under K1), at a login from a new address.
    const first = await challengeFrom(t, 'player01', 'Player@2026', '192.0.2.50');
    expect(first.methods).toContain('TOTP');
    const ok = await verifyTotp(t, first.challengeId, hotp(memberSeed, STEP), '192.0.2.50');
    expect(ok.json().value.userName).toBe('player01');

    // Member TOTP sealed in the old v1 format under K1.
    const second = await challengeFrom(t, legacy.account, PASSWORD, '192.0.2.50');
    const legacyOk = await verifyTotp(t, second.challengeId, hotp(legacy.seed, STEP), '192.0.2.50');
    expect(legacyOk.json().value.userName).toBe(legacy.account);

    // The bank account bound under K1 is still recognised; a new one is sealed under K2.
    expect((await bind(t, bankMember, '150120260042-77')).json().code).toBe('ALREADY_BOUND');
    expect((await bind(t, bankMember, '22220000111')).statusCode).toBe(200);
    const banks = (await sealedState()).banks;
    expect(banks.map((b) => b.account_number_sealed.split('.')[1])).toEqual([
      SECRETS_1.keyId,
      SECRETS_2.keyId,
    ]);

    // Operator TOTP (sealed under K1).
    const login = (await operatorLogin(t, 'TIGER', 'Operator@2026')).json().value;
    expect(login.stage).toBe('verify');
    expect((await operatorTotp(t, login.token, hotp(operatorSeed, STEP))).json().success).toBe(true);

    // Signatures and hashes made under K1 pass during the window: the SMS code, the human check,
    // and a body sealed with K1's public payload key.
    await expect(
      t.app.services.codes.consume(brand.id, 'sms', 'login', CODE_TARGET, codeUnderK1),
    ).resolves.toBeUndefined();
    const withK1Check = await sendSealed(t.app, 'TIGER', 'POST', '/wps/session/login', {
      type: 'username',
      username: 'player01',
      password: 'Player@2026',
      humanCheck: humanCheckUnderK1,
    });
    expect(withK1Check.json().value.userName).toBe('player01');
    const sealedUnderK1 = await sealPayload(k1.app, 'TIGER', 'POST', '/wps/session/login', {
      type: 'username',
      username: 'player01',
      password: 'Player@2026',
      humanCheck: await solveHumanCheck(t.app, 'TIGER'),
    });
    const oldPage = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-merchant': 'TIGER' },
      payload: sealedUnderK1,
    });
    expect(oldPage.json().value.userName).toBe('player01');
  });

  it('with K2 alone before the re-seal, old values fail clearly: 503 SECRET_UNAVAILABLE, never a 500', async () => {
    k2Alone = await node({ SECRET_KEY: K2 });
    const t = k2Alone;

    const challenge = await challengeFrom(t, 'player01', 'Player@2026', '192.0.2.51');
    const refused = await verifyTotp(t, challenge.challengeId, hotp(memberSeed, STEP), '192.0.2.51', 'bn');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'SECRET_UNAVAILABLE',
      message: translate('bn', 'SECRET_UNAVAILABLE'),
    });
    const legacyChallenge = await challengeFrom(t, legacy.account, PASSWORD, '192.0.2.51');
    const legacyRefused = await verifyTotp(
      t,
      legacyChallenge.challengeId,
      hotp(legacy.seed, STEP),
      '192.0.2.51',
    );
    expect([legacyRefused.statusCode, legacyRefused.json().code]).toEqual([503, 'SECRET_UNAVAILABLE']);

    const login = (await operatorLogin(t, 'TIGER', 'Operator@2026')).json().value;
    const operatorRefused = await operatorTotp(t, login.token, hotp(operatorSeed, STEP));
    expect([operatorRefused.statusCode, operatorRefused.json().code]).toEqual([503, 'SECRET_UNAVAILABLE']);

    // Duplicates cannot be told apart from accounts under an unknown key: refused, nothing stored.
    const banksBefore = (await sealedState()).banks.length;
    const bank = await bind(t, bankMember, '33330000111');
    expect([bank.statusCode, bank.json().code]).toEqual([503, 'SECRET_UNAVAILABLE']);
    expect((await sealedState()).banks).toHaveLength(banksBefore);

    // Without K1, what was signed under it no longer passes.
    await k1.app.services.codes.send({
      brand,
      channel: 'sms',
      purpose: 'login',
      target: CODE_TARGET,
      ip: '127.0.0.1',
      language: 'en',
    });
    const code = await lastCode(database.db, 'sms', CODE_TARGET);
    await expect(
      t.app.services.codes.consume(brand.id, 'sms', 'login', CODE_TARGET, code),
    ).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_INVALID',
    });

    // The re-seal without the previous key reports what it cannot open and changes nothing.
    const before = await sealedState();
    const counts = byName(await resealAll(database.db, SECRETS_2));
    expect(counts['members.totp_secret']).toMatchObject({ resealed: 0, unreadable: 2 });
    expect(counts['members.totp_secret']?.unknownKeys.sort()).toEqual([SECRETS_1.keyId, 'v1'].sort());
    expect(counts['operators.totp_secret']).toMatchObject({ resealed: 0, unreadable: 1 });
    expect(counts['operator_sessions.pending_totp_secret']).toMatchObject({ resealed: 0, unreadable: 1 });
    expect(counts['member_bank_accounts.account_number_sealed']).toMatchObject({
      resealed: 0,
      current: 1,
      unreadable: 1,
    });
    expect(await sealedState()).toEqual(before);
  });

  it('the re-seal rewrites every sealed value under K2, survives an interruption and is idempotent', async () => {
    // Stopped after its first committed batch, as a crash would stop it.
    await expect(
      resealAll(database.db, SECRETS_2_1, {
        batch: 1,
        onBatch: () => {
          throw new Error('interrupted');
        },
      }),
    ).rejects.toThrow('interrupted');
    const half = (await sealedState()).members.filter((m) => m.totp_secret);
    expect(half.filter((m) => m.totp_secret?.startsWith(`v2.${SECRETS_2.keyId}.`))).toHaveLength(1);
    // Both forms read meanwhile.
    for (const m of half)
      expect(() => unseal(SECRETS_2_1.ring('totp-seal'), m.totp_secret as string)).not.toThrow();

    const counts = byName(await resealAll(database.db, SECRETS_2_1, { batch: 1 }));
    expect(counts['members.totp_secret']).toMatchObject({ resealed: 1, current: 1, unreadable: 0 });
    expect(counts['operators.totp_secret']).toMatchObject({ resealed: 1, unreadable: 0 });
    expect(counts['operator_sessions.pending_totp_secret']).toMatchObject({ resealed: 1, unreadable: 0 });
    expect(counts['member_bank_accounts.account_number_sealed']).toMatchObject({
      resealed: 1,
      current: 1,
      unreadable: 0,
    });

    const state = await sealedState();
    const all = [
      ...state.members.map((m) => m.totp_secret),
      ...state.operators.map((o) => o.totp_secret),
      ...state.pending.map((p) => p.pending_totp_secret),
      ...state.banks.map((b) => b.account_number_sealed),
    ].filter((v): v is string => v !== null);
    expect(all).toHaveLength(6);
    for (const value of all) expect(value.startsWith(`v2.${SECRETS_2.keyId}.`)).toBe(true);
    // The duplicate-finding hash moved to K2 with the number.
    const bankKey = SECRETS_2.derive('bank-accounts');
    expect(state.banks.map((b) => b.account_number_hash)).toEqual([
      accountNumberHash(bankKey, brand.id, '15012026004277'),
      accountNumberHash(bankKey, brand.id, '22220000111'),
    ]);
    const rows = await database.db
      .selectFrom('member_bank_accounts')
      .select('member_id')
      .where('member_id', '=', bankMemberId)
      .execute();
    expect(rows).toHaveLength(2);

    // Again: nothing left to do.
    const again = await resealAll(database.db, SECRETS_2_1);
    expect(again.map((c) => c.resealed)).toEqual([0, 0, 0, 0]);
    expect(await sealedState()).toEqual(state);
  });

  it('after the re-seal, K2 alone reads everything', async () => {
    const t = await node({ SECRET_KEY: K2 });

    const first = await challengeFrom(t, 'player01', 'Player@2026', '192.0.2.52');
    const ok = await verifyTotp(t, first.challengeId, hotp(memberSeed, STEP + 1n), '192.0.2.52');
    expect(ok.json().value.userName).toBe('player01');
    const second = await challengeFrom(t, legacy.account, PASSWORD, '192.0.2.52');
    const legacyOk = await verifyTotp(t, second.challengeId, hotp(legacy.seed, STEP + 1n), '192.0.2.52');
    expect(legacyOk.json().value.userName).toBe(legacy.account);

    const login = (await operatorLogin(t, 'TIGER', 'Operator@2026')).json().value;
    expect((await operatorTotp(t, login.token, hotp(operatorSeed, STEP + 1n))).json().success).toBe(true);

    expect((await bind(t, bankMember, '1501-2026-0042-77')).json().code).toBe('ALREADY_BOUND');
    expect((await bind(t, bankMember, '22220000111')).json().code).toBe('ALREADY_BOUND');
  });
});

describe('npm run secrets:reseal', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const script = path.join(root, 'apps/server/src/cli/secrets-reseal.ts');
  const SEED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-reseal-'));
    const database = await openAndMigrate(
      loadConfig({ APP_MODE: 'test', DATA_DIR: dataDir, SECRET_KEY: K1 }),
    );
    try {
      const merchant = await database.db
        .insertInto('merchants')
        .values({
          code: 'ROT',
          name: 'Rotation',
          status: 'active',
          currency: 'BDT',
          currency_exponent: 2,
          default_language: 'en',
          languages: ['en'],
          settings: JSON.stringify({}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto('members')
        .values({
          merchant_id: merchant.id,
          account: 'rotation01',
          type: 0,
          password_hash: 'unused',
          referral_code: 'ROTATION01',
          register_method: 'TEST',
          totp_secret: seal(SECRETS_1.ring('totp-seal'), SEED),
        })
        .execute();
    } finally {
      await database.close();
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The command as an operator runs it, in its own process, on the embedded database folder. */
  function reseal(keys: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [script], {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', APP_MODE: 'test', DATA_DIR: dataDir, ...keys },
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => {
        out += String(chunk);
      });
      child.stderr.on('data', (chunk) => {
        err += String(chunk);
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, out, err }));
    });
  }

  it('fails clearly without the previous key, then re-seals with it, then has nothing left to do', async () => {
    const missing = await reseal({ SECRET_KEY: K2 });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(
      `members.totp_secret: 0 re-sealed, 0 already under the current key, 1 UNREADABLE (sealed under key ${SECRETS_1.keyId})`,
    );
    expect(missing.err).toMatch(/Set SECRET_KEY_PREVIOUS to the key they were sealed under/);

    const done = await reseal({ SECRET_KEY: K2, SECRET_KEY_PREVIOUS: K1 });
    expect(done.code, done.out + done.err).toBe(0);
    expect(done.out).toContain('members.totp_secret: 1 re-sealed, 0 already under the current key');
    expect(done.out).toContain('member_bank_accounts.account_number_sealed: 0 re-sealed');

    const again = await reseal({ SECRET_KEY: K2 });
    expect(again.code).toBe(0);
    expect(again.out).toContain('members.totp_secret: 0 re-sealed, 1 already under the current key');

    // Counts and key ids only: never a value, nor a key.
    for (const text of [missing.out, missing.err, done.out, done.err, again.out, again.err]) {
      for (const secret of [SEED, K1, K2]) expect(text).not.toContain(secret);
    }
  }, 120_000);
});
