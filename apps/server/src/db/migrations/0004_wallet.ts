import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema of their own time
export async function up(db: Kysely<any>): Promise<void> {
  // The ledger (ADR 0013). Accounts: a member's MAIN and BONUS wallets and one VENDOR wallet per
  // transfer-wallet vendor; the brand's HOUSE, PAYMENT_CLEARING (money between us and payment
  // providers or banks), PROVIDER_CLEARING (money on its way to or from a vendor),
  // WITHDRAWAL_HOLD (requested withdrawals not paid yet) and PROMOTION accounts.
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('MAIN', 'BONUS', 'VENDOR', 'HOUSE', 'PAYMENT_CLEARING', 'PROVIDER_CLEARING', 'WITHDRAWAL_HOLD', 'PROMOTION')`,
        ),
    )
    .addColumn('vendor_code', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // A player's money can never go below zero, whatever the code does.
    .addCheckConstraint('ledger_accounts_member_not_negative', sql`member_id is null or balance >= 0`)
    .addCheckConstraint(
      'ledger_accounts_owner',
      sql`(kind in ('MAIN', 'BONUS', 'VENDOR')) = (member_id is not null) and (kind = 'VENDOR') = (vendor_code is not null)`,
    )
    .execute();
  await sql`create unique index ledger_accounts_identity on ledger_accounts (merchant_id, coalesce(member_id, 0), kind, coalesce(vendor_code, ''))`.execute(
    db,
  );

  // One journal transaction per movement; its postings sum to zero (checked at commit).
  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('reverses_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ledger_transactions_key', ['merchant_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('ledger_postings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    // The account's balance and version after this posting: each account's history can be
    // audited line by line.
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('account_version', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ledger_postings_account')
    .on('ledger_postings')
    .columns(['account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_postings_transaction')
    .on('ledger_postings')
    .column('transaction_id')
    .execute();

  await sql`
    create function ledger_check_balanced() returns trigger language plpgsql as $$
    begin
      if (select coalesce(sum(amount), 0) from ledger_postings where transaction_id = new.transaction_id) <> 0 then
        raise exception 'ledger transaction % does not balance', new.transaction_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_postings_balanced after insert on ledger_postings
    deferrable initially deferred for each row execute function ledger_check_balanced()`.execute(db);
  // The journal is append-only: a correction is a new, reversing transaction.
  await sql`
    create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'the ledger journal is append-only (% on %)', tg_op, tg_table_name using errcode = '42501';
    end $$`.execute(db);
  for (const table of ['ledger_transactions', 'ledger_postings']) {
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_refuse_change()`.execute(db);
  }

  // Money commands replay their first answer for the same client request id (24 hours).
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['merchant_id', 'scope', 'key'])
    .execute();

  // Vendors: how their wallet works. TRANSFER vendors keep their own wallet the member moves
  // money into; SEAMLESS ones debit our wallet directly (issue 6).
  await db.schema
    .alterTable('game_vendors')
    .addColumn('wallet_mode', 'text', (c) =>
      c.notNull().defaultTo('SEAMLESS').check(sql`wallet_mode in ('SEAMLESS', 'TRANSFER')`),
    )
    .execute();

  await db.schema
    .createTable('wallet_transfers')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('IN', 'OUT')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'DONE', 'FAILED')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('wallet_transfers_pending')
    .on('wallet_transfers')
    .columns(['status', 'created_at'])
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();

  // The simulated transfer-wallet vendors' own books (ADR 0013), until real vendor adapters.
  await db.schema
    .createTable('sim_vendor_wallets')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addPrimaryKeyConstraint('sim_vendor_wallets_pk', ['merchant_id', 'vendor_code', 'member_id'])
    .execute();
  await db.schema
    .createTable('sim_vendor_transfers')
    .addColumn('transfer_id', 'text', (c) => c.primaryKey())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('sim_vendor_status')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('UP', 'DOWN', 'TIMEOUT')`))
    .addPrimaryKeyConstraint('sim_vendor_status_pk', ['merchant_id', 'vendor_code'])
    .execute();

  // Deposits and the brand's payment methods.
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('ONLINE', 'BANK_TRANSFER')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('min_amount', 'bigint', (c) => c.notNull().check(sql`min_amount > 0`))
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('presets', sql`bigint[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('bank', 'jsonb')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('payment_methods_range', sql`max_amount >= min_amount`)
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('content_type', 'text', (c) =>
      c.notNull().check(sql`content_type in ('image/png', 'image/jpeg')`),
    )
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    // What the upload was used for (a deposit or a withdrawal dispute); unused ones are swept.
    .addColumn('used_for', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('deposits')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('method_id', 'bigint', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'AWAITING_REVIEW', 'CREDITED', 'FAILED', 'REJECTED')`),
    )
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('reference', 'text')
    .addColumn('proof_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('deposits_request', ['merchant_id', 'member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('deposits_member')
    .on('deposits')
    .columns(['merchant_id', 'member_id', 'created_at'])
    .execute();
  await db.schema.createIndex('deposits_status').on('deposits').columns(['merchant_id', 'status']).execute();

  // Every provider notification received, by its event id: an audit trail and a guard.
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('deposit_id', 'bigint', (c) => c.references('deposits.id'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Withdrawals.
  await db.schema
    .createTable('member_bank_accounts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    // The full number is sealed (AES-GCM); the hash finds duplicates; the last four are shown.
    .addColumn('account_number_sealed', 'text', (c) => c.notNull())
    .addColumn('account_number_hash', 'text', (c) => c.notNull())
    .addColumn('account_number_last4', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('member_bank_accounts_unique', ['merchant_id', 'member_id', 'account_number_hash'])
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('bank_account_id', 'bigint', (c) => c.notNull().references('member_bank_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'REJECTED', 'PAID', 'DISPUTED', 'COMPLETED', 'REFUNDED')`),
    )
    .addColumn('confirmation', 'text', (c) =>
      c.check(
        sql`confirmation in ('AWAITING', 'RECEIVED', 'NOT_RECEIVED', 'FULL_PAYMENT', 'FORCED_RECEIPT', 'AUTO_CONFIRMED')`,
      ),
    )
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('proof_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('decided_by', 'integer', (c) => c.references('operators.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('auto_confirm_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('withdrawals_request', ['merchant_id', 'member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('withdrawals_member')
    .on('withdrawals')
    .columns(['merchant_id', 'member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawals_status')
    .on('withdrawals')
    .columns(['merchant_id', 'status'])
    .execute();

  // What must be wagered before a withdrawal: per deposit (the brand's multiple) and per bonus.
  await db.schema
    .createTable('turnover_requirements')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('DEPOSIT', 'BONUS')`))
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('required', 'bigint', (c) => c.notNull().check(sql`required >= 0`))
    .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`progress >= 0`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('ACTIVE').check(sql`status in ('ACTIVE', 'COMPLETED', 'FORFEITED')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('turnover_requirements_source', ['merchant_id', 'source', 'source_id'])
    .execute();

  // Bets, as the records read them (the game issue writes them, through the ledger).
  await db.schema
    .createTable('bets')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake >= 0`))
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('OPEN', 'SETTLED', 'CANCELLED')`))
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('bets_external', ['merchant_id', 'vendor_code', 'external_id'])
    .execute();
  await db.schema
    .createIndex('bets_member')
    .on('bets')
    .columns(['merchant_id', 'member_id', 'placed_at'])
    .execute();
}
