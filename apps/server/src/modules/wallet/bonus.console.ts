import { type BonusState, DEFAULT_PROMOTION_SETTINGS, type TPage } from '@portal/contracts';
import type { TAdminGrant, TBonusTerms } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/events.ts';
import { idempotent } from '../../platform/idempotency.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { wakeDispatchers } from '../../platform/outbox/index.ts';
import { paginate } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { findMemberByAccount, memberAccountsOf } from '../member/members.ts';
import { readAmount } from './amounts.ts';
import * as repo from './bonus.repository.ts';
import type { BonusService } from './bonus.service.ts';
import type { WalletService } from './wallet.service.ts';

type Client = { ip: string };

/** The titles a member sees on a grant made by hand. */
const GOODWILL_TITLE = 'Bonus';
const PROMOTION_TITLE = 'Promotion bonus';

/**
 * The console's bonus grants (issue 18; ADR 0039): every grant of the operator's brand, a grant
 * made by hand (idempotent by requestId; a multiplier of 0 pays real money instead, kept as a
 * grant that completed at once so the list shows it) and cancelling one. Each write is audited
 * in its own transaction with the grant before and after (ADR 0025).
 */
export class BonusConsole {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #bonus: BonusService;
  readonly #wallet: WalletService;
  readonly #events: EventBus;
  readonly #now: () => Date;

  constructor(deps: {
    db: Db;
    brands: BrandService;
    bonus: BonusService;
    wallet: WalletService;
    events: EventBus;
    now: () => Date;
  }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#bonus = deps.bonus;
    this.#wallet = deps.wallet;
    this.#events = deps.events;
    this.#now = deps.now;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  async #views(db: Db | Trx, brand: Brand, rows: readonly repo.GrantRow[]): Promise<TAdminGrant[]> {
    const accounts = await memberAccountsOf(
      db,
      brand.id,
      rows.map((r) => r.member_id),
    );
    const balances = new Map<bigint, bigint>();
    for (const r of rows) {
      if (r.state === 'ACTIVE' && !balances.has(r.member_id))
        balances.set(r.member_id, await this.#bonus.bonusBalance(db, brand, r.member_id));
    }
    return rows.map((r) => ({
      ...this.#bonus.view(brand, r, balances.get(r.member_id) ?? 0n),
      memberId: String(r.member_id),
      account: accounts.get(r.member_id) ?? '',
      grantedBy: r.granted_by === null ? null : String(r.granted_by),
    }));
  }

  async grants(
    operator: OperatorPrincipal,
    query: {
      state?: BonusState | undefined;
      promotionId?: string | undefined;
      account?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<TPage<TAdminGrant>> {
    const brand = await this.#brand(operator);
    let memberId: bigint | undefined;
    if (query.account) {
      const member = await findMemberByAccount(this.#db, brand.id, query.account);
      if (!member)
        return { list: [], pageNum: query.pageNo, pageSize: query.pageSize, total: 0, totalPages: 0 };
      memberId = member.id;
    }
    const filter = {
      merchantId: brand.id,
      memberId,
      state: query.state,
      promotionId: query.promotionId === undefined ? undefined : BigInt(query.promotionId),
    };
    const page = await paginate(
      query,
      () => repo.countGrants(this.#db, filter),
      (window) => repo.grantsPage(this.#db, filter, window),
      (row) => row,
    );
    return { ...page, list: await this.#views(this.#db, brand, page.list) };
  }

  /**
   * A grant by hand: the member by account, the amount and terms as given. Ten parallel requests
   * with one requestId grant once (the idempotency claim and the grant's key).
   */
  async grant(
    operator: OperatorPrincipal,
    input: {
      requestId: string;
      account: string;
      amount: string;
      promotionId: string | null;
      terms: TBonusTerms;
      reason: string;
    },
    client: Client,
  ): Promise<TAdminGrant> {
    const brand = await this.#brand(operator);
    const amount = readAmount(brand, input.amount);
    const member = await findMemberByAccount(this.#db, brand.id, input.account);
    if (!member) throw new AppError('NOT_FOUND');
    const promotionId = input.promotionId === null ? null : BigInt(input.promotionId);
    const title = promotionId === null ? GOODWILL_TITLE : PROMOTION_TITLE;
    const key = `console:${input.requestId}`;
    const answer = await this.#db.transaction().execute((trx) =>
      idempotent(
        trx,
        { merchantId: brand.id, scope: 'console:bonus-grant', key: input.requestId, request: input },
        async () => {
          let row: repo.GrantRow;
          if (input.terms.wagerMultiplier > 0) {
            const made = await this.#bonus.grantBonus(trx, brand, {
              memberId: member.id,
              promotionId,
              entitlementId: null,
              source: 'OPERATOR',
              idempotencyKey: key,
              title,
              amount,
              deposit: 0n,
              terms: input.terms,
              grantedBy: BigInt(operator.operatorId),
            });
            row = (await repo.findGrant(trx, brand.id, BigInt(made.id), null)) as repo.GrantRow;
          } else {
            row = await this.#cashGrant(
              trx,
              brand,
              member.id,
              promotionId,
              title,
              amount,
              input.terms,
              key,
              operator,
            );
          }
          const [view] = await this.#views(trx, brand, [row]);
          await recordAudit(trx, {
            merchantId: brand.id,
            actorType: 'operator',
            actorId: String(operator.operatorId),
            action: 'promotions.grant',
            target: `bonus-grant:${row.id}`,
            ip: client.ip,
            details: {
              reason: input.reason,
              before: null,
              after: {
                account: input.account,
                amount: view?.amount,
                state: row.state,
                promotionId: input.promotionId,
                terms: input.terms,
              },
            },
          });
          return view as TAdminGrant;
        },
      ),
    );
    wakeDispatchers(this.#events);
    await this.#wallet.publishBalances(brand, [member.id]);
    return answer;
  }

  /**
   * Real money without wagering (multiplier 0): paid at once through `payCash`, recorded as a
   * grant that completed when made (converted = the amount), so the console's list shows it.
   */
  async #cashGrant(
    trx: Trx,
    brand: Brand,
    memberId: bigint,
    promotionId: bigint | null,
    title: string,
    amount: bigint,
    terms: TBonusTerms,
    key: string,
    operator: OperatorPrincipal,
  ): Promise<repo.GrantRow> {
    const known = await repo.findGrantByKey(trx, brand.id, key);
    if (known) return known;
    const now = this.#now();
    const row = await repo.insertGrant(trx, {
      merchant_id: brand.id,
      member_id: memberId,
      promotion_id: promotionId,
      entitlement_id: null,
      source: 'OPERATOR',
      idempotency_key: key,
      title,
      amount_minor: amount,
      deposit_minor: 0n,
      wager_required_minor: 0n,
      max_bet_minor: null,
      max_conversion_minor: null,
      expiry_days: terms.expiryDays,
      contributions: (brand.settings.promotions ?? DEFAULT_PROMOTION_SETTINGS).contributions,
      terms,
      state: 'PENDING',
      granted_by: BigInt(operator.operatorId),
      created_at: now,
      activated_at: null,
      expires_at: null,
    });
    if (!row) throw new AppError('CONFLICT');
    const tx = await this.#bonus.payCash(trx, brand, {
      memberId,
      amount,
      idempotencyKey: `bonus:${row.id}:cash`,
      kind: 'PROMOTION_CASH',
      metadata: { grantId: String(row.id), operatorId: String(operator.operatorId) },
    });
    const ended = await repo.updateGrant(trx, row.id, {
      state: 'COMPLETED',
      end_reason: 'WAGERING_MET',
      converted_minor: amount,
      removed_minor: 0n,
      activated_at: now,
      ended_at: now,
    });
    await repo.insertEntries(trx, [
      {
        merchant_id: brand.id,
        grant_id: row.id,
        kind: 'GRANTED',
        amount_minor: amount,
        ledger_transaction_id: null,
        note: 'OPERATOR',
        created_at: now,
      },
      {
        merchant_id: brand.id,
        grant_id: row.id,
        kind: 'CONVERTED',
        amount_minor: amount,
        ledger_transaction_id: tx,
        note: 'PAID_AS_CASH',
        created_at: now,
      },
    ]);
    return ended;
  }

  /** Cancels a PENDING or ACTIVE grant: its bonus money is removed; audited with the reason. */
  async revoke(
    operator: OperatorPrincipal,
    id: bigint,
    reason: string,
    client: Client,
  ): Promise<TAdminGrant> {
    const brand = await this.#brand(operator);
    const view = await this.#db.transaction().execute(async (trx) => {
      const before = await repo.findGrant(trx, brand.id, id, null);
      if (!before) throw new AppError('BONUS_NOT_FOUND');
      await this.#bonus.cancel(trx, brand, id, BigInt(operator.operatorId), reason);
      const after = (await repo.findGrant(trx, brand.id, id, null)) as repo.GrantRow;
      await recordAudit(trx, {
        merchantId: brand.id,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action: 'promotions.revoke',
        target: `bonus-grant:${id}`,
        ip: client.ip,
        details: {
          reason,
          before: { state: before.state, amount: String(before.amount_minor) },
          after: { state: after.state, removed: String(after.removed_minor ?? 0n) },
        },
      });
      const [v] = await this.#views(trx, brand, [after]);
      return v as TAdminGrant;
    });
    wakeDispatchers(this.#events);
    return view;
  }
}
