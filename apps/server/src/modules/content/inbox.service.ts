import type { MessageKind, TInboxMessage, TPage, TUnreadCounts } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import { type EventBus, memberChannel } from '../../platform/events.ts';
import { sanitizeRichText } from '../../platform/html.ts';
import { appendEvent, appendEvents, type NewEvent, wakeDispatchers } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import type { Reader } from './inbox.repository.ts';
import * as repo from './inbox.repository.ts';

export type { Reader };

/**
 * Where the badges other than the inbox's count come from (issue 19): rewards waiting for a
 * claim (the promotions') and missions completed but not claimed (the missions'). The modules
 * that know are above content, so they are reached through these, filled at wiring; a source
 * not wired counts nothing.
 */
export interface BadgeSources {
  /** Read through `db`: the caller's connection or transaction (PGlite has one connection). */
  rewardCenter?: (db: Db, reader: Reader) => Promise<number>;
  missionLeaderboard?: (db: Db, reader: Reader) => Promise<number>;
}

export interface NewMessage {
  merchantId: number;
  /** One member, or every member of the brand. */
  memberId: bigint | null;
  /** For broadcasts: only members with this language (none: everyone). */
  language: string | null;
  kind: MessageKind;
  title: string;
  content: string;
  createdBy?: number | null;
}

/**
 * The inbox (messageV2): messages to one member and broadcasts to the brand, read state per member,
 * and the unread count that drives the red badges. A member sees a broadcast only if it came after
 * they joined and is in their language (or in none); without a chosen language, the brand default.
 */
export class InboxService {
  readonly #db: Db;
  readonly #events: EventBus;
  readonly #badges: () => BadgeSources;

  constructor(db: Db, events: EventBus, badges: () => BadgeSources = () => ({})) {
    this.#db = db;
    this.#events = events;
    this.#badges = badges;
  }

  /**
   * Stores the message and, in the same transaction, its `message.sent` event: the member's open
   * tabs hear of it from the content subscriber (content.subscribers.ts) once it is committed.
   */
  async send(message: NewMessage, audit?: AuditInTransaction): Promise<string> {
    const id = await this.#db.transaction().execute(async (trx) => {
      const row = await repo.insertMessage(trx, {
        merchant_id: message.merchantId,
        member_id: message.memberId,
        language: message.language,
        kind: message.kind,
        title: message.title,
        content: sanitizeRichText(message.content),
        created_by: message.createdBy ?? null,
      });
      await appendEvent(trx, {
        type: 'message.sent',
        aggregate: message.memberId === null ? 'brand' : 'member',
        aggregateId: message.memberId ?? String(message.merchantId),
        merchantId: message.merchantId,
        payload: {
          messageId: String(row.id),
          memberId: message.memberId === null ? null : String(message.memberId),
          language: message.language,
          kind: message.kind,
          title: message.title,
          sentAt: row.createdAt.toISOString(),
        },
      });
      await audit?.(trx, {
        id: String(row.id),
        before: {},
        after: { to: message.memberId === null ? 'all' : String(message.memberId), title: message.title },
      });
      return row.id;
    });
    wakeDispatchers(this.#events);
    return String(id);
  }

  /**
   * One member's message and its `message.sent` in the caller's transaction (issue 19: a VIP level
   * change or notice written with the change itself); the caller wakes the dispatchers after commit.
   */
  async sendIn(trx: Parameters<typeof appendEvent>[0], message: NewMessage & { memberId: bigint }) {
    const row = await repo.insertMessage(trx, {
      merchant_id: message.merchantId,
      member_id: message.memberId,
      language: message.language,
      kind: message.kind,
      title: message.title,
      content: sanitizeRichText(message.content),
      created_by: message.createdBy ?? null,
    });
    await appendEvent(trx, {
      type: 'message.sent',
      aggregate: 'member',
      aggregateId: String(message.memberId),
      merchantId: message.merchantId,
      payload: {
        messageId: String(row.id),
        memberId: String(message.memberId),
        language: message.language,
        kind: message.kind,
        title: message.title,
        sentAt: row.createdAt.toISOString(),
      },
    });
    return String(row.id);
  }

  /**
   * Sends each of the members their own copy of one message (a segment such as every agent,
   * which the inbox has no broadcast for), all in one transaction with one `message.sent` event
   * each and one audit entry for the lot; answers the copies' ids.
   */
  async sendToEach(
    message: Omit<NewMessage, 'memberId' | 'language'>,
    memberIds: readonly bigint[],
    audit?: AuditInTransaction,
    segment = 'members',
  ): Promise<string[]> {
    if (memberIds.length === 0) return [];
    const content = sanitizeRichText(message.content);
    const ids = await this.#db.transaction().execute(async (trx) => {
      const rows = await repo.insertMessages(
        trx,
        memberIds.map((memberId) => ({
          merchant_id: message.merchantId,
          member_id: memberId,
          language: null,
          kind: message.kind,
          title: message.title,
          content,
          created_by: message.createdBy ?? null,
        })),
      );
      await appendEvents(
        trx,
        rows.map(
          (row): NewEvent<'message.sent'> => ({
            type: 'message.sent',
            aggregate: 'member',
            aggregateId: String(row.memberId),
            merchantId: message.merchantId,
            payload: {
              messageId: String(row.id),
              memberId: String(row.memberId),
              language: null,
              kind: message.kind,
              title: message.title,
              sentAt: row.createdAt.toISOString(),
            },
          }),
        ),
      );
      await audit?.(trx, {
        id: String(rows[0]?.id),
        before: {},
        after: { to: segment, recipients: rows.length, title: message.title },
      });
      return rows.map((row) => String(row.id));
    });
    wakeDispatchers(this.#events);
    return ids;
  }

  /** A page of the messages the brand's operators sent, newest first. */
  async sentByOperators(merchantId: number, page: { pageNo: number; pageSize: number }) {
    return paginate(
      page,
      () => repo.countSentMessages(this.#db, merchantId),
      (window) => repo.listSentMessages(this.#db, merchantId, window),
      (row) => row,
    );
  }

  async list(
    reader: Reader,
    query: { status: 'all' | 'unread'; pageNo: number; pageSize: number },
  ): Promise<TPage<TInboxMessage>> {
    return paginate(
      query,
      () => repo.countMessages(this.#db, reader, query.status),
      (window) => repo.listMessages(this.#db, reader, query.status, window),
      (r) => ({
        id: String(r.id),
        kind: r.kind,
        title: r.title,
        content: r.content,
        createdAt: r.created_at.toISOString(),
        read: r.read_at !== null,
      }),
    );
  }

  /** The language the member reads broadcasts in: their own, or the brand's default. */
  languageOf(reader: Reader): Promise<string> {
    return repo.readingLanguage(this.#db, reader);
  }

  /** Marks one message read; a message the member cannot see is not found. */
  async markRead(reader: Reader, id: string): Promise<TUnreadCounts> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    const visible = await repo.findVisibleMessage(this.#db, reader, BigInt(id));
    if (visible === undefined) throw new AppError('NOT_FOUND');
    await repo.insertReads(this.#db, reader.memberId, [visible]);
    return this.#changed(reader);
  }

  async markAllRead(reader: Reader): Promise<TUnreadCounts> {
    await repo.insertReads(this.#db, reader.memberId, await repo.unreadMessageIds(this.#db, reader));
    return this.#changed(reader);
  }

  /** The red badges of spec section 2: unread messages, rewards to claim, missions to claim. */
  async unreadCounts(reader: Reader, db: Db = this.#db): Promise<TUnreadCounts> {
    const badges = this.#badges();
    const messageV2 = await repo.countUnread(db, reader);
    const rewardCenter = (await badges.rewardCenter?.(db, reader)) ?? 0;
    const missionLeaderboard = (await badges.missionLeaderboard?.(db, reader)) ?? 0;
    return { messageV2, missionLeaderboard, rewardCenter };
  }

  /**
   * Sends the member's tabs their badge counts again (a reward or mission changed them); read
   * through `db`, the subscriber's transaction.
   */
  async publishCounts(reader: Reader, db: Db): Promise<void> {
    await this.#events.publish(memberChannel(reader.merchantId, reader.memberId), {
      type: 'unread',
      counts: await this.unreadCounts(reader, db),
    });
  }

  /**
   * The member's other tabs hear the new counts too. Published directly, not through the outbox:
   * it answers the member's own action, and the same counts are in the answer (ADR 0021).
   */
  async #changed(reader: Reader): Promise<TUnreadCounts> {
    const counts = await this.unreadCounts(reader);
    await this.#events.publish(memberChannel(reader.merchantId, reader.memberId), { type: 'unread', counts });
    return counts;
  }
}
