import { catchOdds, FISH_KINDS, FISH_RTP_PERCENT, FISH_VALUES } from '../games/fish.ts';
import { fishShots } from '../table-rounds.ts';
import { ICONS } from './art.ts';
import { escapeHtml, percent } from './launch-page.ts';
import type { TablePart, TablePartInput } from './table-page.ts';

const FIRE_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" stroke-width="2.4"/><path d="M12 2v5M12 17v5M2 12h5M17 12h5" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/><circle cx="12" cy="12" r="2" fill="currentColor"/></svg>';

/** The fish shooter: a canvas sea the player taps, or a target list and a Fire button. */
export function fishPage(input: TablePartInput): TablePart {
  const { t, tt } = input;
  const shots = fishShots(input.currency);
  const defaultShot = shots.includes(100_000) ? 100_000 : (shots[0] as number);
  const stage = `<div class="sea-wrap"><canvas id="sea" class="sea" role="img" aria-label="${escapeHtml(tt.sea)}"></canvas></div>
<ol id="shots" class="shots" aria-label="${escapeHtml(tt.result)}"></ol>`;
  const targets = FISH_KINDS.map(
    (kind, i) =>
      `<label class="target target-${kind}"><input type="radio" name="target" value="${kind}"${i === 0 ? ' checked' : ''}><span class="target-name">${escapeHtml(tt.fish[kind])}</span><span class="target-value">×${FISH_VALUES[kind]}</span><span class="sr-only">${escapeHtml(tt.pays)} ×${FISH_VALUES[kind]}</span></label>`,
  ).join('');
  const controls = `<fieldset class="targets"><legend>${escapeHtml(tt.target)}</legend><div class="targets-row">${targets}</div></fieldset>
<div class="fish-actions"><div class="stepper" role="group" aria-labelledby="bet-label">
<span class="stepper-label" id="bet-label">${escapeHtml(tt.shotCost)}</span>
<div class="stepper-row"><button type="button" class="round-btn" id="bet-down" aria-label="${escapeHtml(t.decreaseBet)}">${ICONS.minus}</button>
<output id="bet-value" class="stepper-value" aria-labelledby="bet-label" aria-live="polite">${input.money(defaultShot)}</output>
<button type="button" class="round-btn" id="bet-up" aria-label="${escapeHtml(t.increaseBet)}">${ICONS.plus}</button></div></div>
<button type="button" class="spin-btn" id="spin">${FIRE_ICON}<span>${escapeHtml(tt.fire)}</span></button></div>`;
  const rows = FISH_KINDS.map((kind) => {
    const odds = catchOdds(kind);
    return `<tr><th scope="row">${escapeHtml(tt.fish[kind])}</th><td>×${FISH_VALUES[kind]}</td><td>${percent(odds.catching, odds.tickets)}</td><td>${FISH_RTP_PERCENT}.00%</td></tr>`;
  }).join('');
  const info = `<h3>${escapeHtml(t.rules)}</h3><p>${escapeHtml(tt.fishRules)}</p>
<h3>${escapeHtml(t.paytable)}</h3><table class="paytable"><thead><tr><th scope="col">${escapeHtml(t.symbol)}</th><th scope="col">${escapeHtml(tt.value)}</th><th scope="col">${escapeHtml(tt.catchChance)}</th><th scope="col">RTP</th></tr></thead><tbody>${rows}</tbody></table>`;
  return {
    stage,
    controls,
    middle: '',
    info,
    rtp: `${FISH_RTP_PERCENT}.00%`,
    config: { shots, defaultShot, kinds: FISH_KINDS, values: FISH_VALUES },
  };
}
