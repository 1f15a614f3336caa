import { type Kysely, sql } from 'kysely';

/**
 * Loyalty (issue 19; ADR 0040). The bonus wallet (the wallet's) takes grants whose source is
 * LOYALTY: a points-mall bonus, a mission's, a leaderboard's, a referral's or a VIP level's
 * reward paid as bonus money. The built-in roles of the brands already there get the loyalty
 * permissions their role has in BUILT_IN_ROLES (as ADR 0025 does for every new permission). The
 * tables come with their owners: points 0030, VIP 0031, missions and leaderboards 0032, referral
 * 0033.
 */
const GRANTS: Record<string, readonly string[]> = {
  owner: ['loyalty.view', 'loyalty.manage', 'loyalty.review', 'loyalty.adjust'],
  finance: ['loyalty.view', 'loyalty.review'],
  support: ['loyalty.view', 'loyalty.review'],
  content: ['loyalty.view', 'loyalty.manage'],
  marketing: ['loyalty.view', 'loyalty.manage', 'loyalty.review', 'loyalty.adjust'],
  risk: ['loyalty.view', 'loyalty.review'],
  'read-only': ['loyalty.view'],
};

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  for (const [key, permissions] of Object.entries(GRANTS)) {
    for (const permission of permissions) {
      await sql`
        update operator_roles
        set permissions = array_append(permissions, ${permission}::text)
        where built_in and key = ${key} and not (${permission}::text = any (permissions))`.execute(db);
    }
  }
  await sql`alter table bonus_grants drop constraint bonus_grants_source_check`.execute(db);
  await sql`
    alter table bonus_grants add constraint bonus_grants_source_check
    check (source in ('PROMOTION', 'APPLICATION', 'OPERATOR', 'LOYALTY'))`.execute(db);
}
