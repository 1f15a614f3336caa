import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.ts';
import { eventsOf, writtenTogether } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
let memberId: bigint;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'TIGER', 'player02', 'Player@2026');
  const row = await t.db
    .selectFrom('members')
    .select('id')
    .where('account', '=', 'player02')
    .executeTakeFirst();
  memberId = row?.id as bigint;
});
afterAll(() => t.close());

const save = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/wps/member/profile', headers: bearer(token), payload });

describe('member.profile_changed (issue 19)', () => {
  it('is written with the update, naming only the fields that changed', async () => {
    const res = await save({ zalo: '0901234567', telegram: '@p2' });
    expect(res.statusCode).toBe(200);
    const events = await eventsOf(t.db, 'member.profile_changed', memberId);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.aggregate).toBe('member');
    expect(event?.payload.memberId).toBe(String(memberId));
    expect(((event?.payload.fields ?? []) as string[]).toSorted()).toEqual(['telegram', 'zalo']);
    expect(await writtenTogether(t.db, 'members', memberId, event?.id as bigint)).toBe(true);

    // The same values again change nothing and write no event; one field changed names one.
    await save({ zalo: '0901234567', telegram: '@p2' });
    expect(await eventsOf(t.db, 'member.profile_changed', memberId)).toHaveLength(1);
    await save({ zalo: '', telegram: '@p2', nickname: 'Two' });
    const after = await eventsOf(t.db, 'member.profile_changed', memberId);
    expect(after).toHaveLength(2);
    expect(((after[1]?.payload.fields ?? []) as string[]).toSorted()).toEqual(['nickname', 'zalo']);
  });

  it('writes nothing when the update is refused', async () => {
    const before = (await eventsOf(t.db, 'member.profile_changed', memberId)).length;
    const bad = await save({ zalo: 'x', birthday: '20-04-1995' });
    expect(bad.statusCode).toBe(400);
    expect(await eventsOf(t.db, 'member.profile_changed', memberId)).toHaveLength(before);
  });
});
