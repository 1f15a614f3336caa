import type { ContractState, ContractType, DividendPeriod, TPage } from '@portal/contracts';
import type { TAdminContract, TContractTier } from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { paginate } from '../../platform/paging.ts';
import { operatorNames } from '../admin/operator-directory.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import { findMemberByAccount } from '../member/members.ts';
import type { AgentContractRow } from './agent-contracts.tables.ts';
import { adminContractView, contractView, partiesOf } from './contract-views.ts';
import * as repo from './contracts.repository.ts';
import type { ContractService, Trx, WrittenHook } from './contracts.service.ts';

type Client = { ip: string };

/**
 * The console's contracts (issue 17; ADR 0038): every contract of the operator's brand, an offer
 * paid by the brand to a top agent, and ending a contract (or withdrawing an offer) with the
 * cascade below it. Each write is audited in its own transaction with the contract before and
 * after (ADR 0025).
 */
export class ContractConsole {
  readonly #db: Db;
  readonly #brands: BrandService;
  readonly #contracts: ContractService;

  constructor(deps: { db: Db; brands: BrandService; contracts: ContractService }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
    this.#contracts = deps.contracts;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  async #views(brand: Brand, rows: readonly AgentContractRow[]): Promise<TAdminContract[]> {
    const [parties, operators] = await Promise.all([
      partiesOf(this.#db, brand.id, rows),
      operatorNames(
        this.#db,
        rows.flatMap((r) => (r.offered_by_operator_id === null ? [] : [Number(r.offered_by_operator_id)])),
      ),
    ]);
    return rows.map((r) => adminContractView(brand, r, parties, operators));
  }

  async list(
    operator: OperatorPrincipal,
    query: {
      type?: ContractType | undefined;
      state?: ContractState | undefined;
      account?: string | undefined;
      pageNo: number;
      pageSize: number;
    },
  ): Promise<TPage<TAdminContract>> {
    const brand = await this.#brand(operator);
    let memberId: bigint | undefined;
    if (query.account) {
      const member = await findMemberByAccount(this.#db, brand.id, query.account);
      if (!member)
        return { list: [], pageNum: query.pageNo, pageSize: query.pageSize, total: 0, totalPages: 0 };
      memberId = member.id;
    }
    const filter = { merchantId: brand.id, type: query.type, state: query.state, memberId };
    const page = await paginate(
      query,
      () => repo.countBrandContracts(this.#db, filter),
      (window) => repo.brandContractsPage(this.#db, filter, window),
      (row) => row,
    );
    return { ...page, list: await this.#views(brand, page.list) };
  }

  /** The audit entry of a change, written with `trx` (the change's own transaction). */
  #audit(
    brand: Brand,
    operator: OperatorPrincipal,
    client: Client,
    action: string,
    note: string | null,
  ): WrittenHook {
    return async (trx: Trx, change) => {
      const parties = await partiesOf(trx, brand.id, [
        change.after,
        ...(change.before ? [change.before] : []),
        ...change.ended,
      ]);
      const view = (row: AgentContractRow) => {
        const v = contractView(brand, row, parties);
        return {
          id: v.id,
          type: v.type,
          period: v.period,
          mode: v.mode,
          state: v.state,
          endReason: v.endReason,
          agent: v.agent.account,
          upline: v.upline?.account ?? null,
          tiers: v.tiers,
        };
      };
      await recordAudit(trx, {
        merchantId: brand.id,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action,
        target: `contract:${change.after.id}`,
        ip: client.ip,
        details: {
          ...(note === null ? {} : { note }),
          before: change.before ? view(change.before) : null,
          after: view(change.after),
          ended: change.ended.map((c) => ({
            id: String(c.id),
            agent: parties.get(c.agent_id)?.account ?? '',
          })),
        },
      });
    };
  }

  /** An offer paid by the brand to a top agent (an agent with no agent above it). */
  async offer(
    operator: OperatorPrincipal,
    input: {
      agent: string;
      type: ContractType;
      period?: DividendPeriod | undefined;
      tiers: TContractTier[];
      requestId: string;
    },
    client: Client,
  ): Promise<TAdminContract> {
    const brand = await this.#brand(operator);
    const row = await this.#contracts.writeOffer(
      brand,
      { uplineId: null, operatorId: operator.operatorId },
      input,
      this.#audit(brand, operator, client, 'contracts.offer', null),
    );
    const [view] = await this.#views(brand, [row]);
    return view as TAdminContract;
  }

  /** Ends a contract in effect or withdraws an offer (reason OPERATOR), with the cascade below. */
  async terminate(
    operator: OperatorPrincipal,
    contractId: bigint,
    note: string,
    client: Client,
  ): Promise<TAdminContract> {
    const brand = await this.#brand(operator);
    const { row } = await this.#contracts.endByOperator(
      brand,
      contractId,
      note,
      this.#audit(brand, operator, client, 'contracts.terminate', note),
    );
    const [view] = await this.#views(brand, [row]);
    return view as TAdminContract;
  }
}
