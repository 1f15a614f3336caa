import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { currencyExponent } from '../money.ts';
import { BOOK_ENGINES, type BookEngine, LEAGUES } from '../sportsbook/catalogue.ts';
import { MAX_LEGS, minorUnit, stakeLimits } from '../sportsbook/slip.ts';
import { BOOK_TEXTS } from './sportsbook-texts.ts';
import { type Language, TEXTS } from './texts.ts';

/**
 * The book page (ADR 0041): the shell in HTML, drawn and kept live by sportsbook.js from
 * /api/book/*. Like the game page, its style and script are inline and allowed by their hashes.
 */

const CSS = readFileSync(new URL('./sportsbook.css', import.meta.url), 'utf8');
const JS = readFileSync(new URL('./sportsbook.js', import.meta.url), 'utf8');
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const CSS_HASH = hash(CSS);
const JS_HASH = hash(JS);

export interface BookPageInput {
  engine: BookEngine;
  lang: Language;
  name: string;
  colours: [string, string];
  session: string;
  balance: number;
  currency: string;
  lobby: string | null;
  launch: { token: string; user: string; vendor: string; game: string; engine: string };
  /** Launched for a trial account's play money (ADR 0044): the balance says so. */
  playMoney?: boolean;
}

export interface PageHelpers {
  escapeHtml: (value: string) => string;
  formatUnits: (units: number, currency: string) => string;
  pageHeaders: (styles: string[], script: string | null, frameAncestors: string) => Record<string, string>;
}

export function renderBookPage(
  input: BookPageInput,
  frameAncestors: string,
  { escapeHtml, formatUnits, pageHeaders }: PageHelpers,
): { html: string; headers: Record<string, string> } {
  const t = BOOK_TEXTS[input.lang];
  const e = escapeHtml;
  const book = BOOK_ENGINES[input.engine];
  const sports = [...new Set(LEAGUES.filter((l) => l.book === book).map((l) => l.sport))];
  const filters = [
    `<button type="button" class="chip" data-sport="" aria-pressed="true">${e(t.all)}</button>`,
  ]
    .concat(
      sports.map(
        (s) =>
          `<button type="button" class="chip" data-sport="${s}" aria-pressed="false">${e(t.sports[s])}</button>`,
      ),
    )
    .join('');
  const limits = stakeLimits(input.currency);
  const config = {
    engine: input.engine,
    lang: input.lang,
    session: input.session,
    balance: input.balance,
    currency: input.currency,
    exponent: currencyExponent(input.currency),
    minor: minorUnit(input.currency),
    limits: { ...limits, maxLegs: MAX_LEGS },
    lobby: input.lobby,
    launch: input.launch,
    t,
  };
  const skin = `:root{--skin-1:${input.colours[0]};--skin-2:${input.colours[1]}}`;
  const back = input.lobby
    ? `<a class="icon-btn" href="${e(input.lobby)}" target="_top" aria-label="${e(t.lobby)}"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg></a>`
    : '';
  const lobbyLink = input.lobby
    ? `<a class="btn btn-primary" href="${e(input.lobby)}" target="_top">${e(t.lobby)}</a>`
    : '';
  const html = `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="dark">
<title>${e(input.name)}</title>
<style>${CSS}</style>
<style>${skin}</style>
</head>
<body class="book book-${book}">
<header class="top">${back}<h1 class="title">${e(input.name)}</h1>
<div class="wallet"><span class="wallet-label" id="balance-label">${e(input.playMoney ? TEXTS[input.lang].playMoney : t.balance)}</span> <output id="balance" aria-labelledby="balance-label">${formatUnits(input.balance, input.currency)}</output> <span class="ccy">${e(input.currency)}</span></div></header>
<nav class="tabs" role="tablist" aria-label="${e(input.name)}">
<button type="button" role="tab" id="tab-events" aria-controls="panel-events" aria-selected="true">${e(t.liveAndUpcoming)}</button>
<button type="button" role="tab" id="tab-bets" aria-controls="panel-bets" aria-selected="false" tabindex="-1">${e(t.myBets)} <span class="count" id="open-count"></span></button>
</nav>
<div class="layout">
<main class="main">
<section id="panel-events" role="tabpanel" aria-labelledby="tab-events">
<div class="filters" role="group" aria-label="${e(t.sportsFilter)}">${filters}</div>
<div id="fixtures" class="fixtures" aria-busy="true"><p class="empty">${e(t.loading)}</p></div>
<details class="rules"><summary>${e(t.rules)}</summary><p>${e(t.rulesText)}</p></details>
</section>
<section id="panel-bets" role="tabpanel" aria-labelledby="tab-bets" hidden>
<div id="bets" class="bets"><p class="empty">${e(t.loading)}</p></div>
</section>
</main>
<aside class="slip" id="slip" aria-labelledby="slip-title">
<button type="button" class="slip-bar" id="slip-toggle" aria-expanded="false" aria-controls="slip-body"><span class="slip-title" id="slip-title">${e(t.betSlip)}</span> <span class="slip-count" id="slip-count">0</span><span class="slip-summary" id="slip-summary"></span></button>
<div class="slip-body" id="slip-body">
<div class="slip-head"><h2>${e(t.betSlip)}</h2><button type="button" class="link-btn" id="slip-clear">${e(t.clearSlip)}</button><button type="button" class="icon-btn slip-close" id="slip-close" aria-label="${e(t.closeSlip)}"><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/></svg></button></div>
<div class="modes" role="radiogroup" aria-label="${e(t.betSlip)}">
<label class="mode"><input type="radio" name="mode" value="acca" checked> <span>${e(t.accumulator)}</span></label>
<label class="mode"><input type="radio" name="mode" value="singles"> <span>${e(t.singles)}</span></label>
</div>
<ul id="slip-legs" class="slip-legs"></ul>
<p id="slip-empty" class="empty">${e(t.emptySlip)}</p>
<div class="stake-row"><label for="stake" id="stake-label">${e(t.stake)}</label>
<div class="stake-input"><input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="${formatUnits(10 * limits.min, input.currency).replaceAll(',', '')}" aria-describedby="stake-hint"><span class="ccy">${e(input.currency)}</span></div>
<p id="stake-hint" class="hint">${e(t.stakeRange.replace('{min}', formatUnits(limits.min, input.currency)).replace('{max}', formatUnits(limits.max, input.currency)))}</p>
<div class="quick" role="group" aria-label="${e(t.stake)}">${[10, 50, 100, 500]
    .map(
      (n) =>
        `<button type="button" class="chip" data-add="${n * limits.min}">+${formatUnits(n * limits.min, input.currency)}</button>`,
    )
    .join('')}</div></div>
<dl class="totals"><div><dt>${e(t.totalStake)}</dt><dd id="total-stake">–</dd></div><div><dt>${e(t.odds)}</dt><dd id="total-odds">–</dd></div><div><dt>${e(t.potentialReturn)}</dt><dd id="total-return">–</dd></div></dl>
<label class="accept"><input type="checkbox" id="accept-changes"> ${e(t.acceptOddsChanges)}</label>
<p id="slip-message" class="slip-message" role="status" aria-live="polite"></p>
<button type="button" class="place-btn" id="place" disabled>${e(t.placeBet)}</button>
</div>
</aside>
</div>
<div id="ended" class="overlay" hidden><div class="overlay-card" role="alertdialog" aria-modal="true" aria-labelledby="ended-title" aria-describedby="ended-text">
<h2 id="ended-title">${e(t.sessionEndedTitle)}</h2><p id="ended-text">${e(t.sessionEnded)}</p>${lobbyLink}</div></div>
<script type="application/json" id="config">${JSON.stringify(config).replaceAll('<', '\\u003c')}</script>
<script>${JS}</script>
</body>
</html>
`;
  return { html, headers: pageHeaders([CSS_HASH, hash(skin)], JS_HASH, frameAncestors) };
}
