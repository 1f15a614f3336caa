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

/** The motif of a game tile by its classification: reels, a wheel, cards, a fish, balls. */
function gameMotif(classify: string | null, engine: string): string {
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
<g transform="translate(0 6)">${gameMotif(game.classify, game.engine)}</g>
<rect x="12" y="12" rx="8" width="${18 + game.vendorCode.length * 8}" height="22" fill="#000" opacity=".35"/>
<text x="21" y="28" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="12" fill="#fff">${escapeXml(game.vendorCode)}</text>
</svg>`;
}
