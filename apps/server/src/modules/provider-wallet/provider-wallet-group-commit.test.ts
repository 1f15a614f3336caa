/**
 * The provider wallet's whole conformance suite again, with money calls that arrive together
 * sharing one transaction (WALLET_GROUP_COMMIT=on, ADR 0060): every status, exactly-once money,
 * tombstones, concurrent and overdrawing bets must answer exactly as with a transaction per call.
 */
import { afterAll } from 'vitest';

process.env.PORTAL_TEST_GROUP_COMMIT = 'on';
// A worker runs other files after this one: they get their own setting back.
afterAll(() => {
  delete process.env.PORTAL_TEST_GROUP_COMMIT;
});
await import('./provider-wallet.test.ts');
