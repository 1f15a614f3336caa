import type { MessageKind, TInboxMessage, TPage, TUnreadCounts } from '@portal/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';
import { brandChannel, type EventBus, memberChannel } from '../../platform/events.ts';
import { sanitizeRichText } from '../../platform/html.ts';
import { countOf, paginate } from '../../platform/paging.ts';

export interface Reader {
  merchantId: number;
  memberId: bigint;
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

  constructor(db: Db, events: EventBus) {
    this.#db = db;
    this.#events = events;
  }

  #visibleTo(reader: Reader): SelectQueryBuilder<Database, 'messages' | 'members' | 'merchants', object> {
    return this.#db
      .selectFrom('messages')
      .innerJoin('members', (join) => join.on('members.id', '=', reader.memberId))
      .innerJoin('merchants', (join) => join.on('merchants.id', '=', reader.merchantId))
      .where('messages.merchant_id', '=', reader.merchantId)
      .where((eb) =>
        eb.or([
          eb('messages.member_id', '=', reader.memberId),
          eb.and([
            eb('messages.member_id', 'is', null),
            eb('messages.created_at', '>=', eb.ref('members.created_at')),
            eb.or([
              eb('messages.language', 'is', null),
              // A member who never chose a language reads the brand's default one.
              eb('messages.language', '=', eb.fn.coalesce('members.language', 'merchants.default_language')),
            ]),
          ]),
        ]),
      );
  }

  /** The visible messages with this member's read mark (null: unread). */
  #withReads(reader: Reader) {
    return this.#visibleTo(reader).leftJoin('message_reads', (join) =>
      join
        .onRef('message_reads.message_id', '=', 'messages.id')
        .on('message_reads.member_id', '=', reader.memberId),
    );
  }

  #unread(reader: Reader) {
    return this.#withReads(reader).where('message_reads.message_id', 'is', null);
  }

  async send(message: NewMessage): Promise<string> {
    const row = await this.#db
      .insertInto('messages')
      .values({
        merchant_id: message.merchantId,
        member_id: message.memberId,
        language: message.language,
        kind: message.kind,
        title: message.title,
        content: sanitizeRichText(message.content),
        created_by: message.createdBy ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = {
      type: 'message.new',
      messageId: String(row.id),
      kind: message.kind,
      title: message.title,
      // Broadcasts go to every connection of the brand; each keeps only those in its member's language.
      ...(message.memberId === null ? { language: message.language } : {}),
    };
    await this.#events.publish(
      message.memberId === null
        ? brandChannel(message.merchantId)
        : memberChannel(message.merchantId, message.memberId),
      event,
    );
    return String(row.id);
  }

  async list(
    reader: Reader,
    query: { status: 'all' | 'unread'; pageNo: number; pageSize: number },
  ): Promise<TPage<TInboxMessage>> {
    const base = () => {
      const q = this.#withReads(reader);
      return query.status === 'unread' ? q.where('message_reads.message_id', 'is', null) : q;
    };
    return paginate(
      query,
      () => countOf(base()),
      ({ offset, limit }) =>
        base()
          .select([
            'messages.id',
            'messages.kind',
            'messages.title',
            'messages.content',
            'messages.created_at',
            'message_reads.read_at',
          ])
          .orderBy('messages.created_at', 'desc')
          .orderBy('messages.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
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
  async languageOf(reader: Reader): Promise<string> {
    const row = await this.#db
      .selectFrom('members')
      .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
      .select((eb) => eb.fn.coalesce('members.language', 'merchants.default_language').as('language'))
      .where('members.id', '=', reader.memberId)
      .executeTakeFirstOrThrow();
    return row.language;
  }

  /** Marks one message read; a message the member cannot see is not found. */
  async markRead(reader: Reader, id: string): Promise<TUnreadCounts> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    const visible = await this.#visibleTo(reader)
      .select('messages.id')
      .where('messages.id', '=', BigInt(id))
      .executeTakeFirst();
    if (!visible) throw new AppError('NOT_FOUND');
    await this.#db
      .insertInto('message_reads')
      .values({ message_id: visible.id, member_id: reader.memberId })
      .onConflict((oc) => oc.columns(['message_id', 'member_id']).doNothing())
      .execute();
    return this.#changed(reader);
  }

  async markAllRead(reader: Reader): Promise<TUnreadCounts> {
    const unread = await this.#unread(reader).select('messages.id').execute();
    if (unread.length > 0) {
      await this.#db
        .insertInto('message_reads')
        .values(unread.map((m) => ({ message_id: m.id, member_id: reader.memberId })))
        .onConflict((oc) => oc.columns(['message_id', 'member_id']).doNothing())
        .execute();
    }
    return this.#changed(reader);
  }

  async unreadCounts(reader: Reader): Promise<TUnreadCounts> {
    const row = await this.#unread(reader)
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
      .executeTakeFirstOrThrow();
    // Missions and claimable rewards count here once they exist (their own issue); none yet.
    return { messageV2: Number(row.n), missionLeaderboard: 0, rewardCenter: 0 };
  }

  /** Other tabs of the same member hear about the change too. */
  async #changed(reader: Reader): Promise<TUnreadCounts> {
    const counts = await this.unreadCounts(reader);
    await this.#events.publish(memberChannel(reader.merchantId, reader.memberId), { type: 'unread', counts });
    return counts;
  }
}
