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
