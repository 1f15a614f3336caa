import { type Kysely, sql } from 'kysely';

/**
 * Agent contracts (issue 17; ADR 0038), owned by the agent-contracts module.
 *
 * `agent_contracts`: a contract (or an offer) of one type between an upline (null: the brand, for a
 * top agent) and a direct downline agent, with its tiers (JSON, amounts as decimal strings of minor
 * units) and calculation mode copied from the brand when offered, so a later change of the brand's
 * settings never changes a contract in effect. At most one VALID and one OFFERED per agent and type.
 *
 * `agent_contract_bills`: one row per (contract, period, revision); revision 0 is the period's
 * bill, 1… corrections after a rerun. The unique key is what makes a rerun or a second runner pay
 * nothing twice. Figures are kept as settled.
 *
 * `agent_contract_payments`: each payment of a bill (a bill may be paid in parts when the payer's
 * balance is short), with its journal transaction.
 */
/**
 * The console's contract screens bring `contracts.view` and `contracts.manage`; the built-in roles
 * of the brands already there get them as migration 0024 gave the agent permissions (ADR 0025).
 */
const GRANTS: Record<string, readonly string[]> = {
  owner: ['contracts.view', 'contracts.manage'],
  finance: ['contracts.view', 'contracts.manage'],
  risk: ['contracts.view', 'contracts.manage'],
  support: ['contracts.view'],
  marketing: ['contracts.view'],
  'read-only': ['contracts.view'],
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
  const types = sql`('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')`;
  await db.schema
    .createTable('agent_contracts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ${types}`))
    .addColumn('period', 'text', (c) =>
      c.notNull().check(sql`period in ('D', 'W', 'H', 'M', 'HOUR', '5MIN')`),
    )
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('FIXED', 'FLOATING')`))
    .addColumn('upline_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('tiers', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('OFFERED', 'VALID', 'REJECTED', 'TERMINATED', 'EXPIRED')`),
    )
    .addColumn('end_reason', 'text', (c) =>
      c.check(
        sql`end_reason in ('REPLACED', 'TERMINATED_BY_AGENT', 'OFFER_WITHDRAWN', 'UPLINE_CONTRACT_LOWERED', 'UPLINE_CONTRACT_ENDED', 'MOVED', 'NO_LONGER_AGENT', 'OPERATOR')`,
      ),
    )
    .addColumn('end_note', 'text', (c) => c.check(sql`length(end_note) <= 500`))
    .addColumn('replaces_id', 'bigint', (c) => c.references('agent_contracts.id'))
    .addColumn('offered_by_operator_id', 'bigint', (c) => c.references('operators.id'))
    .addColumn('request_id', 'text', (c) => c.check(sql`length(request_id) between 1 and 64`))
    .addColumn('offered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('offer_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('effective_from', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addCheckConstraint('agent_contracts_not_self', sql`upline_id is null or upline_id <> agent_id`)
    .addCheckConstraint(
      'agent_contracts_valid_has_start',
      sql`state <> 'VALID' or effective_from is not null`,
    )
    .execute();
  await sql`create unique index agent_contracts_one_valid on agent_contracts (agent_id, type) where state = 'VALID'`.execute(
    db,
  );
  await sql`create unique index agent_contracts_one_offer on agent_contracts (agent_id, type) where state = 'OFFERED'`.execute(
    db,
  );
  // An offering side's request id moves nothing twice (the brand's offers: upline null).
  await sql`create unique index agent_contracts_request on agent_contracts (merchant_id, coalesce(upline_id, 0), request_id) where request_id is not null`.execute(
    db,
  );
  await sql`create index agent_contracts_agent on agent_contracts (agent_id, type, offered_at desc)`.execute(
    db,
  );
  await sql`create index agent_contracts_upline on agent_contracts (upline_id, type, state) where upline_id is not null`.execute(
    db,
  );
  await sql`create index agent_contracts_brand on agent_contracts (merchant_id, type, state, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('agent_contract_bills')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('contract_id', 'bigint', (c) => c.notNull().references('agent_contracts.id'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ${types}`))
    .addColumn('agent_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('payer_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0).check(sql`revision >= 0`))
    .addColumn('basis', 'bigint', (c) => c.notNull())
    .addColumn('valid_bet', 'bigint', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('team_profit_loss', 'bigint', (c) => c.notNull())
    .addColumn('carried_in', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`carried_in <= 0`))
    .addColumn('carry_out', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`carry_out <= 0`))
    .addColumn('tier', 'integer')
    .addColumn('rate_bps', 'integer')
    .addColumn('gross', 'bigint', (c) => c.notNull().check(sql`gross >= 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`paid >= 0`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`state in ('PENDING_APPROVAL', 'AWAITING_COLLECTION', 'PAID', 'PARTLY_PAID', 'INSUFFICIENT', 'NOT_REACHED', 'DENIED', 'EXPIRED', 'OFFSET')`,
        ),
    )
    .addColumn('flags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('decided_by_operator_id', 'bigint', (c) => c.references('operators.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_note', 'text', (c) => c.check(sql`length(decision_note) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addCheckConstraint('agent_contract_bills_paid_le_amount', sql`paid <= greatest(amount, 0)`)
    .addCheckConstraint('agent_contract_bills_offset_negative', sql`(state = 'OFFSET') = (amount < 0)`)
    .execute();
  await db.schema
    .createIndex('agent_contract_bills_once')
    .on('agent_contract_bills')
    .columns(['contract_id', 'period_key', 'revision'])
    .unique()
    .execute();
  await sql`create index agent_contract_bills_agent on agent_contract_bills (agent_id, type, period_end desc)`.execute(
    db,
  );
  await sql`create index agent_contract_bills_payer on agent_contract_bills (payer_id, type, period_end desc) where payer_id is not null`.execute(
    db,
  );
  await sql`create index agent_contract_bills_brand on agent_contract_bills (merchant_id, type, period_key, id desc)`.execute(
    db,
  );
  // Bills that still need something: an operator, a payment, a collection.
  await sql`create index agent_contract_bills_open on agent_contract_bills (merchant_id, state, id) where state in ('PENDING_APPROVAL', 'AWAITING_COLLECTION', 'PARTLY_PAID', 'INSUFFICIENT')`.execute(
    db,
  );

  // Offsets still to take off a contract's next bills: read on every settlement that pays.
  await sql`create index agent_contract_bills_offsets on agent_contract_bills (merchant_id, type, contract_id) where state = 'OFFSET'`.execute(
    db,
  );
  // The duplicate-account signal: members of a brand sharing a sign-up address.
  await sql`create index if not exists members_register_ip on members (merchant_id, register_ip) where register_ip is not null`.execute(
    db,
  );

  await db.schema
    .createTable('agent_contract_payments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('bill_id', 'bigint', (c) => c.notNull().references('agent_contract_bills.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('ledger_transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('agent_contract_payments_bill')
    .on('agent_contract_payments')
    .column('bill_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists members_register_ip`.execute(db);
  await db.schema.dropTable('agent_contract_payments').execute();
  await db.schema.dropTable('agent_contract_bills').execute();
  await db.schema.dropTable('agent_contracts').execute();
}
