import type { Insertable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, MessagesTable } from '../../db/schema.ts';
import { countOf } from '../../platform/paging.ts';

/**
 * The inbox's SQL (ADR 0022: content owns `messages` and `message_reads`). Which broadcasts a
 * member sees depends on when they joined and the language they read in, so these queries join
 * the member's row and the brand's default language.
 */

export interface Reader {
  merchantId: number;
  memberId: bigint;
}

export type InboxStatus = 'all' | 'unread';

/**
 * Messages to the member, and broadcasts sent after they joined in their language (or in none);
 * a member who never chose a language reads the brand's default one.
 */
function visibleTo(
  db: Db,
  reader: Reader,
): SelectQueryBuilder<Database, 'messages' | 'members' | 'merchants', object> {
  return db
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
            eb('messages.language', '=', eb.fn.coalesce('members.language', 'merchants.default_language')),
          ]),
        ]),
      ]),
    );
}

/** The visible messages with this member's read mark (null: unread), all or only the unread. */
function withReads(db: Db, reader: Reader, status: InboxStatus) {
  const query = visibleTo(db, reader).leftJoin('message_reads', (join) =>
    join
      .onRef('message_reads.message_id', '=', 'messages.id')
      .on('message_reads.member_id', '=', reader.memberId),
  );
  return status === 'unread' ? query.where('message_reads.message_id', 'is', null) : query;
}

/** A new message; its id and when it was stored. */
export async function insertMessage(
  db: Db,
  values: Insertable<MessagesTable>,
): Promise<{ id: bigint; createdAt: Date }> {
  const row = await db
    .insertInto('messages')
    .values(values)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at };
}

/** Many new messages at once (one each to several members); their ids, members and when stored. */
export async function insertMessages(
  db: Db,
  values: Insertable<MessagesTable>[],
): Promise<{ id: bigint; memberId: bigint | null; createdAt: Date }[]> {
  const rows: { id: bigint; memberId: bigint | null; createdAt: Date }[] = [];
  // In slices, far below the driver's limit of bound parameters.
  for (let start = 0; start < values.length; start += 500) {
    const stored = await db
      .insertInto('messages')
      .values(values.slice(start, start + 500))
      .returning(['id', 'member_id', 'created_at'])
      .execute();
    for (const row of stored) rows.push({ id: row.id, memberId: row.member_id, createdAt: row.created_at });
  }
  return rows;
}

export function countMessages(db: Db, reader: Reader, status: InboxStatus): Promise<number> {
  return countOf(withReads(db, reader, status));
}

/** A window of the member's messages, newest first, with their read time. */
export function listMessages(
  db: Db,
  reader: Reader,
  status: InboxStatus,
  window: { offset: number; limit: number },
) {
  return withReads(db, reader, status)
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
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const row = await withReads(db, reader, 'unread')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The message's id when the member can see it. */
export async function findVisibleMessage(db: Db, reader: Reader, id: bigint): Promise<bigint | undefined> {
  const row = await visibleTo(db, reader)
    .select('messages.id')
    .where('messages.id', '=', id)
    .executeTakeFirst();
  return row?.id;
}

export async function unreadMessageIds(db: Db, reader: Reader): Promise<bigint[]> {
  const rows = await withReads(db, reader, 'unread').select('messages.id').execute();
  return rows.map((r) => r.id);
}

/** Marks messages read for the member; ones already read keep their first time. */
export async function insertReads(db: Db, memberId: bigint, messageIds: bigint[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .insertInto('message_reads')
    .values(messageIds.map((id) => ({ message_id: id, member_id: memberId })))
    .onConflict((oc) => oc.columns(['message_id', 'member_id']).doNothing())
    .execute();
}

/** The language the member reads broadcasts in: their own, or the brand's default. */
export async function readingLanguage(db: Db, reader: Reader): Promise<string> {
  const row = await db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
    .select((eb) => eb.fn.coalesce('members.language', 'merchants.default_language').as('language'))
    .where('members.id', '=', reader.memberId)
    .executeTakeFirstOrThrow();
  return row.language;
}

/** Messages operators of the brand sent (created_by set), to one member or to everyone. */
function sentByOperators(db: Db, merchantId: number) {
  return db
    .selectFrom('messages')
    .where('messages.merchant_id', '=', merchantId)
    .where('messages.created_by', 'is not', null);
}

export function countSentMessages(db: Db, merchantId: number): Promise<number> {
  return countOf(sentByOperators(db, merchantId).select('messages.id'));
}

/** A window of them, newest first, with the member's account for a message to one member. */
export function listSentMessages(db: Db, merchantId: number, window: { offset: number; limit: number }) {
  return sentByOperators(db, merchantId)
    .leftJoin('members', 'members.id', 'messages.member_id')
    .select([
      'messages.id',
      'messages.member_id',
      'members.account',
      'messages.language',
      'messages.title',
      'messages.content',
      'messages.created_by',
      'messages.created_at',
    ])
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}
