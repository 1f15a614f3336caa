import { MEMBER_TYPE } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The member module's figures for the operators' dashboard and reports (ADR 0030): registrations
 * by the day of the brand's clock. Trial (free play) and service accounts are not registrations.
 * Read-only; the reports module calls it through `member-figures.ts`.
 */
export interface RegistrationWindow {
  merchantId: number;
  from: Date;
  to: Date;
  utcOffsetMinutes: number;
}

export function registrationsByDay(db: Db, w: RegistrationWindow) {
  return db
    .selectFrom('members')
    .where('merchant_id', '=', w.merchantId)
    .where('type', 'not in', [MEMBER_TYPE.TRIAL, MEMBER_TYPE.SERVICE])
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .select([
      sql<string>`to_char((created_at at time zone 'UTC') + make_interval(mins => ${w.utcOffsetMinutes}::int), 'YYYY-MM-DD')`.as(
        'day',
      ),
      sql<string>`count(*)::text`.as('n'),
    ])
    .groupBy(sql`1`)
    .execute();
}
