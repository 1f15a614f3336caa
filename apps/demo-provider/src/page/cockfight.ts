import {
  DRAW_PAYS,
  DRAW_WEIGHT,
  MAX_MERON_WEIGHT,
  MIN_MERON_WEIGHT,
  oddsFor,
  sideReturnRange,
} from '../games/cockfight.ts';
import { stakeStep } from '../money.ts';
import { TABLE_MAX_SPOT_STEPS, tableChips } from '../table-rounds.ts';
import { chipLabel, escapeHtml, fill } from './launch-page.ts';
import type { TablePart, TablePartInput } from './table-page.ts';

/** A rooster in the corner's colour (presentation attributes only, for the strict CSP). */
function rooster(colour: string, flip: boolean): string {
  return `<svg class="rooster${flip ? ' flip' : ''}" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
<path d="M28 70c-14-4-22-20-16-34 8 8 14 10 22 10-4-10-2-22 6-30 2 12 8 18 16 22l8 14z" fill="${colour}" opacity=".85"/>
<ellipse cx="62" cy="70" rx="30" ry="24" fill="${colour}"/>
<path d="M40 66c10 10 26 12 40 4" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>
<circle cx="86" cy="40" r="14" fill="${colour}"/>
<path d="M78 26c2-8 8-10 10-6 2-6 8-6 8 0 4-2 8 2 4 8z" fill="#ef4444"/>
<path d="M99 40l14 4-14 5z" fill="#f59e0b"/>
<path d="M92 50c2 6 0 10-4 10-3 0-4-4-2-8z" fill="#ef4444"/>
<circle cx="90" cy="37" r="3" fill="#0f172a"/>
<path d="M56 92l-4 18m-4 0h10M70 92l4 18m-4 0h10" stroke="#f59e0b" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

/** Chips that add to the bet's stake (buttons: a chip is an action here, not a choice). */
function chipButtons(input: TablePartInput): string {
  const chips = tableChips(input.currency)
    .map((units, i) => {
      const label = fill(input.tt.addChip, { amount: `${input.money(units)} ${input.currency}` });
      return `<button type="button" class="chip c${i}" data-chip="${units}" aria-label="${escapeHtml(label)}">${chipLabel(units)}</button>`;
    })
    .join('');
  return `<div class="chips" role="group" aria-label="${escapeHtml(input.tt.addToStake)}">${chips}</div>`;
}

/** The cockfight ring: the shared fight's clock, its odds, the last results and the player's bets. */
export function cockfightPage(input: TablePartInput): TablePart {
  const { t, tt } = input;
  const stage = `<div class="ring" id="ring" data-phase="betting">
<div class="ring-head"><span id="fight-no" class="fight-no"></span><span id="phase" class="phase"></span><span id="countdown" class="countdown" aria-hidden="true"></span></div>
<div class="corners">
<div class="corner corner-meron">${rooster('#dc2626', false)}<span class="corner-name">${escapeHtml(tt.meron)}</span><span class="corner-odds" id="odds-meron-big">–</span></div>
<div class="vs" aria-hidden="true">VS</div>
<div class="corner corner-wala">${rooster('#2563eb', true)}<span class="corner-name">${escapeHtml(tt.wala)}</span><span class="corner-odds" id="odds-wala-big">–</span></div>
</div>
<div class="clock-bar" aria-hidden="true"><div id="clock-fill" class="clock-fill"></div></div>
<p id="fight-result" class="outcome" aria-live="polite"></p>
</div>
<section class="cf-history" aria-labelledby="history-title"><h2 id="history-title" class="road-title">${escapeHtml(tt.lastResults)}</h2><ol id="history" class="road cf-road"><li class="road-empty">${escapeHtml(tt.noResults)}</li></ol></section>`;
  const side = (key: 'meron' | 'draw' | 'wala', pays: string) =>
    `<button type="button" class="side side-${key}" data-side="${key}" aria-pressed="false"><span class="side-name">${escapeHtml(tt[key])}</span><span class="side-odds" id="odds-${key}">${pays}</span></button>`;
  const controls = `<div class="sides" role="group" aria-label="${escapeHtml(tt.placeBets)}">${side('meron', '–')}${side('draw', `${DRAW_PAYS - 1}:1`)}${side('wala', '–')}</div>
${chipButtons(input)}
<div class="cf-actions"><div class="cf-stake"><span class="stepper-label" id="cf-stake-label">${escapeHtml(tt.stake)}</span><output id="cf-stake" class="stepper-value" aria-labelledby="cf-stake-label">${input.money(0)}</output></div>
<button type="button" class="btn" id="clear">${escapeHtml(t.clear)}</button>
<button type="button" class="btn btn-primary" id="place" disabled>${escapeHtml(tt.placeBet)}</button></div>
<section class="my-bets" aria-labelledby="my-bets-title"><h2 id="my-bets-title" class="road-title">${escapeHtml(tt.yourBets)}</h2><ul id="my-bets" class="bet-list"><li class="road-empty">${escapeHtml(tt.noBets)}</li></ul></section>`;
  const low = oddsFor(MAX_MERON_WEIGHT).meron;
  const high = oddsFor(MIN_MERON_WEIGHT).meron;
  const odds = (hundredths: number) => (hundredths / 100).toFixed(2);
  // Rounded down to the hundredth of a percent: the page never states more than is returned.
  const range = sideReturnRange();
  const pct = (units: number) => `${(Math.floor(units / 10) / 100).toFixed(2)}%`;
  const sideRtp = `${pct(range.low)} – ${pct(range.high)}`;
  const info = `<h3>${escapeHtml(t.rules)}</h3><p>${escapeHtml(tt.cockfightRules)}</p>
<h3>${escapeHtml(t.paytable)}</h3><table class="paytable"><thead><tr><th scope="col">${escapeHtml(tt.bet)}</th><th scope="col">${escapeHtml(tt.odds)}</th><th scope="col">RTP</th></tr></thead><tbody>
<tr><th scope="row">${escapeHtml(tt.meron)}</th><td>${odds(low)} – ${odds(high)}</td><td>${sideRtp}</td></tr>
<tr><th scope="row">${escapeHtml(tt.wala)}</th><td>${odds(low)} – ${odds(high)}</td><td>${sideRtp}</td></tr>
<tr><th scope="row">${escapeHtml(tt.draw)}</th><td>${DRAW_PAYS - 1}:1</td><td>${((DRAW_WEIGHT * DRAW_PAYS) / 10).toFixed(2)}%</td></tr>
</tbody></table><p class="note">${escapeHtml(tt.oddsNote)}</p>`;
  return {
    stage,
    controls,
    middle: '',
    info,
    rtp: `${sideRtp} (${tt.draw} ${((DRAW_WEIGHT * DRAW_PAYS) / 10).toFixed(2)}%)`,
    config: { maxBet: TABLE_MAX_SPOT_STEPS * stakeStep(input.currency) },
  };
}
