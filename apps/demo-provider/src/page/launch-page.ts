import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  gridFor,
  LINE_COUNT,
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  SCATTER_PAYS,
  slotReturn,
} from '../games/slot.ts';
import {
  LUCKY_TABLE,
  LUCKY_TOTAL_WEIGHT,
  WHEEL_NUMBERS,
  WHEEL_SEGMENTS,
  type WheelNumber,
  wheelReturn,
} from '../games/wheel.ts';
import { currencyExponent, slotStakes, stakeStep, WHEEL_MAX_SPOT_STEPS, wheelChips } from '../money.ts';
import type { Engine } from '../sessions.ts';
import { isBookEngine } from '../sportsbook/catalogue.ts';
import { ICONS, paylineDiagram, slotSprite, symbolIcon, wheelSvg } from './art.ts';
import { renderBookPage } from './sportsbook-page.ts';
import { isTableEngine, renderTablePage } from './table-page.ts';
import { type Language, TEXTS, type Texts } from './texts.ts';

/**
 * The game page: one HTML document with its stylesheet and script inline (constant, so the CSP
 * allows them by hash), the artwork in SVG, and the launch's data in a JSON block the script reads.
 */

const CSS = readFileSync(new URL('./game.css', import.meta.url), 'utf8');
const JS = readFileSync(new URL('./game.js', import.meta.url), 'utf8');
const ERROR_CSS = readFileSync(new URL('./error.css', import.meta.url), 'utf8');

function hash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
const CSS_HASH = hash(CSS);
const JS_HASH = hash(JS);
const ERROR_CSS_HASH = hash(ERROR_CSS);

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON safe inside <script>: no `<` can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** Units to a display amount with the currency's decimals: 1250000 BDT → "12.50". */
export function formatUnits(units: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return (units / 100_000).toLocaleString('en-US', {
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
}

/** Chip labels stay short: 1, 5, 50, 1K. */
export function chipLabel(units: number): string {
  const whole = units / 100_000;
  return whole >= 1_000 ? `${whole / 1_000}K` : String(whole);
}

export function percent(numerator: number | bigint, denominator: number | bigint): string {
  // Two decimals, rounded half up, from exact integers.
  const hundredths = (BigInt(numerator) * 10_000n + BigInt(denominator) / 2n) / BigInt(denominator);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}%`;
}

const SLOT_RTP = (() => {
  const { numerator, denominator } = slotReturn();
  return percent(numerator, denominator);
})();
const WHEEL_RTP = Object.fromEntries(
  WHEEL_NUMBERS.map((n) => {
    const { numerator, denominator } = wheelReturn(n);
    return [n, percent(numerator, denominator)];
  }),
) as Record<WheelNumber, string>;
/** The wheel's RTP as published: the lowest and highest of its numbers. */
const WHEEL_RTP_RANGE = (() => {
  const fractions = WHEEL_NUMBERS.map((n) => wheelReturn(n));
  const value = (f: { numerator: number; denominator: number }) => f.numerator / f.denominator;
  const low = fractions.reduce((a, b) => (value(b) < value(a) ? b : a));
  const high = fractions.reduce((a, b) => (value(b) > value(a) ? b : a));
  return `${percent(low.numerator, low.denominator)} – ${percent(high.numerator, high.denominator)}`;
})();

export interface Skin {
  name: string;
  colours: [string, string];
}

export interface GamePageInput {
  engine: Engine;
  lang: Language;
  skin: Skin;
  session: string;
  balance: number;
  currency: string;
  lobby: string | null;
  /** What the page needs to open a new session if the provider restarted under it. */
  launch: { token: string; user: string; vendor: string; game: string; engine: Engine };
  /** Any stops: the screen shown before the first spin. */
  initialStops: number[];
  /** Launched for a trial account's play money (ADR 0044): the balance says so. */
  playMoney?: boolean;
}

export function pageHeaders(
  styleHashes: string[],
  scriptHash: string | null,
  frameAncestors: string,
): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      `default-src 'none'`,
      `script-src ${scriptHash ?? `'none'`}`,
      `style-src ${styleHashes.join(' ')}`,
      `img-src data:`,
      `connect-src 'self'`,
      `base-uri 'none'`,
      `form-action 'none'`,
      `frame-ancestors ${frameAncestors}`,
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

export function skinCss(skin: Skin): string {
  return `:root{--skin-1:${skin.colours[0]};--skin-2:${skin.colours[1]}}`;
}

export function header(t: Texts, skin: Skin, lobby: string | null): string {
  const back = lobby
    ? `<a class="icon-btn" href="${escapeHtml(lobby)}" target="_top" aria-label="${escapeHtml(t.lobby)}">${ICONS.back}</a>`
    : '';
  return `<header class="top">${back}<h1 class="title">${escapeHtml(skin.name)}</h1>
<button type="button" class="icon-btn" id="info-open" aria-haspopup="dialog" aria-controls="info" aria-label="${escapeHtml(t.info)}">${ICONS.info}</button></header>`;
}

export function meters(t: Texts, balance: string, zero: string, currency: string, middle: string): string {
  return `<div class="meters">
<div class="meter"><span class="meter-label" id="balance-label">${escapeHtml(t.balance)}</span><span class="meter-value"><output id="balance" aria-labelledby="balance-label">${balance}</output> <span class="ccy">${escapeHtml(currency)}</span></span></div>
${middle}
<div class="meter meter-win"><span class="meter-label" id="win-label">${escapeHtml(t.win)}</span><span class="meter-value"><output id="win" aria-labelledby="win-label">${zero}</output></span></div>
</div>`;
}

export function messages(t: Texts, lobby: string | null): string {
  const lobbyLink = lobby
    ? `<a class="btn btn-primary" href="${escapeHtml(lobby)}" target="_top">${escapeHtml(t.lobby)}</a>`
    : '';
  return `<div class="messages"><p id="status" class="status" role="status" aria-live="polite"></p>
<p id="alert" class="alert" role="alert" hidden></p></div>
<div id="ended" class="overlay" hidden><div class="overlay-card" role="alertdialog" aria-modal="true" aria-labelledby="ended-title" aria-describedby="ended-text">
<h2 id="ended-title">${escapeHtml(t.sessionEndedTitle)}</h2><p id="ended-text">${escapeHtml(t.sessionEnded)}</p>${lobbyLink}</div></div>`;
}

export function infoDialog(t: Texts, body: string, rtp: string): string {
  return `<dialog id="info" class="info" aria-labelledby="info-title">
<div class="info-head"><h2 id="info-title">${escapeHtml(t.info)}</h2><button type="button" class="icon-btn" id="info-close" aria-label="${escapeHtml(t.close)}">${ICONS.close}</button></div>
<div class="info-body">${body}
<h3>${escapeHtml(t.rtp)}</h3><p class="rtp"><strong>${rtp}</strong></p><p class="note">${escapeHtml(t.rtpNote)}</p></div></dialog>`;
}

/** Highest pays first ('7' would come first in key order, being integer-like). */
const PAYTABLE_ORDER = ['W', '7', 'B', 'L', 'M', 'G', 'P', 'O', 'E', 'C'] as const;

function slotInfo(t: Texts): string {
  const rows = PAYTABLE_ORDER.map(
    (symbol) =>
      `<tr><th scope="row">${symbolIcon(symbol, 'sym sym-small')}<span>${escapeHtml(t.symbols[symbol])}</span></th>${LINE_PAYS[
        symbol
      ]
        .map((pay) => `<td>${pay}</td>`)
        .join('')}</tr>`,
  ).join('');
  const scatter = `<tr><th scope="row">${symbolIcon('S', 'sym sym-small')}<span>${escapeHtml(t.symbols.S)}</span></th>${[
    3, 4, 5,
  ]
    .map((n) => `<td>${SCATTER_PAYS[n]}</td>`)
    .join('')}</tr>`;
  const lines = PAYLINES.map(
    (_, i) => `<li><span class="line-no">${i + 1}</span>${paylineDiagram(i)}</li>`,
  ).join('');
  return `<h3>${escapeHtml(t.rules)}</h3><p>${escapeHtml(t.slotRules)}</p>
<h3>${escapeHtml(t.paytable)}</h3>
<table class="paytable"><caption>${escapeHtml(t.perLineBet)}</caption><thead><tr><th scope="col">${escapeHtml(t.symbol)}</th><th scope="col">3</th><th scope="col">4</th><th scope="col">5</th></tr></thead><tbody>${rows}</tbody></table>
<table class="paytable"><caption>${escapeHtml(t.perTotalBet)}</caption><thead><tr><th scope="col">${escapeHtml(t.symbol)}</th><th scope="col">3</th><th scope="col">4</th><th scope="col">5</th></tr></thead><tbody>${scatter}</tbody></table>
<h3>${escapeHtml(t.paylines)}</h3><ol class="paylines">${lines}</ol>`;
}

function wheelInfo(t: Texts): string {
  const counts = new Map<WheelNumber, number>();
  for (const n of WHEEL_SEGMENTS) counts.set(n, (counts.get(n) ?? 0) + 1);
  const rows = WHEEL_NUMBERS.map(
    (n) =>
      `<tr><th scope="row"><span class="num-badge n${n}">${n}</span></th><td>${fill(t.pays, { number: n })}</td><td>${counts.get(n)} / ${WHEEL_SEGMENTS.length}</td><td>${WHEEL_RTP[n]}</td></tr>`,
  ).join('');
  const lucky = LUCKY_TABLE.map((entry) => {
    const chance = percent(entry.weight, LUCKY_TOTAL_WEIGHT);
    const what =
      entry.number === null
        ? `<th scope="row" colspan="2">${escapeHtml(t.noMultiplier)}</th>`
        : `<th scope="row"><span class="num-badge n${entry.number}">${entry.number}</span></th><td>×${entry.multiplier}</td>`;
    return `<tr>${what}<td>${chance}</td></tr>`;
  }).join('');
  return `<h3>${escapeHtml(t.rules)}</h3><p>${escapeHtml(t.wheelRules)}</p>
<h3>${escapeHtml(t.paytable)}</h3>
<table class="paytable"><thead><tr><th scope="col">${escapeHtml(t.number)}</th><th scope="col">${escapeHtml(t.win)}</th><th scope="col">${escapeHtml(t.segments)}</th><th scope="col">RTP</th></tr></thead><tbody>${rows}</tbody></table>
<h3>${escapeHtml(t.luckyTitle)}</h3>
<table class="paytable"><thead><tr><th scope="col">${escapeHtml(t.number)}</th><th scope="col">${escapeHtml(t.multiplier)}</th><th scope="col">${escapeHtml(t.chance)}</th></tr></thead><tbody>${lucky}</tbody></table>`;
}

function slotStage(
  t: Texts,
  input: GamePageInput,
  defaultStake: number,
): { stage: string; controls: string } {
  const grid = gridFor(input.initialStops);
  const reels = grid
    .map(
      (symbols, reel) =>
        `<div class="reel" data-reel="${reel}"><div class="strip">${symbols
          .map((s, row) => `<div class="cell" data-row="${row}">${symbolIcon(s)}</div>`)
          .join('')}</div></div>`,
    )
    .join('');
  const summary = [0, 1, 2]
    .map((row) => `${t.rowNames[row]}: ${grid.map((reel) => t.symbols[reel[row]!]).join(', ')}`)
    .join('. ');
  const stage = `<div class="machine"><div class="reels" id="reels" role="img" aria-label="${escapeHtml(`${t.reels}. ${summary}.`)}">${reels}</div>
<svg class="win-lines" id="win-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true" focusable="false"></svg></div>`;
  const controls = `<div class="stepper" role="group" aria-labelledby="bet-label">
<span class="stepper-label" id="bet-label">${escapeHtml(t.totalBet)}</span>
<div class="stepper-row"><button type="button" class="round-btn" id="bet-down" aria-label="${escapeHtml(t.decreaseBet)}">${ICONS.minus}</button>
<output id="bet-value" class="stepper-value" aria-labelledby="bet-label" aria-live="polite">${formatUnits(defaultStake, input.currency)}</output>
<button type="button" class="round-btn" id="bet-up" aria-label="${escapeHtml(t.increaseBet)}">${ICONS.plus}</button></div></div>
<button type="button" class="spin-btn" id="spin" disabled>${ICONS.spin}<span>${escapeHtml(t.spin)}</span></button>
<div class="lines-info"><span class="stepper-label">${escapeHtml(t.lines)}</span><span class="lines-count">${LINE_COUNT}</span></div>`;
  return { stage, controls };
}

function wheelStage(t: Texts, input: GamePageInput): { stage: string; controls: string } {
  const chips = wheelChips(input.currency);
  const stage = `<div class="wheel-wrap">${wheelSvg()}<div id="lucky" class="lucky" hidden></div></div>
<ol id="history" class="history" aria-label="${escapeHtml(t.history)}"></ol>`;
  const spots = WHEEL_NUMBERS.map((n) => {
    const label = fill(t.betOn, { number: n });
    return `<button type="button" class="spot n${n}" data-number="${n}" aria-label="${escapeHtml(`${label}, ${t.noStake}`)}">
<span class="spot-num">${n}</span><span class="spot-pays">${fill(t.pays, { number: n })}</span><span class="spot-stake" id="stake-${n}"></span><span class="spot-lucky" hidden></span></button>`;
  }).join('');
  const chipInputs = chips
    .map(
      (units, i) =>
        `<label class="chip c${i}"><input type="radio" name="chip" value="${units}"${i === 0 ? ' checked' : ''}><span aria-hidden="true">${chipLabel(units)}</span><span class="sr-only">${formatUnits(units, input.currency)} ${escapeHtml(input.currency)}</span></label>`,
    )
    .join('');
  const controls = `<div class="board" role="group" aria-label="${escapeHtml(t.placeBets)}">${spots}</div>
<fieldset class="chips"><legend>${escapeHtml(t.chip)}</legend>${chipInputs}</fieldset>
<div class="wheel-actions"><button type="button" class="btn" id="clear">${escapeHtml(t.clear)}</button>
<button type="button" class="btn" id="undo">${escapeHtml(t.undo)}</button>
<button type="button" class="spin-btn spin-btn-wide" id="spin" disabled>${ICONS.spin}<span>${escapeHtml(t.spin)}</span></button></div>`;
  return { stage, controls };
}

/** Texts the script needs after load (the rest is already in the markup). */
function scriptTexts(t: Texts): Partial<Texts> {
  const { slotRules: _s, wheelRules: _w, rtpNote: _r, ...rest } = t;
  return rest;
}

export function renderGamePage(
  input: GamePageInput,
  frameAncestors: string,
): { html: string; headers: Record<string, string> } {
  // The table games have a page of their own (ADR 0042).
  if (isTableEngine(input.engine)) return renderTablePage({ ...input, engine: input.engine }, frameAncestors);
  // The sports and e-sports books have a page of their own (ADR 0041).
  if (isBookEngine(input.engine)) {
    return renderBookPage(
      { ...input, engine: input.engine, name: input.skin.name, colours: input.skin.colours },
      frameAncestors,
      { escapeHtml, formatUnits, pageHeaders },
    );
  }
  const t = TEXTS[input.lang];
  const stakes = slotStakes(input.currency);
  const defaultStake = stakes[1]!;
  const isSlot = input.engine === 'slot';
  const { stage, controls } = isSlot ? slotStage(t, input, defaultStake) : wheelStage(t, input);
  const middle = isSlot
    ? ''
    : `<div class="meter"><span class="meter-label" id="stake-label">${escapeHtml(t.totalBet)}</span><span class="meter-value"><output id="total-stake" aria-labelledby="stake-label">${formatUnits(0, input.currency)}</output></span></div>`;
  const config = {
    engine: input.engine,
    lang: input.lang,
    session: input.session,
    balance: input.balance,
    currency: input.currency,
    exponent: currencyExponent(input.currency),
    lobby: input.lobby,
    launch: input.launch,
    t: scriptTexts(t),
    ...(isSlot
      ? { stakes, defaultStake, paylines: PAYLINES, reelSymbols: [...new Set(REEL_STRIPS.join(''))] }
      : { maxSpot: WHEEL_MAX_SPOT_STEPS * stakeStep(input.currency), segments: WHEEL_SEGMENTS }),
  };
  const skin = skinCss(input.skin);
  const html = `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(input.skin.name)}</title>
<style>${CSS}</style>
<style>${skin}</style>
</head>
<body class="engine-${input.engine}">
${isSlot ? slotSprite() : ''}
<div class="app">
${header(t, input.skin, input.lobby)}
${meters(input.playMoney ? { ...t, balance: t.playMoney } : t, formatUnits(input.balance, input.currency), formatUnits(0, input.currency), input.currency, middle)}
<main class="stage">${stage}</main>
${messages(t, input.lobby)}
<div class="controls">${controls}</div>
</div>
${infoDialog(t, isSlot ? slotInfo(t) : wheelInfo(t), isSlot ? SLOT_RTP : WHEEL_RTP_RANGE)}
<script type="application/json" id="config">${scriptJson(config)}</script>
<script>${JS}</script>
</body>
</html>
`;
  return { html, headers: pageHeaders([CSS_HASH, hash(skin)], JS_HASH, frameAncestors) };
}

export type LaunchProblem =
  | 'invalid_launch'
  | 'unknown_engine'
  | 'session_invalid'
  | 'unknown_game'
  | 'wallet_down';

/** A clear page for a launch that cannot start, in the player's language, with a way back. */
export function renderErrorPage(
  lang: Language,
  problem: LaunchProblem,
  lobby: string | null,
  retryUrl: string | null,
  frameAncestors: string,
): { html: string; headers: Record<string, string> } {
  const t = TEXTS[lang];
  const message = {
    invalid_launch: t.invalidLaunch,
    unknown_engine: t.unknownEngine,
    session_invalid: t.sessionInvalid,
    unknown_game: t.unknownGame,
    wallet_down: t.walletDown,
  }[problem];
  const actions = [
    retryUrl ? `<a class="btn" href="${escapeHtml(retryUrl)}">${escapeHtml(t.retry)}</a>` : '',
    lobby
      ? `<a class="btn btn-primary" href="${escapeHtml(lobby)}" target="_top">${escapeHtml(t.lobby)}</a>`
      : '',
  ].join('');
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.errorPageTitle)}</title>
<style>${ERROR_CSS}</style>
</head>
<body>
<main class="card" data-problem="${problem}">
<div class="icon">${ICONS.alert}</div>
<h1>${escapeHtml(t.errorPageTitle)}</h1>
<p role="alert">${escapeHtml(message)}</p>
${actions ? `<div class="actions">${actions}</div>` : ''}
</main>
</body>
</html>
`;
  return { html, headers: pageHeaders([ERROR_CSS_HASH], null, frameAncestors) };
}
