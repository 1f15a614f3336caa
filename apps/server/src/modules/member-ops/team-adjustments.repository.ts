import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type FigureSubject, subjectIdsQuery } from '../member/members.ts';

/**
 * The operators' balance adjustments (ADR 0026) of an agent's team as the agent centre's account
 * details list them (issue 16; ADR 0034): only APPLIED ones (money that moved), by when they were
 * applied. One statement with the team as a subquery. Published through `team-adjustments.ts`.
 */
export function teamAdjustmentsList(
  db: Db,
  subject: FigureSubject,
  p: { from: Date; to: Date },
  limit: number,
) {
  const at = sql<Date>`coalesce(ba.decided_at, ba.proposed_at)`;
  return db
    .selectFrom('balance_adjustments as ba')
    .where('ba.merchant_id', '=', subject.merchantId)
    .where('ba.status', '=', 'APPLIED')
    .where(at, '>=', p.from)
    .where(at, '<=', p.to)
    .where('ba.member_id', 'in', subjectIdsQuery(db, subject))
    .select([
      'ba.id',
      'ba.member_id',
      'ba.direction',
      'ba.amount',
      'ba.reason_code',
      at.as('at'),
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy(at, 'desc')
    .orderBy('ba.id', 'desc')
    .limit(limit)
    .execute();
}
