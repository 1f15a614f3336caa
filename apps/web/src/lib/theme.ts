import { THEME_KEYS, type TTheme } from '@portal/contracts';

/** Applies a brand theme as CSS custom properties (the server also inlines them for the first paint). */
export function applyTheme(theme: TTheme): void {
  const root = document.documentElement.style;
  for (const key of THEME_KEYS) {
    root.setProperty(`--c-${key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`, theme[key]);
  }
}
