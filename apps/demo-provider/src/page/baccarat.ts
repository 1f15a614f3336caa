import {
  BACCARAT_PAYS,
  BACCARAT_RTP,
  BACCARAT_SPOTS,
  DRAGON_TIGER_PAYS,
  DRAGON_TIGER_RTP,
  DRAGON_TIGER_SPOTS,
} from '../games/baccarat.ts';
import { stakeStep } from '../money.ts';
import { TABLE_MAX_SPOT_STEPS, tableChips } from '../table-rounds.ts';
import { ICONS } from './art.ts';
import { chipLabel, escapeHtml } from './launch-page.ts';
import type { TablePart, TablePartInput } from './table-page.ts';
import type { TableTexts } from './table-texts.ts';

/** "1:1", "0.95:1", "8:1": what a winning stake wins, to one. */
function toOne(fraction: { numerator: number; denominator: number }): string {
  const profit = (fraction.numerator - fraction.denominator) / fraction.denominator;
  return `${Number.isInteger(profit) ? profit : profit.toFixed(2)}:1`;
}

type Spot = (typeof BACCARAT_SPOTS)[number] | (typeof DRAGON_TIGER_SPOTS)[number];

function spotName(tt: TableTexts, spot: Spot): string {
  return tt[spot];
}

export function chipsFieldset(input: TablePartInput): string {
  const chips = tableChips(input.currency)
    .map(
      (units, i) =>
        `<label class="chip c${i}"><input type="radio" name="chip" value="${units}"${i === 0 ? ' checked' : ''}><span aria-hidden="true">${chipLabel(units)}</span><span class="sr-only">${input.money(units)} ${escapeHtml(input.currency)}</span></label>`,
    )
    .join('');
  return `<fieldset class="chips"><legend>${escapeHtml(input.t.chip)}</legend>${chips}</fieldset>`;
}

/** Baccarat (player, banker, tie, pairs) or dragon tiger: the same felt with other spots. */
export function baccaratPage(input: TablePartInput): TablePart {
  const { t, tt } = input;
  const dragonTiger = input.engine === 'dragon-tiger';
  const spots: readonly Spot[] = dragonTiger ? DRAGON_TIGER_SPOTS : BACCARAT_SPOTS;
  const pays = (spot: Spot) =>
    dragonTiger
      ? DRAGON_TIGER_PAYS[spot as (typeof DRAGON_TIGER_SPOTS)[number]]
      : BACCARAT_PAYS[spot as (typeof BACCARAT_SPOTS)[number]];
  const rtpOf = (spot: Spot) =>
    dragonTiger
      ? DRAGON_TIGER_RTP[spot as (typeof DRAGON_TIGER_SPOTS)[number]]
      : BACCARAT_RTP[spot as (typeof BACCARAT_SPOTS)[number]];
  const [left, right] = dragonTiger ? (['dragon', 'tiger'] as const) : (['player', 'banker'] as const);

  const hand = (side: 'left' | 'right', name: string) =>
    `<section class="hand hand-${side}" aria-labelledby="${side}-name"><h2 class="hand-head"><span id="${side}-name">${escapeHtml(name)}</span> <output id="${side}-total" class="hand-total" aria-label="${escapeHtml(name)}">–</output></h2>
<div class="cards" id="${side}-cards"></div></section>`;
  const stage = `<div class="felt">
<div class="hands">${hand('left', tt[left])}<div class="versus" aria-hidden="true">VS</div>${hand('right', tt[right])}</div>
<p id="outcome" class="outcome" aria-live="polite"></p></div>
<div class="road-wrap"><h2 class="road-title" id="road-title">${escapeHtml(tt.road)}</h2><ol id="road" class="road" aria-labelledby="road-title"><li class="road-empty">${escapeHtml(tt.roadEmpty)}</li></ol></div>`;

  // Big spots (the two sides) below the smaller ones (tie, pairs), as on a real felt.
  const ordered: Spot[] = dragonTiger
    ? ['tie', 'dragon', 'tiger']
    : ['playerPair', 'tie', 'bankerPair', 'player', 'banker'];
  const board = ordered
    .map(
      (spot) =>
        `<button type="button" class="bspot bspot-${spot}" data-spot="${spot}" aria-label="${escapeHtml(`${spotName(tt, spot)}, ${tt.pays} ${toOne(pays(spot))}, ${t.noStake}`)}">
<span class="bspot-name">${escapeHtml(spotName(tt, spot))}</span><span class="bspot-pays">${toOne(pays(spot))}</span><span class="spot-stake" id="stake-${spot}"></span></button>`,
    )
    .join('');
  const controls = `<div class="bac-board${dragonTiger ? ' dt' : ''}" role="group" aria-label="${escapeHtml(tt.placeBets)}">${board}</div>
${chipsFieldset(input)}
<div class="wheel-actions"><button type="button" class="btn" id="clear">${escapeHtml(t.clear)}</button>
<button type="button" class="btn" id="undo">${escapeHtml(t.undo)}</button>
<button type="button" class="spin-btn spin-btn-wide" id="spin" disabled>${ICONS.spin}<span>${escapeHtml(tt.deal)}</span></button></div>`;
  const middle = `<div class="meter"><span class="meter-label" id="stake-label">${escapeHtml(t.totalBet)}</span><span class="meter-value"><output id="total-stake" aria-labelledby="stake-label">${input.money(0)}</output></span></div>`;

  const rows = spots
    .map(
      (spot) =>
        `<tr><th scope="row">${escapeHtml(spotName(tt, spot))}</th><td>${toOne(pays(spot))}</td><td>${rtpOf(spot)}</td></tr>`,
    )
    .join('');
  const payTable = `<table class="paytable"><thead><tr><th scope="col">${escapeHtml(tt.bet)}</th><th scope="col">${escapeHtml(tt.pays)}</th><th scope="col">RTP</th></tr></thead><tbody>${rows}</tbody></table>`;
  const drawing = dragonTiger
    ? ''
    : `<h3>${escapeHtml(tt.drawingRules)}</h3><p>${escapeHtml(tt.playerRule)}</p>
<table class="paytable"><thead><tr><th scope="col">${escapeHtml(tt.bankerTotal)}</th><th scope="col">${escapeHtml(tt.bankerDrawsWhen)}</th></tr></thead><tbody>
<tr><th scope="row">0–2</th><td>${escapeHtml(tt.always)}</td></tr>
<tr><th scope="row">3</th><td>0–7, 9</td></tr>
<tr><th scope="row">4</th><td>2–7</td></tr>
<tr><th scope="row">5</th><td>4–7</td></tr>
<tr><th scope="row">6</th><td>6–7</td></tr>
<tr><th scope="row">7</th><td>${escapeHtml(tt.never)}</td></tr>
</tbody></table><p class="note">${escapeHtml(tt.playerStood)}</p>`;
  const info = `<h3>${escapeHtml(t.rules)}</h3><p>${escapeHtml(dragonTiger ? tt.dragonTigerRules : tt.baccaratRules)}</p>
<h3>${escapeHtml(t.paytable)}</h3>${payTable}${drawing}`;
  const rtp = dragonTiger
    ? `${DRAGON_TIGER_RTP.tie} – ${DRAGON_TIGER_RTP.dragon}`
    : `${BACCARAT_RTP.tie} – ${BACCARAT_RTP.banker}`;
  return {
    stage,
    controls,
    middle,
    info,
    rtp,
    config: {
      spots: ordered,
      sides: [left, right],
      pays: Object.fromEntries(spots.map((spot) => [spot, toOne(pays(spot))])),
      maxSpot: TABLE_MAX_SPOT_STEPS * stakeStep(input.currency),
    },
  };
}
