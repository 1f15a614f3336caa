/**
 * The in-house games' suite again, with bets that arrive together sharing one transaction
 * (WALLET_GROUP_COMMIT=on, ADR 0060): nonces, replays, limits, bonus stakes and concurrent bets
 * must answer exactly as with a transaction per bet.
 */
import { afterAll } from 'vitest';

process.env.PORTAL_TEST_GROUP_COMMIT = 'on';
// A worker runs other files after this one: they get their own setting back.
afterAll(() => {
  delete process.env.PORTAL_TEST_GROUP_COMMIT;
});
await import('./originals.test.ts');
