import type { TTheme } from '@portal/contracts';
import { escapeXml } from '../../platform/html.ts';

/**
 * Generated artwork: brand logos and vendor marks drawn as SVG from names and colours, so the
 * portal ships no third-party images and fetches none from outside.
 */

function initials(name: string, count: number): string {
  const words = name.split(/[\s_-]+/).filter(Boolean);
  const letters = words.length >= 2 ? words.map((w) => w[0]).join('') : name.replace(/[^A-Za-z0-9]/g, '');
  return letters.slice(0, count).toUpperCase();
}

/** Splits a long name into two lines at the space nearest its middle. */
function splitName(label: string): string[] {
  if (label.length <= 13 || !label.includes(' ')) return [label];
  const middle = label.length / 2;
  let best = -1;
  for (let i = 0; i < label.length; i += 1) {
    if (label[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return [label.slice(0, best), label.slice(best + 1)];
}

const TEXT_STYLE =
  'font-family="Arial Black,Arial,Helvetica,sans-serif" font-weight="900" fill="#fff" letter-spacing=".5"';

export function vendorLogoSvg(name: string, colours: readonly string[]): string {
  const [from = '#3b82f6', to = '#9333ea'] = colours;
  const lines = splitName(name.toUpperCase().slice(0, 28));
  const longest = Math.max(...lines.map((l) => l.length));
  const size =
    lines.length > 1 ? Math.min(17, Math.floor(200 / longest)) : longest > 9 ? Math.floor(210 / longest) : 22;
  const text =
    lines.length === 1
      ? `<text x="80" y="${32 + size * 0.36}" text-anchor="middle" ${TEXT_STYLE} font-size="${size}">${escapeXml(lines[0] ?? '')}</text>`
      : `<text x="80" y="${30 - size * 0.2}" text-anchor="middle" ${TEXT_STYLE} font-size="${size}">${escapeXml(lines[0] ?? '')}</text>
<text x="80" y="${30 + size * 0.95}" text-anchor="middle" ${TEXT_STYLE} font-size="${size}">${escapeXml(lines[1] ?? '')}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect x="2" y="2" width="156" height="60" rx="14" fill="url(#g)"/>
<rect x="2" y="2" width="156" height="30" rx="14" fill="#fff" opacity=".12"/>
${text}
</svg>`;
}

export function brandLogoSvg(name: string, theme: TTheme): string {
  const mark = initials(name, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.primary}"/><stop offset="1" stop-color="${theme.accent}"/></linearGradient></defs>
<rect width="64" height="64" rx="16" fill="url(#b)"/>
<path d="M32 9l5.6 11.4 12.6 1.8-9.1 8.9 2.1 12.5L32 37.7l-11.2 5.9 2.1-12.5-9.1-8.9 12.6-1.8z" fill="#fff" opacity=".22"/>
<text x="32" y="42" text-anchor="middle" font-family="Arial Black,Arial,Helvetica,sans-serif" font-weight="900" font-size="24" fill="${theme.primaryContrast}">${escapeXml(mark)}</text>
</svg>`;
}

const pip = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="6" fill="#0f172a"/>`;

/** The in-house games draw what they are (ADR 0017): a curve, dice, a gem, pegs, a target, balls, cards. */
const ORIGINAL_MOTIFS: Record<string, string> = {
  CRASH: `<path d="M52 164c48-4 96-28 128-96" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round"/>
<circle cx="180" cy="68" r="16" fill="#fde047"/><path d="M52 176h140" stroke="#fff" stroke-width="4" opacity=".5"/>`,
  DICE: `<g transform="rotate(-10 92 118)"><rect x="56" y="82" width="72" height="72" rx="14" fill="#fff"/>${pip(74, 100)}${pip(92, 118)}${pip(110, 136)}</g>
<g transform="rotate(12 152 112)"><rect x="118" y="76" width="68" height="68" rx="14" fill="#fde047"/>${pip(135, 93)}${pip(169, 93)}${pip(135, 127)}${pip(169, 127)}</g>`,
  MINES: `${[0, 1, 2]
    .flatMap((r) =>
      [0, 1, 2].map(
        (c) =>
          `<rect x="${66 + c * 38}" y="${64 + r * 38}" width="32" height="32" rx="7" fill="#fff" opacity="${r === 1 && c === 1 ? 0 : 0.3}"/>`,
      ),
    )
    .join(
      '',
    )}<path d="M120 100l18 14-18 24-18-24z" fill="#fff"/><path d="M102 114h36" stroke="#0f172a" stroke-width="2" opacity=".4"/>`,
  PLINKO: `${[0, 1, 2, 3]
    .flatMap((r) =>
      Array.from(
        { length: r + 2 },
        (_, c) => `<circle cx="${120 - (r + 1) * 17 + c * 34}" cy="${78 + r * 26}" r="5" fill="#fff"/>`,
      ),
    )
    .join('')}<circle cx="137" cy="92" r="11" fill="#fde047"/>`,
  LIMBO: `<circle cx="120" cy="116" r="52" fill="none" stroke="#fff" stroke-width="10"/><circle cx="120" cy="116" r="28" fill="none" stroke="#fff" stroke-width="10" opacity=".7"/>
<circle cx="120" cy="116" r="9" fill="#fde047"/>`,
  KENO: `${[0, 1, 2]
    .flatMap((r) =>
      [0, 1, 2, 3].map(
        (c) =>
          `<circle cx="${69 + c * 34}" cy="${82 + r * 34}" r="13" fill="${(r * 4 + c) % 5 === 1 ? '#fde047' : '#fff'}" opacity="${(r * 4 + c) % 5 === 1 ? 1 : 0.45}"/>`,
      ),
    )
    .join('')}`,
  HILO: `<g transform="rotate(-8 110 116)"><rect x="76" y="70" width="68" height="96" rx="10" fill="#fff"/>
<text x="110" y="130" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="40" fill="#b91c1c">Q</text></g>
<path d="M168 92l14-20 14 20z" fill="#fde047"/><path d="M168 140l14 20 14-20z" fill="#fff"/>`,
};

/** The motif of a game tile by its classification: reels, a wheel, cards, a fish, balls. */
function gameMotif(classify: string | null, engine: string, code = ''): string {
  if ((engine === 'original' || engine === 'crash') && ORIGINAL_MOTIFS[code]) return ORIGINAL_MOTIFS[code];
  switch (classify) {
    case 'FISH':
      return `<path d="M64 120c26-34 76-40 112 0-36 40-86 34-112 0z" fill="#fff" opacity=".9"/>
<path d="M176 120l34-26v52z" fill="#fff" opacity=".9"/><circle cx="92" cy="112" r="7" fill="#0f172a"/>
<path d="M120 96c8 8 8 40 0 48" stroke="#0f172a" stroke-width="4" fill="none" opacity=".35"/>`;
    case 'BACCARAT':
    case 'BLACKJACK':
    case 'DRAGON_TIGER':
    case 'ANDAR_BAHAR':
    case 'TEEN_PATTI':
    case 'POKER':
    case 'RUMMY':
    case 'TONGITS':
    case 'CALLBREAK':
      return `<g transform="rotate(-12 120 118)"><rect x="64" y="66" width="64" height="92" rx="9" fill="#fff"/>
<text x="78" y="96" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="24" fill="#b91c1c">A</text></g>
<g transform="rotate(10 150 118)"><rect x="112" y="66" width="64" height="92" rx="9" fill="#fff"/>
<text x="126" y="96" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="24" fill="#0f172a">K</text>
<path d="M144 118l10 14-10 14-10-14z" fill="#0f172a"/></g>`;
    case 'LOTT':
    case 'ELOTT':
    case 'ZY':
    case 'SEA':
    case 'LUDO':
    case 'SICBO':
      return `<circle cx="84" cy="112" r="24" fill="#fff"/><circle cx="156" cy="112" r="24" fill="#fde047"/>
<circle cx="120" cy="150" r="24" fill="#fff" opacity=".85"/>
<text x="84" y="120" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="22" fill="#0f172a">7</text>
<text x="156" y="120" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="22" fill="#0f172a">3</text>`;
    case 'LOBBY':
      return `<circle cx="120" cy="112" r="44" fill="#fff"/><path d="M120 68l14 26 28 4-20 20 5 28-27-14-27 14 5-28-20-20 28-4z" fill="#0f172a" opacity=".8"/>`;
    default:
      if (engine === 'wheel' || classify === 'ROULETTE' || classify === 'WHEEL') {
        return `<circle cx="120" cy="114" r="52" fill="#fff"/><circle cx="120" cy="114" r="44" fill="none" stroke="#0f172a" stroke-width="14" stroke-dasharray="11.5 11.5" opacity=".75"/>
<circle cx="120" cy="114" r="14" fill="#fde047"/><path d="M120 56l8 14h-16z" fill="#fde047"/>`;
      }
      return `<rect x="52" y="78" width="136" height="72" rx="12" fill="#fff" opacity=".95"/>
<path d="M97 84v60M143 84v60" stroke="#0f172a" stroke-width="3" opacity=".25"/>
<text x="74" y="128" text-anchor="middle" font-family="Arial Black,Arial,Helvetica,sans-serif" font-size="30" fill="#dc2626">7</text>
<text x="120" y="128" text-anchor="middle" font-family="Arial Black,Arial,Helvetica,sans-serif" font-size="30" fill="#ca8a04">${classify === 'JACKPOT' ? '$' : '7'}</text>
<text x="166" y="128" text-anchor="middle" font-family="Arial Black,Arial,Helvetica,sans-serif" font-size="30" fill="#dc2626">7</text>`;
  }
}

/**
 * A game tile: the game's colours, a motif of its kind and its vendor, 240 × 240. The name is the
 * tile's caption, not part of the picture, so the PLAY NOW button never covers it.
 */
export function gameIconSvg(game: {
  name: string;
  code?: string;
  vendorCode: string;
  colours: readonly string[];
  classify: string | null;
  engine: string;
}): string {
  const [from = '#1d4ed8', to = '#9333ea'] = game.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="240" rx="20" fill="url(#t)"/>
<circle cx="200" cy="36" r="70" fill="#fff" opacity=".08"/><circle cx="30" cy="210" r="60" fill="#fff" opacity=".06"/>
<g transform="translate(0 6)">${gameMotif(game.classify, game.engine, game.code)}</g>
<rect x="12" y="12" rx="8" width="${18 + game.vendorCode.length * 8}" height="22" fill="#000" opacity=".35"/>
<text x="21" y="28" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="12" fill="#fff">${escapeXml(game.vendorCode)}</text>
</svg>`;
}
