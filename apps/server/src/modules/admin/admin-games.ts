import {
  DEFAULT_GAME_SETTINGS,
  DEFAULT_LOTTERY_SETTINGS,
  DEFAULT_ORIGINALS_SETTINGS,
  parseMoney,
  type TGameSettings,
} from '@portal/contracts';
import { HOUSE_EDGE_BPS } from '@portal/fairness';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { FORM_BODIES } from '../../platform/csrf.ts';
import { escapeXml as e } from '../../platform/html.ts';
import type { Brand } from '../brands/brand.ts';
import type { AdminDeps } from './admin.routes.ts';
import { adminActions } from './admin.routes.ts';
import { errorText, form, notice, page, pageGuard } from './admin-html.ts';
import type { OperatorContext } from './operator-auth.service.ts';

const ZDecimal = z
  .string()
  .trim()
  .regex(/^\d{1,16}(\.\d{1,6})?$/, 'a positive amount such as 100 or 100.50');

const ZGameSettingsForm = z
  .object({
    maxBet: ZDecimal,
    originalsMinBet: ZDecimal,
    originalsMaxBet: ZDecimal,
    houseEdgePercent: z
      .string()
      .trim()
      .regex(/^\d(\.\d{1,2})?$/, 'a percentage such as 1 or 2.5'),
    lotteryMinBet: ZDecimal,
    lotteryMaxBet: ZDecimal,
  })
  .strict();

/** Errors of the form, in the words the page shows. */
class FormProblem extends Error {}

/** The form's values as game settings, checked against each other and the currency. */
export function readGameSettingsForm(brand: Brand, input: Record<string, string>): TGameSettings {
  const parsed = ZGameSettingsForm.safeParse(input);
  if (!parsed.success)
    throw new FormProblem(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join(' '));
  const f = parsed.data;
  const minor = (label: string, text: string) => {
    const value = parseMoney(text, brand.currencyExponent);
    if (value === null || value <= 0n)
      throw new FormProblem(`${label}: at most ${brand.currencyExponent} decimals, above zero.`);
    return value;
  };
  const pairs: [string, bigint, bigint][] = [
    [
      'In-house games',
      minor('In-house minimum', f.originalsMinBet),
      minor('In-house maximum', f.originalsMaxBet),
    ],
    ['Lottery', minor('Lottery minimum', f.lotteryMinBet), minor('Lottery maximum', f.lotteryMaxBet)],
  ];
  minor('Provider maximum', f.maxBet);
  for (const [label, min, max] of pairs)
    if (min > max) throw new FormProblem(`${label}: the minimum bet is above the maximum.`);
  const edgeBps = Math.round(Number(f.houseEdgePercent) * 100);
  if (edgeBps < HOUSE_EDGE_BPS.min || edgeBps > HOUSE_EDGE_BPS.max)
    throw new FormProblem(
      `House edge: between ${HOUSE_EDGE_BPS.min / 100}% and ${HOUSE_EDGE_BPS.max / 100}% (the games' return stays 95% to 99%).`,
    );
  return {
    maxBet: f.maxBet,
    originals: { minBet: f.originalsMinBet, maxBet: f.originalsMaxBet, houseEdgeBps: edgeBps },
    lottery: { minBet: f.lotteryMinBet, maxBet: f.lotteryMaxBet },
  };
}

/**
 * The brand's game rules (owners only): the largest bet a game provider may place, the in-house
 * games' limits and house edge, and the lottery's limits per bet line. Changes apply to the next
 * round (each round keeps the edge it started with) and are audited.
 */
export function registerAdminGames(app: FastifyInstance, deps: AdminDeps): void {
  const actions = adminActions(deps);
  const guard = pageGuard(deps.operatorAuth);

  const gamesPage = async (
    reply: FastifyReply,
    operator: OperatorContext,
    flash?: { ok?: string; error?: string },
    typed?: Record<string, string>,
  ) => {
    const brand = await actions.brandOfOperator(operator);
    const games = brand.settings.games ?? DEFAULT_GAME_SETTINGS;
    const originals = games.originals ?? DEFAULT_ORIGINALS_SETTINGS;
    const lottery = games.lottery ?? DEFAULT_LOTTERY_SETTINGS;
    const value = (name: string, current: string) => e(typed?.[name] ?? current);
    const field = (name: string, label: string, current: string, hint = '') =>
      `<label>${label}${hint ? ` <span class="muted">${hint}</span>` : ''}<input name="${name}" value="${value(name, current)}" required inputmode="decimal" maxlength="24"></label>`;
    return page(
      reply,
      'Game settings',
      `<h1>Game settings</h1>${notice(flash?.error)}${notice(flash?.ok, 'ok')}
<section><form method="post" action="/admin/games" class="grid">
<h2 class="wide">Game providers</h2>
${field('maxBet', `Largest single bet (${e(brand.currency)})`, games.maxBet)}
<h2 class="wide">In-house games (Dice, Limbo, Plinko, Keno, Mines, Hi-Lo, Crash)</h2>
${field('originalsMinBet', `Minimum bet (${e(brand.currency)})`, originals.minBet)}
${field('originalsMaxBet', `Maximum bet (${e(brand.currency)})`, originals.maxBet)}
${field('houseEdgePercent', 'House edge (%)', String(originals.houseEdgeBps / 100), `${HOUSE_EDGE_BPS.min / 100} to ${HOUSE_EDGE_BPS.max / 100}; Plinko and Keno pay from their fixed tables`)}
<h2 class="wide">Lottery (per bet line)</h2>
${field('lotteryMinBet', `Minimum bet (${e(brand.currency)})`, lottery.minBet)}
${field('lotteryMaxBet', `Maximum bet (${e(brand.currency)})`, lottery.maxBet)}
<button class="wide">Save</button></form>
<p class="muted">Changes apply from the next round or ticket; a round in play keeps the edge it started with.</p></section>`,
      operator,
      '/admin/games',
    );
  };

  app.get('/admin/games', async (request, reply) => {
    const operator = await guard(request, reply, 'games.write');
    return operator ? gamesPage(reply, operator) : reply;
  });
  app.post('/admin/games', { config: { acceptBodies: FORM_BODIES } }, async (request, reply) => {
    const operator = await guard(request, reply, 'games.write');
    if (!operator) return reply;
    const typed = form(request);
    const brand = await actions.brandOfOperator(operator);
    try {
      const games = readGameSettingsForm(brand, typed);
      // Audited in the transaction of the change.
      await deps.brands.updateSettings(
        brand,
        (settings) => ({ ...settings, games }),
        (trx) =>
          recordAudit(trx, {
            merchantId: operator.merchantId,
            actorType: 'operator',
            actorId: String(operator.operatorId),
            action: 'settings.games',
            target: brand.code,
            ip: request.ip,
            details: { before: brand.settings.games ?? null, after: games },
          }),
      );
      return gamesPage(reply, operator, { ok: 'Saved.' });
    } catch (error) {
      const message = error instanceof FormProblem ? error.message : errorText(error);
      return gamesPage(reply.status(400), operator, { error: message }, typed);
    }
  });
}
