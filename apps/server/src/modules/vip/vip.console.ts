import { DEFAULT_LOYALTY_SETTINGS, parseMoney, type TPage, type TVipSettings } from '@portal/contracts';
import {
  type TAdminVipChange,
  type TAdminVipLevels,
  type TAdminVipMember,
  type TVipLevelInput,
  VIP_MULTIPLIER_MAX_BPS,
  VIP_MULTIPLIER_MIN_BPS,
  VIP_REBATE_EXTRA_MAX_BPS,
} from '@portal/contracts/endpoints';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { OperatorPrincipal } from '../../platform/operator-access.ts';
import { pageOf } from '../../platform/paging.ts';
import type { Brand } from '../brands/brand.ts';
import type { BrandService } from '../brands/brands.service.ts';
import type { Trx } from '../ledger/ledger.ts';
import { memberAccountsOf } from '../member/members.ts';
import { moneyText } from '../wallet/amounts.ts';
import type { LevelValues, VipLevelRow } from './vip.repository.ts';
import * as repo from './vip.repository.ts';
import { vipSettingsOf } from './vip.service.ts';

type Client = { ip: string };

const invalid = (reason: string) => new AppError('VIP_LEVEL_INVALID', { params: { reason } });

/**
 * The checked values of a ladder, or VIP_LEVEL_INVALID with the reason: levels 0..N without a
 * gap, level 0 free (no thresholds, no reward), thresholds rising (each level needs at least what
 * the one below does, and more of one measure), the points multiplier ×1..×5 and never lower than
 * the level below, the extra rebate rate at most 2% and never lower than below, amounts that are
 * money in the brand's currency, a BONUS reward with wagering.
 */
export function ladderValues(
  brand: Pick<Brand, 'currencyExponent'>,
  input: readonly TVipLevelInput[],
): LevelValues[] {
  const sorted = [...input].sort((a, b) => a.level - b.level);
  const money = (text: string, what: string, level: number): bigint => {
    const minor = parseMoney(text, brand.currencyExponent);
    if (minor === null || minor < 0n) throw invalid(`level ${level}: ${what} "${text}" is not an amount.`);
    return minor;
  };
  const out: LevelValues[] = [];
  sorted.forEach((l, i) => {
    if (l.level !== i) throw invalid(i === 0 ? 'the ladder starts at level 0.' : `level ${i} is missing.`);
    const validBet = money(l.validBet, 'the valid bet', l.level);
    const deposits = money(l.deposits, 'the deposits', l.level);
    if (l.pointsMultiplierBps < VIP_MULTIPLIER_MIN_BPS || l.pointsMultiplierBps > VIP_MULTIPLIER_MAX_BPS)
      throw invalid(`level ${l.level}: the points multiplier must be between ×1 and ×5.`);
    if (l.rebateExtraBps > VIP_REBATE_EXTRA_MAX_BPS)
      throw invalid(`level ${l.level}: the extra rebate rate may be at most 2%.`);
    let reward: { kind: LevelValues['reward_kind']; amount: bigint; wager: number } = {
      kind: null,
      amount: 0n,
      wager: 0,
    };
    if (l.reward) {
      const amount =
        l.reward.kind === 'POINTS'
          ? /^\d{1,12}$/.test(l.reward.amount.trim())
            ? BigInt(l.reward.amount.trim())
            : -1n
          : (parseMoney(l.reward.amount, brand.currencyExponent) ?? -1n);
      if (amount <= 0n)
        throw invalid(`level ${l.level}: the reward "${l.reward.amount}" is not a positive amount.`);
      if (l.reward.kind === 'BONUS' && l.reward.wagerMultiple < 1)
        throw invalid(`level ${l.level}: a bonus reward needs a wagering multiple of at least 1.`);
      reward = { kind: l.reward.kind, amount, wager: l.reward.kind === 'BONUS' ? l.reward.wagerMultiple : 0 };
    }
    let limit: bigint | null = null;
    if (l.withdrawalDailyLimit !== null && l.withdrawalDailyLimit.trim() !== '') {
      limit = money(l.withdrawalDailyLimit, 'the daily withdrawal limit', l.level);
      if (limit <= 0n) throw invalid(`level ${l.level}: the daily withdrawal limit must be above 0.`);
    }
    if (l.level === 0) {
      if (validBet !== 0n || deposits !== 0n) throw invalid('level 0 is every member’s: it needs nothing.');
      if (reward.kind !== null) throw invalid('level 0 is every member’s: it has no level-up reward.');
    }
    const below = out[i - 1];
    if (below) {
      if (validBet < below.valid_bet_minor || deposits < below.deposits_minor)
        throw invalid(`level ${l.level} needs less than level ${below.level}.`);
      if (validBet === below.valid_bet_minor && deposits === below.deposits_minor)
        throw invalid(`level ${l.level} needs no more than level ${below.level}.`);
      if (l.pointsMultiplierBps < below.points_multiplier_bps)
        throw invalid(`level ${l.level} has a lower points multiplier than level ${below.level}.`);
      if (l.rebateExtraBps < below.rebate_extra_bps)
        throw invalid(`level ${l.level} has a lower extra rebate rate than level ${below.level}.`);
    }
    out.push({
      level: l.level,
      names: { en: l.names.en, bn: l.names.bn, ...(l.names.fil ? { fil: l.names.fil } : {}) },
      style: l.style,
      valid_bet_minor: validBet,
      deposits_minor: deposits,
      points_multiplier_bps: l.pointsMultiplierBps,
      rebate_extra_bps: l.rebateExtraBps,
      withdrawal_daily_limit_minor: limit,
      contact: l.contact?.trim() ? l.contact.trim() : null,
      reward_kind: reward.kind,
      reward_amount: reward.amount,
      reward_wager_multiple: reward.wager,
    });
  });
  return out;
}

/**
 * The console's VIP screens (issue 19; ADR 0040): the ladder (checked, audited in the save's
 * transaction), settings.loyalty.vip (through the brands module, audited), members per level and
 * the recent changes. Levels members hold cannot be removed.
 */
export class VipConsole {
  readonly #db: Db;
  readonly #brands: BrandService;

  constructor(deps: { db: Db; brands: BrandService }) {
    this.#db = deps.db;
    this.#brands = deps.brands;
  }

  async #brand(operator: OperatorPrincipal): Promise<Brand> {
    const brand = await this.#brands.findById(operator.merchantId);
    if (!brand) throw new AppError('UNKNOWN_MERCHANT');
    return brand;
  }

  #view(brand: Brand, rows: readonly VipLevelRow[], counts: Map<number, number>): TAdminVipLevels {
    return {
      currency: brand.currency,
      exponent: brand.currencyExponent,
      levels: rows.map((r) => {
        const names = r.names as unknown as { en: string; bn: string; fil?: string };
        return {
          level: r.level,
          names: { en: names.en, bn: names.bn, ...(names.fil ? { fil: names.fil } : {}) },
          style: r.style as TVipLevelInput['style'],
          validBet: moneyText(brand, r.valid_bet_minor),
          deposits: moneyText(brand, r.deposits_minor),
          pointsMultiplierBps: r.points_multiplier_bps,
          rebateExtraBps: r.rebate_extra_bps,
          withdrawalDailyLimit:
            r.withdrawal_daily_limit_minor === null ? null : moneyText(brand, r.withdrawal_daily_limit_minor),
          contact: r.contact,
          reward: r.reward_kind
            ? {
                kind: r.reward_kind,
                amount:
                  r.reward_kind === 'POINTS' ? r.reward_amount.toString() : moneyText(brand, r.reward_amount),
                wagerMultiple: r.reward_wager_multiple,
              }
            : null,
          members: counts.get(r.level) ?? 0,
        };
      }),
    };
  }

  async levels(operator: OperatorPrincipal): Promise<TAdminVipLevels> {
    const brand = await this.#brand(operator);
    const [rows, counts] = await Promise.all([
      repo.levelsOf(this.#db, brand.id),
      repo.countsByLevel(this.#db, brand.id),
    ]);
    return this.#view(brand, rows, counts);
  }

  /** Replaces the ladder; a level members hold stays; audited with before and after. */
  async saveLevels(
    operator: OperatorPrincipal,
    input: readonly TVipLevelInput[],
    client: Client,
  ): Promise<TAdminVipLevels> {
    const brand = await this.#brand(operator);
    const values = ladderValues(brand, input);
    await this.#db.transaction().execute(async (trx: Trx) => {
      await repo.lockLevels(trx, brand.id);
      const before = await repo.levelsOf(trx, brand.id);
      const counts = await repo.countsByLevel(trx, brand.id);
      const top = values.length - 1;
      for (const [level, n] of counts)
        if (n > 0 && level > top)
          throw invalid(`${n} member(s) hold level ${level}; keep it (or move them first).`);
      await repo.replaceLevels(trx, brand.id, values);
      await recordAudit(trx, {
        merchantId: operator.merchantId,
        actorType: 'operator',
        actorId: String(operator.operatorId),
        action: 'loyalty.vip.levels',
        target: `brand:${brand.code}`,
        ip: client.ip,
        details: {
          before: before.map((r) => auditRow(r)),
          after: values.map((v) => auditRow(v)),
        },
      });
    });
    return this.levels(operator);
  }

  async settings(operator: OperatorPrincipal): Promise<TVipSettings> {
    return vipSettingsOf(await this.#brand(operator));
  }

  /** Replaces settings.loyalty.vip (the rest of settings.loyalty as it is), audited. */
  async setSettings(operator: OperatorPrincipal, input: TVipSettings, client: Client): Promise<TVipSettings> {
    const brand = await this.#brand(operator);
    await this.#brands.updateSettings(
      brand,
      (settings) => ({
        ...settings,
        loyalty: { ...(settings.loyalty ?? DEFAULT_LOYALTY_SETTINGS), vip: { ...input } },
      }),
      async (trx, change) => {
        const before = (change.before as { loyalty?: { vip?: unknown } }).loyalty?.vip ?? null;
        const after = (change.after as { loyalty?: { vip?: unknown } }).loyalty?.vip ?? null;
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await recordAudit(trx, {
          merchantId: operator.merchantId,
          actorType: 'operator',
          actorId: String(operator.operatorId),
          action: 'settings.loyalty.vip',
          target: `brand:${brand.code}`,
          ip: client.ip,
          details: { before, after },
        });
      },
    );
    return vipSettingsOf(await this.#brand(operator));
  }

  async members(
    operator: OperatorPrincipal,
    query: { level?: number | undefined; pageNo: number; pageSize: number },
  ): Promise<TPage<TAdminVipMember>> {
    const brand = await this.#brand(operator);
    const { rows, total } = await repo.membersPage(this.#db, brand.id, query.level, query);
    const accounts = await memberAccountsOf(
      this.#db,
      brand.id,
      rows.map((r) => r.member_id),
    );
    return pageOf(
      rows.map((r) => ({
        memberId: String(r.member_id),
        account: accounts.get(r.member_id) ?? '',
        level: r.level,
        reachedAt: r.reached_at?.toISOString() ?? null,
        validBet: moneyText(brand, r.valid_bet_minor),
        deposits: moneyText(brand, r.deposits_minor),
        noticeLevel: r.notice_level,
      })),
      total,
      query.pageNo,
      query.pageSize,
    );
  }

  async changes(
    operator: OperatorPrincipal,
    query: { pageNo: number; pageSize: number },
  ): Promise<TPage<TAdminVipChange>> {
    const brand = await this.#brand(operator);
    const { rows, total } = await repo.changesPage(this.#db, brand.id, query);
    const accounts = await memberAccountsOf(
      this.#db,
      brand.id,
      rows.map((r) => r.member_id),
    );
    return pageOf(
      rows.map((r) => ({
        id: String(r.id),
        account: accounts.get(r.member_id) ?? '',
        fromLevel: r.from_level,
        toLevel: r.to_level,
        reason: r.reason,
        at: r.at.toISOString(),
      })),
      total,
      query.pageNo,
      query.pageSize,
    );
  }
}

function auditRow(r: LevelValues | VipLevelRow) {
  return {
    level: r.level,
    names: r.names,
    validBet: String(r.valid_bet_minor),
    deposits: String(r.deposits_minor),
    multiplierBps: r.points_multiplier_bps,
    rebateExtraBps: r.rebate_extra_bps,
    withdrawalDailyLimit:
      r.withdrawal_daily_limit_minor === null ? null : String(r.withdrawal_daily_limit_minor),
    contact: r.contact,
    reward: r.reward_kind
      ? { kind: r.reward_kind, amount: String(r.reward_amount), wager: r.reward_wager_multiple }
      : null,
  };
}
