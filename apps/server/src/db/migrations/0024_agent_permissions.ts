import { type Kysely, sql } from 'kysely';

/**
 * The operators' agent tools (issue 16; ADR 0037) bring two permissions, `agents.view` and
 * `agents.manage`. Brands created from now on get them with the built-in roles' defaults
 * (BUILT_IN_ROLES); the built-in roles of the brands already there get them here, as ADR 0025
 * says a migration may: the owner both (nobody can edit the owner role, so only a migration can
 * give it a new permission), finance, support, marketing, risk and read-only the view. Roles a
 * brand made itself are left to its owner. Adding a key a role already holds changes nothing, so
 * a database whose roles were seeded with the new defaults is left as it is.
 */
const GRANTS: Record<string, readonly string[]> = {
  owner: ['agents.view', 'agents.manage'],
  finance: ['agents.view'],
  support: ['agents.view'],
  marketing: ['agents.view'],
  risk: ['agents.view'],
  'read-only': ['agents.view'],
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
}
