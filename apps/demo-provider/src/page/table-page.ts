import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { currencyExponent } from '../money.ts';
import type { Engine } from '../sessions.ts';
import { baccaratPage } from './baccarat.ts';
import { cockfightPage } from './cockfight.ts';
import { fishPage } from './fish.ts';
import {
  escapeHtml,
  formatUnits,
  type GamePageInput,
  header,
  infoDialog,
  messages,
  meters,
  pageHeaders,
  skinCss,
} from './launch-page.ts';
import { TABLE_TEXTS, type TableTexts } from './table-texts.ts';
import { TEXTS, type Texts } from './texts.ts';

/**
 * The table games' page (ADR 0042): the same shell as the slot and the wheel (header, meters,
 * messages, info dialog; game.css), each game's own stage, controls and rules, and one inline
 * script made of the shared table kit and the game's part. Everything is constant per engine, so
 * the CSP allows it by hash.
 */

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const SHELL_CSS = read('game.css');
const TABLE_CSS = read('tables.css');
const KIT_JS = read('table-kit.js');
const SCRIPTS: Record<TableEngine, string> = {
  baccarat: `${KIT_JS}\n${read('baccarat.js')}`,
  'dragon-tiger': `${KIT_JS}\n${read('baccarat.js')}`,
  fish: `${KIT_JS}\n${read('fish.js')}`,
  cockfight: `${KIT_JS}\n${read('cockfight.js')}`,
};
const STYLE_HASHES = [hash(SHELL_CSS), hash(TABLE_CSS)];

export const TABLE_ENGINES = ['baccarat', 'dragon-tiger', 'fish', 'cockfight'] as const;
export type TableEngine = (typeof TABLE_ENGINES)[number];

export function isTableEngine(engine: Engine | string): engine is TableEngine {
  return (TABLE_ENGINES as readonly string[]).includes(engine);
}

/** What a game contributes to the page. */
export interface TablePart {
  stage: string;
  controls: string;
  /** A meter between the balance and the win, or nothing. */
  middle: string;
  info: string;
  rtp: string;
  /** Extra data for the game's script. */
  config: Record<string, unknown>;
}

export interface TablePartInput {
  engine: TableEngine;
  t: Texts;
  tt: TableTexts;
  currency: string;
  money: (units: number) => string;
}

function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

export function renderTablePage(
  input: GamePageInput & { engine: TableEngine },
  frameAncestors: string,
): { html: string; headers: Record<string, string> } {
  const t = TEXTS[input.lang];
  const tt = TABLE_TEXTS[input.lang];
  const money = (units: number) => formatUnits(units, input.currency);
  const partInput: TablePartInput = { engine: input.engine, t, tt, currency: input.currency, money };
  const part =
    input.engine === 'fish'
      ? fishPage(partInput)
      : input.engine === 'cockfight'
        ? cockfightPage(partInput)
        : baccaratPage(partInput);
  const { slotRules: _s, wheelRules: _w, rtpNote: _r, ...shellTexts } = t;
  const config = {
    engine: input.engine,
    lang: input.lang,
    session: input.session,
    balance: input.balance,
    currency: input.currency,
    exponent: currencyExponent(input.currency),
    lobby: input.lobby,
    launch: input.launch,
    t: shellTexts,
    tt,
    ...part.config,
  };
  const skin = skinCss(input.skin);
  const script = SCRIPTS[input.engine];
  const html = `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="dark">
<title>${escapeHtml(input.skin.name)}</title>
<style>${SHELL_CSS}</style>
<style>${TABLE_CSS}</style>
<style>${skin}</style>
</head>
<body class="engine-${input.engine} table-game">
<div class="app">
${header(t, input.skin, input.lobby)}
${meters(input.playMoney ? { ...t, balance: t.playMoney } : t, money(input.balance), money(0), input.currency, part.middle)}
<main class="stage">${part.stage}</main>
${messages(t, input.lobby)}
<div class="controls">${part.controls}</div>
</div>
${infoDialog(t, part.info, part.rtp)}
<script type="application/json" id="config">${scriptJson(config)}</script>
<script>${script}</script>
</body>
</html>
`;
  return { html, headers: pageHeaders([...STYLE_HASHES, hash(skin)], hash(script), frameAncestors) };
}
