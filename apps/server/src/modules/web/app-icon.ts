import { crc32, deflateSync } from 'node:zlib';
import type { TTheme } from '@portal/contracts';

/**
 * The installed app's icons (ADR 0047): the brand's logo mark (system/artwork.ts brandLogoSvg: a
 * primary-to-accent square with a faint star and the name's initials) drawn again as PNG pixels
 * here, in plain TypeScript (no native image library), because launchers want PNGs at 192 and
 * 512 px and a "maskable" one whose mark stays inside the centre circle any launcher mask keeps.
 */

export type IconKind = 'any' | 'maskable';

/** A PNG file of RGBA pixels (8 bits per channel, no interlace), compressed with zlib. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0; // no filter
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Point = readonly [number, number];
type Stroke = readonly Point[];

/** A stroke font on a 4×6 grid (y down): enough for the initials of a brand's name. */
const O: Stroke = [
  [1, 0],
  [3, 0],
  [4, 1],
  [4, 5],
  [3, 6],
  [1, 6],
  [0, 5],
  [0, 1],
  [1, 0],
];
const P: Stroke = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2],
  [3, 3],
  [0, 3],
];
const GLYPHS: Record<string, readonly Stroke[]> = {
  A: [
    [
      [0, 6],
      [0, 2],
      [2, 0],
      [4, 2],
      [4, 6],
    ],
    [
      [0, 3.6],
      [4, 3.6],
    ],
  ],
  B: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
    [
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.5],
      [2.5, 3.5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [1, 0],
      [3, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.7],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  O: [O],
  P: [P],
  Q: [
    O,
    [
      [2.5, 4.5],
      [4, 6],
    ],
  ],
  R: [
    P,
    [
      [2, 3],
      [4, 6],
    ],
  ],
  S: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 3],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  '0': [
    O,
    [
      [4, 1],
      [0, 5],
    ],
  ],
  '1': [
    [
      [1, 1],
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
    [
      [1.5, 3],
      [3, 3],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
    ],
    [
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 4],
      [1, 3],
    ],
  ],
  '9': [
    [
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [4, 3],
    ],
  ],
};

/** The same initials the logo shows: the first letters of two words, or the first two characters. */
export function iconInitials(name: string): string {
  const words = name.split(/[\s_-]+/).filter(Boolean);
  const letters = words.length >= 2 ? words.map((w) => w[0]).join('') : name.replace(/[^A-Za-z0-9]/g, '');
  return [...letters.toUpperCase()]
    .filter((ch) => ch in GLYPHS)
    .slice(0, 2)
    .join('');
}

/** The logo's star (64-unit space, as in brandLogoSvg). */
const STAR: Point[] = [
  [32, 9],
  [37.6, 20.4],
  [50.2, 22.2],
  [41.1, 31.1],
  [43.2, 43.6],
  [32, 37.7],
  [20.8, 43.6],
  [22.9, 31.1],
  [13.8, 22.2],
  [26.4, 20.4],
];

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isFinite(n) ? [(n >> 16) & 255, (n >> 8) & 255, n & 255] : [0, 0, 0];
}

function inPolygon(x: number, y: number, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function nearSegment(x: number, y: number, a: Point, b: Point, radius: number): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / length));
  const px = a[0] + t * dx - x;
  const py = a[1] + t * dy - y;
  return px * px + py * py <= radius * radius;
}

/**
 * Draws the brand's icon as RGBA pixels, 4×4 samples a pixel for smooth edges. "any": the logo's
 * rounded square on transparency; "maskable": the gradient fills the square and the mark is drawn
 * at 80 % so it stays in the safe circle (radius 40 %) that every launcher mask keeps.
 */
export function drawAppIcon(name: string, theme: TTheme, size: number, kind: IconKind): Uint8Array {
  const from = rgb(theme.primary);
  const to = rgb(theme.accent);
  const ink = rgb(theme.primaryContrast);
  const markScale = kind === 'maskable' ? 0.8 : 1;
  // From pixel space to the logo's 64-unit space (mark shrunk about the centre when maskable).
  const unit = size / 64;
  const toMark = (v: number) => (v / unit - 32) / markScale + 32;
  const text = iconInitials(name);
  // Text: cap height 17 units (the logo's 24-unit font), baseline at 42, centred.
  const scale = 17 / 6;
  const advance = 5.6 * scale;
  const width = text.length > 0 ? (text.length - 1) * advance + 4 * scale : 0;
  const left = 32 - width / 2;
  const top = 42 - 17;
  const strokes: [Point, Point][] = [];
  [...text].forEach((ch, index) => {
    for (const line of GLYPHS[ch] ?? []) {
      for (let i = 1; i < line.length; i += 1) {
        const a = line[i - 1] as Point;
        const b = line[i] as Point;
        const at = (p: Point): Point => [left + index * advance + p[0] * scale, top + p[1] * scale];
        strokes.push([at(a), at(b)]);
      }
    }
  });
  const strokeRadius = 1.8;
  const textBox = [left - 2, top - 2, left + width + 2, top + 17 + 2] as const;
  const corner = 16;
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let star = 0;
      let ink1 = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          // Background: the whole square (maskable) or the logo's rounded square.
          const lx = x / unit;
          const ly = y / unit;
          let inBg = true;
          if (kind === 'any') {
            const cx = Math.min(Math.max(lx, corner), 64 - corner);
            const cy = Math.min(Math.max(ly, corner), 64 - corner);
            inBg = (lx - cx) ** 2 + (ly - cy) ** 2 <= corner * corner;
          }
          if (!inBg) continue;
          bg += 1;
          const mx = toMark(x);
          const my = toMark(y);
          if (mx >= 13 && mx <= 51 && my >= 8 && my <= 44 && inPolygon(mx, my, STAR)) star += 1;
          if (
            mx >= textBox[0] &&
            mx <= textBox[2] &&
            my >= textBox[1] &&
            my <= textBox[3] &&
            strokes.some(([a, b]) => nearSegment(mx, my, a, b, strokeRadius))
          ) {
            ink1 += 1;
          }
        }
      }
      const total = samples * samples;
      if (bg === 0) continue;
      const t = (px + py) / (2 * size);
      const starMix = (0.22 * star) / bg;
      const inkMix = ink1 / bg;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) {
        let value = (from[c] as number) * (1 - t) + (to[c] as number) * t;
        value = value * (1 - starMix) + 255 * starMix;
        value = value * (1 - inkMix) + (ink[c] as number) * inkMix;
        pixels[offset + c] = Math.round(value);
      }
      pixels[offset + 3] = Math.round((255 * bg) / total);
    }
  }
  return pixels;
}

const cache = new Map<string, Buffer>();

/** The icon as a PNG, drawn once per brand name, theme, size and kind (a few tens of ms). */
export function appIconPng(name: string, theme: TTheme, size: number, kind: IconKind): Buffer {
  const key = `${name}|${theme.primary}|${theme.accent}|${theme.primaryContrast}|${size}|${kind}`;
  let png = cache.get(key);
  if (!png) {
    if (cache.size > 100) cache.clear();
    png = encodePng(size, size, drawAppIcon(name, theme, size, kind));
    cache.set(key, png);
  }
  return png;
}
