import type { TAdminAgentTransferPage } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { pageOf, pageWindow } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import { findMemberByAccount, memberAccountsOf } from '../member/members.ts';
import { moneyText } from '../wallet/amounts.ts';
import * as repo from './transfers.repository.ts';

/**
 * The console's view of a brand's upline/downline transfers (issue 16; read-only): a period,
 * optionally one account (sent or received), newest first, with the period's count and sum.
 */
export class AgentTransferConsole {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async list(
    brand: Brand,
    query: { from: string; to: string; account?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<TAdminAgentTransferPage> {
    const empty = (): TAdminAgentTransferPage => ({
      ...pageOf([], 0, query.pageNo, query.pageSize),
      currency: brand.currency,
      exponent: brand.currencyExponent,
      totalAmount: moneyText(brand, 0n),
    });
    let memberId: bigint | undefined;
    if (query.account) {
      const member = await findMemberByAccount(this.#db, brand.id, query.account);
      if (!member) return empty();
      memberId = member.id;
    }
    const q = { merchantId: brand.id, from: new Date(query.from), to: new Date(query.to), memberId };
    const totals = await repo.brandTransferTotals(this.#db, q);
    const window = pageWindow(query.pageNo, query.pageSize);
    const rows = window.offset >= totals.count ? [] : await repo.brandTransfersPage(this.#db, q, window);
    const accounts = await memberAccountsOf(
      this.#db,
      brand.id,
      rows.flatMap((r) => [r.from_member_id, r.to_member_id]),
    );
    const side = (id: bigint) => ({ id: String(id), account: accounts.get(id) ?? '' });
    return {
      ...pageOf(
        rows.map((r) => ({
          id: String(r.id),
          from: side(r.from_member_id),
          to: side(r.to_member_id),
          relation: r.relation,
          amount: moneyText(brand, r.amount),
          remark: r.remark,
          ledgerTransactionId: String(r.ledger_transaction_id),
          requestId: r.request_id,
          createdAt: r.created_at.toISOString(),
        })),
        totals.count,
        query.pageNo,
        query.pageSize,
      ),
      currency: brand.currency,
      exponent: brand.currencyExponent,
      totalAmount: moneyText(brand, totals.sum),
    };
  }
}
