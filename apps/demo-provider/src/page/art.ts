import { PAYLINES, REEL_COUNT, ROW_COUNT } from '../games/slot.ts';
import { WHEEL_SEGMENTS, type WheelNumber } from '../games/wheel.ts';

/**
 * The artwork, drawn in SVG so the page needs no asset: the slot symbols as a sprite of <symbol>s
 * the reels <use>, the wheel, the payline diagrams and a few icons. Presentation attributes only
 * (no style attributes), so the strict CSP of the page holds.
 */

const GRADIENTS = `
<linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#f7c948"/><stop offset="1" stop-color="#b7791f"/></linearGradient>
<linearGradient id="g-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8a8a"/><stop offset=".5" stop-color="#e11d48"/><stop offset="1" stop-color="#881337"/></linearGradient>
<linearGradient id="g-purple" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9d5ff"/><stop offset=".5" stop-color="#a855f7"/><stop offset="1" stop-color="#581c87"/></linearGradient>
<linearGradient id="g-bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#475569"/><stop offset="1" stop-color="#0f172a"/></linearGradient>
<radialGradient id="g-orange" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#ffd8a8"/><stop offset=".5" stop-color="#fb923c"/><stop offset="1" stop-color="#c2410c"/></radialGradient>
<radialGradient id="g-lemon" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fffbd1"/><stop offset=".55" stop-color="#fde047"/><stop offset="1" stop-color="#ca8a04"/></radialGradient>
<radialGradient id="g-plum" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#d8b4fe"/><stop offset=".5" stop-color="#7e22ce"/><stop offset="1" stop-color="#3b0764"/></radialGradient>
<radialGradient id="g-cherry" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fecdd3"/><stop offset=".5" stop-color="#e11d48"/><stop offset="1" stop-color="#7f1d1d"/></radialGradient>
<radialGradient id="g-grape" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#c4b5fd"/><stop offset=".55" stop-color="#6d28d9"/><stop offset="1" stop-color="#2e1065"/></radialGradient>`;

const LEAF = (x: number, y: number, rotate: number) =>
  `<path d="M0 0c8-10 22-10 28-4c-8 10-20 12-28 4z" transform="translate(${x} ${y}) rotate(${rotate})" fill="#22c55e" stroke="#14532d" stroke-width="2"/>`;

const SYMBOL_ART: Record<string, string> = {
  W: `<rect x="6" y="22" width="88" height="56" rx="14" fill="url(#g-gold)" stroke="#7c2d12" stroke-width="3"/>
<text x="50" y="59" text-anchor="middle" font-family="Impact,'Arial Black',system-ui,sans-serif" font-size="26" font-weight="900" fill="#7c2d12" letter-spacing="1">WILD</text>
<path d="M16 14l3 7 7 3-7 3-3 7-3-7-7-3 7-3z M84 66l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff7cc"/>`,
  S: `<path d="M50 6l12 28 30 3-23 20 7 30-26-16-26 16 7-30-23-20 30-3z" fill="url(#g-purple)" stroke="#fde68a" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M50 30l5 11 12 1-9 8 3 12-11-7-11 7 3-12-9-8 12-1z" fill="#fef3c7"/>`,
  '7': `<path d="M20 16h62v14L52 88H32l30-56H20z" fill="url(#g-red)" stroke="#fde68a" stroke-width="4" stroke-linejoin="round"/>
<path d="M24 20h52v6" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>`,
  B: `<rect x="8" y="28" width="84" height="44" rx="8" fill="url(#g-bar)" stroke="#facc15" stroke-width="3"/>
<text x="50" y="61" text-anchor="middle" font-family="Impact,'Arial Black',system-ui,sans-serif" font-size="28" font-weight="900" fill="#f8fafc" letter-spacing="2">BAR</text>`,
  L: `<path d="M50 12c-17 0-27 14-27 31v15l-9 14h72l-9-14V43c0-17-10-31-27-31z" fill="url(#g-gold)" stroke="#92400e" stroke-width="3" stroke-linejoin="round"/>
<circle cx="50" cy="80" r="8" fill="#b45309" stroke="#78350f" stroke-width="2"/><circle cx="50" cy="10" r="4" fill="#b45309"/>
<path d="M36 30c2-6 6-9 11-10" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4" stroke-linecap="round"/>`,
  M: `<path d="M8 42a42 42 0 0 0 84 0z" fill="#16a34a" stroke="#14532d" stroke-width="3"/>
<path d="M15 42a35 35 0 0 0 70 0z" fill="#fb7185"/><path d="M15 42h70" stroke="#bbf7d0" stroke-width="3"/>
<g fill="#1f2937"><ellipse cx="34" cy="54" rx="2.5" ry="4"/><ellipse cx="50" cy="60" rx="2.5" ry="4"/><ellipse cx="66" cy="54" rx="2.5" ry="4"/><ellipse cx="42" cy="68" rx="2.5" ry="4"/><ellipse cx="58" cy="68" rx="2.5" ry="4"/></g>`,
  G: `${LEAF(50, 18, -30)}<path d="M50 12v12" stroke="#713f12" stroke-width="4" stroke-linecap="round"/>
<g fill="url(#g-grape)" stroke="#2e1065" stroke-width="1.5"><circle cx="38" cy="34" r="10"/><circle cx="60" cy="34" r="10"/><circle cx="49" cy="44" r="10"/><circle cx="30" cy="50" r="10"/><circle cx="68" cy="50" r="10"/><circle cx="40" cy="62" r="10"/><circle cx="59" cy="62" r="10"/><circle cx="49" cy="78" r="10"/></g>`,
  P: `<ellipse cx="50" cy="56" rx="32" ry="34" fill="url(#g-plum)" stroke="#3b0764" stroke-width="2.5"/>
<path d="M50 22c-2 10 0 40 2 66" fill="none" stroke="#3b0764" stroke-opacity=".5" stroke-width="2"/>${LEAF(52, 22, -50)}
<ellipse cx="38" cy="44" rx="6" ry="10" fill="#fff" fill-opacity=".35"/>`,
  O: `<circle cx="50" cy="54" r="36" fill="url(#g-orange)" stroke="#9a3412" stroke-width="2.5"/>${LEAF(50, 20, -35)}
<g fill="#9a3412" fill-opacity=".35"><circle cx="62" cy="44" r="1.8"/><circle cx="70" cy="58" r="1.8"/><circle cx="56" cy="70" r="1.8"/><circle cx="40" cy="68" r="1.8"/></g><ellipse cx="38" cy="42" rx="7" ry="10" fill="#fff" fill-opacity=".35"/>`,
  E: `<path d="M10 52c6-22 24-32 40-32s34 10 40 32c-6 22-24 32-40 32S16 74 10 52z" fill="url(#g-lemon)" stroke="#a16207" stroke-width="2.5"/>
<ellipse cx="36" cy="44" rx="10" ry="6" fill="#fff" fill-opacity=".45"/>`,
  C: `<path d="M32 66C36 40 46 22 64 12M68 64C66 42 64 26 64 12" fill="none" stroke="#15803d" stroke-width="4" stroke-linecap="round"/>${LEAF(64, 12, 10)}
<circle cx="30" cy="70" r="17" fill="url(#g-cherry)" stroke="#7f1d1d" stroke-width="2"/><circle cx="68" cy="68" r="17" fill="url(#g-cherry)" stroke="#7f1d1d" stroke-width="2"/>
<circle cx="24" cy="64" r="4" fill="#fff" fill-opacity=".6"/><circle cx="62" cy="62" r="4" fill="#fff" fill-opacity=".6"/>`,
};

/** The slot's symbols as <symbol id="sym-X">, with their gradients; referenced by <use href="#sym-X">. */
export function slotSprite(): string {
  const symbols = Object.entries(SYMBOL_ART)
    .map(([id, art]) => `<symbol id="sym-${id}" viewBox="0 0 100 100">${art}</symbol>`)
    .join('');
  return `<svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0"><defs>${GRADIENTS}</defs>${symbols}</svg>`;
}

/** A symbol drawn from the sprite (decorative; the text around it names it). */
export function symbolIcon(symbol: string, className = 'sym'): string {
  return `<svg class="${className}" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><use href="#sym-${symbol}"/></svg>`;
}

/** A 5 x 3 diagram of one payline, numbered like the game. */
export function paylineDiagram(line: number): string {
  const rows = PAYLINES[line]!;
  const cells: string[] = [];
  for (let reel = 0; reel < REEL_COUNT; reel += 1) {
    for (let row = 0; row < ROW_COUNT; row += 1) {
      const on = rows[reel] === row;
      cells.push(
        `<rect x="${reel * 12 + 1}" y="${row * 12 + 1}" width="10" height="10" rx="2" fill="${on ? '#facc15' : '#334155'}"/>`,
      );
    }
  }
  return `<svg class="payline" viewBox="0 0 60 36" aria-hidden="true" focusable="false">${cells.join('')}</svg>`;
}

/** Segment colours by number, with a label colour of enough contrast on each. */
export const WHEEL_COLOURS: Record<WheelNumber, { fill: string; ink: string }> = {
  1: { fill: '#facc15', ink: '#1c1917' },
  2: { fill: '#38bdf8', ink: '#0c1a2b' },
  5: { fill: '#a78bfa', ink: '#1e1040' },
  10: { fill: '#4ade80', ink: '#052e16' },
  20: { fill: '#fb923c', ink: '#2a1003' },
  40: { fill: '#e11d48', ink: '#ffffff' },
};

const WHEEL_RADIUS = 200;

function polar(radius: number, degrees: number): string {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
}

/** The wheel: segments clockwise from the top, the rotor turned by the page to land a segment under the pointer. */
export function wheelSvg(): string {
  const count = WHEEL_SEGMENTS.length;
  const step = 360 / count;
  const inner = 58;
  const segments = WHEEL_SEGMENTS.map((number, i) => {
    const start = i * step;
    const end = start + step;
    const { fill, ink } = WHEEL_COLOURS[number];
    const path = `M${polar(inner, start)}L${polar(WHEEL_RADIUS, start)}A${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 0 1 ${polar(WHEEL_RADIUS, end)}L${polar(inner, end)}A${inner} ${inner} 0 0 0 ${polar(inner, start)}Z`;
    const mid = start + step / 2;
    const label = `<text x="0" y="${-WHEEL_RADIUS + 24}" transform="rotate(${mid.toFixed(2)})" text-anchor="middle" dominant-baseline="middle" font-size="${number >= 10 ? 15 : 17}" font-weight="800" fill="${ink}" font-family="system-ui,sans-serif">${number}</text>`;
    return `<g class="seg" data-index="${i}"><path d="${path}" fill="${fill}" stroke="#0b1020" stroke-width="1.5"/>${label}</g>`;
  }).join('');
  const pegs = WHEEL_SEGMENTS.map((_, i) => {
    const [x, y] = polar(WHEEL_RADIUS - 4, i * step).split(' ');
    return `<circle cx="${x}" cy="${y}" r="3" fill="#fef3c7" stroke="#92400e" stroke-width="1"/>`;
  }).join('');
  return `<svg class="wheel" viewBox="-220 -226 440 446" aria-hidden="true" focusable="false">
<defs><radialGradient id="g-hub" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="#fff3b0"/><stop offset=".5" stop-color="#f7c948"/><stop offset="1" stop-color="#92400e"/></radialGradient>
<linearGradient id="g-rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset=".5" stop-color="#b45309"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs>
<circle r="214" fill="url(#g-rim)"/><circle r="${WHEEL_RADIUS + 2}" fill="#0b1020"/>
<g id="rotor" class="rotor">${segments}${pegs}</g>
<circle r="${inner - 2}" fill="#0b1020" stroke="url(#g-rim)" stroke-width="6"/><circle r="34" fill="url(#g-hub)"/>
<path d="M0 -198l-14 -26h28z" fill="#f8fafc" stroke="#0b1020" stroke-width="3" stroke-linejoin="round"/>
</svg>`;
}

export const ICONS = {
  back: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  info: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 11v6" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/><circle cx="12" cy="7.5" r="1.5" fill="currentColor"/></svg>',
  close:
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/></svg>',
  spin: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M20 12a8 8 0 1 1-2.4-5.7" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="M20 4v5h-5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  minus:
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 12h12" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/></svg>',
  plus: '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 12h12M12 6v12" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/></svg>',
  alert:
    '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 3l10 18H2z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><path d="M12 10v5" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/><circle cx="12" cy="18" r="1.3" fill="currentColor"/></svg>',
};
