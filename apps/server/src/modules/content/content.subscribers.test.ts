import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandChannel, memberChannel } from '../../platform/events.ts';
import { eventsOf, failAtCommit, writtenTogether } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tiger: number;
let player: bigint;
beforeAll(async () => {
  t = await createTestApp();
  tiger = ((await t.app.services.brands.findByCode('TIGER')) as { id: number }).id;
  player = (
    await t.db.selectFrom('members').select('id').where('account', '=', 'player01').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

/** What the live connections of a channel would be sent, from now on. */
async function listen(channel: string) {
  const heard: Record<string, unknown>[] = [];
  const stop = await t.app.services.events.subscribe(channel, (event) => {
    heard.push(event as Record<string, unknown>);
  });
  return { heard, stop };
}

const messageNews = (heard: Record<string, unknown>[]) => heard.filter((e) => e.type === 'message.new');

describe('message.sent and the live notification it drives (ADR 0021)', () => {
  it("is written with the member's message, and the subscriber tells the member's tabs once", async () => {
    const tabs = await listen(memberChannel(tiger, player));
    const id = await t.app.services.inbox.send({
      merchantId: tiger,
      memberId: player,
      language: null,
      kind: 'DEPOSIT_CREDITED',
      title: 'Deposit credited',
      content: '<p>500.00 BDT</p>',
    });

    const events = (await eventsOf(t.db, 'message.sent', player)).filter((e) => e.payload.messageId === id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ aggregate: 'member', aggregateId: String(player), merchantId: tiger });
    expect(events[0]?.payload).toEqual({
      messageId: id,
      memberId: String(player),
      language: null,
      kind: 'DEPOSIT_CREDITED',
      title: 'Deposit credited',
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await writtenTogether(t.db, 'messages', BigInt(id), events[0]?.id as bigint)).toBe(true);

    // Nothing is pushed by the send itself: the dispatcher delivers it (the app starts it; tests drive it).
    expect(messageNews(tabs.heard)).toEqual([]);
    await t.app.services.outbox.runOnce();
    await t.app.services.outbox.runOnce();
    expect(messageNews(tabs.heard)).toEqual([
      { type: 'message.new', messageId: id, kind: 'DEPOSIT_CREDITED', title: 'Deposit credited' },
    ]);
    tabs.stop();
  });

  it("sends a broadcast to the brand's channel with its language, and nothing to a member's", async () => {
    const brandTabs = await listen(brandChannel(tiger));
    const memberTabs = await listen(memberChannel(tiger, player));
    const id = await t.app.services.inbox.send({
      merchantId: tiger,
      memberId: null,
      language: 'bn',
      kind: 'PROMOTION',
      title: 'বাংলা অফার',
      content: '<p>x</p>',
    });
    const [event] = (await eventsOf(t.db, 'message.sent', String(tiger))).filter(
      (e) => e.payload.messageId === id,
    );
    expect(event).toMatchObject({ aggregate: 'brand', payload: { memberId: null, language: 'bn' } });

    await t.app.services.outbox.runOnce();
    expect(messageNews(brandTabs.heard)).toEqual([
      { type: 'message.new', messageId: id, kind: 'PROMOTION', title: 'বাংলা অফার', language: 'bn' },
    ]);
    expect(messageNews(memberTabs.heard)).toEqual([]);
    brandTabs.stop();
    memberTabs.stop();
  });

  it('is neither stored nor announced when the message fails at commit', async () => {
    const tabs = await listen(memberChannel(tiger, player));
    const restore = await failAtCommit(t.db, 'messages', 'title', 'Doomed');
    const before = (await eventsOf(t.db, 'message.sent', player)).length;
    try {
      await expect(
        t.app.services.inbox.send({
          merchantId: tiger,
          memberId: player,
          language: null,
          kind: 'SYSTEM',
          title: 'Doomed message',
          content: 'x',
        }),
      ).rejects.toThrow(/on purpose/);
    } finally {
      await restore();
    }
    expect(await eventsOf(t.db, 'message.sent', player)).toHaveLength(before);
    expect(
      await t.db.selectFrom('messages').select('id').where('title', '=', 'Doomed message').execute(),
    ).toEqual([]);
    await t.app.services.outbox.runOnce();
    expect(messageNews(tabs.heard)).toEqual([]);
    tabs.stop();
  });
});

describe('read marks', () => {
  it("publish the new counts to the reader's own channel at once, without the outbox", async () => {
    const id = await t.app.services.inbox.send({
      merchantId: tiger,
      memberId: player,
      language: null,
      kind: 'SYSTEM',
      title: 'To be read',
      content: 'x',
    });
    await t.app.services.outbox.runOnce();
    const tabs = await listen(memberChannel(tiger, player));
    const reader = { merchantId: tiger, memberId: player };
    const unread = (await t.app.services.inbox.unreadCounts(reader)).messageV2;
    const counts = await t.app.services.inbox.markRead(reader, id);
    expect(counts.messageV2).toBe(unread - 1);
    expect(tabs.heard).toEqual([{ type: 'unread', counts }]);
    tabs.stop();
  });
});
