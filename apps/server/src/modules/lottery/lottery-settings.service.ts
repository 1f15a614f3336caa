import type { LanguageCode } from '@portal/contracts';
import type { TConsoleLotteryGame, TConsoleLotteryGames } from '@portal/contracts/endpoints';
import {
  closeBeforeMax,
  LOTTERY_CLOSE_BEFORE,
  LOTTERY_INTERVAL_MINUTES,
  LOTTERY_ODDS_PATTERN,
  type LotteryConsoleMessageKey,
  lotteryConsoleMessage,
  type ZLotterySettingsInput,
} from '@portal/contracts/schemas/lottery-console';
import {
  betTypesOf,
  LOTTERY_BET_RULES,
  LOTTERY_ODDS_SCALE,
  LOTTERY_RTP_BPS,
  type LotteryBetType,
  type LotteryOdds,
  lotteryPayKeys,
  lotteryReturn,
  returnText,
  returnWithinBounds,
} from '@portal/fairness';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError, validationError } from '../../platform/app-error.ts';
import type { AuditInTransaction } from '../../platform/audit.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Brand } from '../brands/brand.ts';
import { DRAWS_AHEAD, GAMES_TTL_MS, type LotteryGame, type LotteryService } from './lottery.service.ts';
import type { StoredOdds } from './lottery.tables.ts';
import { oddsText } from './lottery.views.ts';
import * as repo from './lottery-settings.repository.ts';
import { type GameOdds, oddsOf, planOf } from './lottery-settings.ts';
import { nextMidnight, type SchedulePlan, scheduleAt } from './schedule.ts';

type Input = z.infer<typeof ZLotterySettingsInput>;

/** Every node drops the lottery games it read when a brand's lottery settings change. */
export const LOTTERY_SETTINGS_CHANNEL = 'lottery:settings';

/** Odds typed in the console ("98", "3.60") in ten-thousandths; null when malformed. */
export function parseOdds(text: string): number | null {
  if (!LOTTERY_ODDS_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * LOTTERY_ODDS_SCALE + Number(fraction.padEnd(2, '0')) * (LOTTERY_ODDS_SCALE / 100);
}

/** A return ("0.9720") as a percent with two decimals ("97.20"). */
const percent = (rtp: string) => (Number(rtp) * 100).toFixed(2);

function oddsTexts(odds: GameOdds): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(odds).map(([type, byKey]) => [
      type,
      Object.fromEntries(Object.entries(byKey ?? {}).map(([key, v]) => [key, oddsText(v as number)])),
    ]),
  );
}

/** What the audit records of a game's settings: the schedules and the odds as the console shows them. */
function snapshot(plan: SchedulePlan, odds: GameOdds, customised: boolean): Record<string, unknown> {
  return {
    customised,
    intervalSeconds: plan.schedule.intervalSeconds,
    closeBeforeSeconds: plan.schedule.closeBeforeSeconds,
    previous: plan.before
      ? {
          intervalSeconds: plan.before.schedule.intervalSeconds,
          closeBeforeSeconds: plan.before.schedule.closeBeforeSeconds,
          until: plan.before.until.toISOString(),
        }
      : null,
    odds: oddsTexts(odds),
  };
}

/**
 * The console's lottery settings (issue 15, "Games"; ADR 0031): a brand's draw schedule and odds
 * per lottery game, validated (an interval dividing the day, a closing time that leaves betting
 * open, every prize given odds and a return of 90% to 99% per bet type), stored with the change's
 * audit entry in one transaction, then announced so every node reads the games afresh.
 *
 * What a change touches: tickets already sold keep the odds on their lines; draws already
 * scheduled keep their times (their seed hashes are public); a new closing time applies to the
 * draws scheduled next; a new interval renumbers a day's draws, so it starts at the first UTC
 * midnight after the draws already scheduled.
 */
export class LotterySettingsService {
  readonly #db: Db;
  readonly #lottery: LotteryService;
  readonly #events: EventBus;
  readonly #now: () => Date;
  readonly #onAnnounceFailed: (error: unknown) => void;

  constructor(deps: {
    db: Db;
    lottery: LotteryService;
    events: EventBus;
    now: () => Date;
    onAnnounceFailed: (error: unknown) => void;
  }) {
    this.#db = deps.db;
    this.#lottery = deps.lottery;
    this.#events = deps.events;
    this.#now = deps.now;
    this.#onAnnounceFailed = deps.onAnnounceFailed;
  }

  /** Hears changes announced by any node (this one's too); resolves to the way to stop. */
  listen(): Promise<() => void> {
    return this.#events.subscribe(LOTTERY_SETTINGS_CHANNEL, () => this.#lottery.forget());
  }

  async list(brand: Brand, language: string): Promise<TConsoleLotteryGames> {
    const games = await this.#lottery.games(brand);
    return {
      games: games.map((g) => this.#view(g, language)),
      bounds: {
        intervalMinutes: [...LOTTERY_INTERVAL_MINUTES],
        closeBefore: { ...LOTTERY_CLOSE_BEFORE },
        rtpPercent: { min: LOTTERY_RTP_BPS.min / 100, max: LOTTERY_RTP_BPS.max / 100 },
      },
    };
  }

  async update(
    brand: Brand,
    gameId: bigint,
    input: Input,
    language: LanguageCode,
    operatorId: number,
    audit: AuditInTransaction,
  ): Promise<TConsoleLotteryGame> {
    const game = (await this.#lottery.games(brand)).find((g) => g.id === gameId);
    if (!game) throw new AppError('NOT_FOUND');
    const odds = this.#checked(game, input, language);
    const now = this.#now();
    await this.#db.transaction().execute(async (trx) => {
      const row = await repo.lockSettings(trx, brand.id, game.id);
      const before = planOf(game.code, row);
      const inForce = scheduleAt(before, now);
      let previous: SchedulePlan['before'] | null = null;
      if (input.intervalSeconds !== inForce.intervalSeconds) {
        // After every draw scheduled, and every draw a node still reading the old schedule (for
        // a few seconds) may schedule: those keep the old day's numbering.
        const last = await repo.lastScheduledDraw(trx, brand.id, game.id);
        const ahead = now.getTime() + (DRAWS_AHEAD + 2) * inForce.intervalSeconds * 1000 + GAMES_TTL_MS;
        previous = {
          schedule: inForce,
          until: nextMidnight(new Date(Math.max(ahead, last?.getTime() ?? 0))),
        };
      }
      const next: repo.SettingsRow = {
        merchant_id: brand.id,
        game_id: game.id,
        interval_seconds: input.intervalSeconds,
        close_before_seconds: input.closeBeforeSeconds,
        previous_interval_seconds: previous?.schedule.intervalSeconds ?? null,
        previous_close_before_seconds: previous?.schedule.closeBeforeSeconds ?? null,
        schedule_from: previous?.until ?? null,
        odds: odds as StoredOdds,
      };
      await repo.saveSettings(trx, next, BigInt(operatorId), now);
      await audit(trx, {
        id: game.code,
        before: snapshot(before, oddsOf(game.style, row?.odds), row !== undefined),
        after: snapshot(planOf(game.code, next), oddsOf(game.style, next.odds), true),
      });
    });
    await this.#changed();
    const fresh = (await this.#lottery.games(brand)).find((g) => g.id === gameId);
    if (!fresh) throw new AppError('NOT_FOUND');
    return this.#view(fresh, language);
  }

  /** After a committed change: this node's games at once, the others' through the bus. */
  async #changed(): Promise<void> {
    this.#lottery.forget();
    try {
      await this.#events.publish(LOTTERY_SETTINGS_CHANNEL, { at: this.#now().toISOString() });
    } catch (error) {
      this.#onAnnounceFailed(error);
    }
  }

  /** The input checked field by field (every refusal at once), as odds per bet type of the style. */
  #checked(game: LotteryGame, input: Input, language: LanguageCode): GameOdds {
    const problems: { field: string; message: string }[] = [];
    const refuse = (
      field: string,
      key: LotteryConsoleMessageKey,
      params: Record<string, string | number> = {},
    ) => problems.push({ field, message: lotteryConsoleMessage(language, key, params) });

    const interval = input.intervalSeconds;
    const intervalOk =
      interval % 60 === 0 && (LOTTERY_INTERVAL_MINUTES as readonly number[]).includes(interval / 60);
    if (!intervalOk) refuse('intervalSeconds', 'intervalInvalid');
    const max = intervalOk ? closeBeforeMax(interval) : LOTTERY_CLOSE_BEFORE.max;
    if (input.closeBeforeSeconds < LOTTERY_CLOSE_BEFORE.min || input.closeBeforeSeconds > max)
      refuse('closeBeforeSeconds', 'closeBeforeRange', { min: LOTTERY_CLOSE_BEFORE.min, max });

    const types = betTypesOf(game.style);
    for (const type of Object.keys(input.odds)) {
      if (!(types as readonly string[]).includes(type)) refuse(`odds.${type}`, 'betTypeOfOtherStyle');
    }
    const out: GameOdds = {};
    for (const type of types) {
      const given = input.odds[type as LotteryBetType];
      const keys = lotteryPayKeys(type);
      if (
        !given ||
        Object.keys(given).length !== keys.length ||
        !keys.every((k) => Object.hasOwn(given, k))
      ) {
        refuse(`odds.${type}`, 'oddsKeys');
        continue;
      }
      const odds: LotteryOdds = {};
      let readable = true;
      for (const key of keys) {
        const value = parseOdds(given[key] ?? '');
        if (value === null || value <= LOTTERY_ODDS_SCALE) {
          refuse(`odds.${type}.${key}`, 'oddsFormat');
          readable = false;
        } else odds[key] = value;
      }
      if (!readable) continue;
      const rtp = lotteryReturn(type, odds);
      if (!returnWithinBounds(rtp))
        refuse(`odds.${type}`, 'rtpRange', {
          rtp: percent(returnText(rtp)),
          min: LOTTERY_RTP_BPS.min / 100,
          max: LOTTERY_RTP_BPS.max / 100,
        });
      out[type] = odds;
    }
    if (problems.length > 0) throw validationError(problems);
    return out;
  }

  #view(game: LotteryGame, language: string): TConsoleLotteryGame {
    const now = this.#now();
    const before = game.plan.before;
    return {
      id: String(game.id),
      gameCode: game.code,
      name: game.names[language] ?? game.names.en ?? game.code,
      vendorCode: game.vendorCode,
      style: game.style,
      prizeMode: game.prizeMode,
      schedule: { ...game.plan.schedule },
      current:
        before && now < before.until ? { ...before.schedule, until: before.until.toISOString() } : null,
      customised: game.customised,
      betTypes: betTypesOf(game.style).map((type) => {
        const rule = LOTTERY_BET_RULES[type];
        const own = game.odds[type] ?? rule.odds;
        return {
          type,
          odds: lotteryPayKeys(type).map((key) => ({
            key,
            odds: oddsText(own[key] ?? 0),
            published: oddsText(rule.odds[key] ?? 0),
          })),
          rtp: returnText(lotteryReturn(type, own)),
          publishedRtp: rule.rtp,
        };
      }),
    };
  }
}
