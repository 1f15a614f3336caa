import type { TAnnouncement, TBanner, TPage, TSystemConfig } from '@portal/contracts';
import { THEME_KEYS } from '@portal/contracts';
import { escapeXml } from '../../platform/html.ts';

/** The marker in the built index.html where the brand's head elements go. */
export const HEAD_MARKER = '<!--portal:head-->';

/** JSON for a <script type="application/json"> block: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function cssVariableName(key: string): string {
  return `--c-${key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;
}

/** CSS custom properties of a theme; colours are validated hex values, so they are safe in CSS. */
export function themeCss(theme: TSystemConfig['merchant']['theme']): string {
  return `:root{${THEME_KEYS.map((key) => `${cssVariableName(key)}:${theme[key]}`).join(';')}}`;
}

const ROOT_MARKER = '<div id="root"></div>';
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register']);

export const isHomePath = (pathname: string) => HOME_PATHS.has(pathname.toLowerCase());

/** What the home page shows first, inlined so it draws without waiting for calls of its own. */
export interface HomeContent {
  banners: TBanner[];
  marquee: TPage<TAnnouncement>;
}

/**
 * The first frame, drawn from HTML before any script runs: the header with the brand, and on the
 * home page the hero title (the brand's tagline, the page's largest text). It uses the app's own
 * classes, so the app draws over it in the same place when it starts.
 */
export function firstFrameHtml(config: TSystemConfig, pathname: string, withMarquee = false): string {
  // A closed site shows its status page instead; drawing the shell first would only flash.
  if (config.status.status !== 0) return '';
  const { merchant } = config;
  const brand = `<span class="brand-mark header__brand"><img src="${escapeXml(merchant.logoUrl)}" alt="" width="32" height="32"><span class="brand-mark__name">${escapeXml(merchant.name)}</span></span>`;
  const hero = HOME_PATHS.has(pathname.toLowerCase())
    ? `<div class="home">${withMarquee ? '<div class="marquee marquee--pending"></div>' : ''}<section class="hero"><div class="hero__content"><p class="hero__eyebrow" aria-hidden="true">&nbsp;</p><h1 class="hero__title">${escapeXml(merchant.tagline ?? merchant.name)}</h1></div></section></div>`
    : '';
  return `<div class="app app--first-frame"><div class="app__side"><div class="side-menu"></div></div><div class="app__column"><header class="header">${brand}</header><main class="main">${hero}</main></div></div>`;
}

/**
 * Puts the brand into the app's HTML: language, title, theme colours (a nonce'd style element,
 * since the CSP allows no inline styles), favicon, and the config (with, on the home page, its
 * banners and marquee) as a JSON data block the app reads at start instead of fetching it.
 */
export function renderIndexHtml(
  template: string,
  config: TSystemConfig,
  language: string,
  styleNonce: string,
  pathname = '/',
  home?: HomeContent,
): string {
  const { merchant } = config;
  // The first home banner is the page's largest image: ask for it with the document.
  const firstBanner = home?.banners[0];
  const title = merchant.tagline ? `${merchant.name} | ${merchant.tagline}` : merchant.name;
  const head = [
    `<title>${escapeXml(title)}</title>`,
    `<meta name="description" content="${escapeXml(merchant.tagline ?? merchant.name)}">`,
    `<meta name="theme-color" content="${merchant.theme.background}">`,
    `<link rel="icon" type="image/svg+xml" href="${escapeXml(merchant.logoUrl)}">`,
    `<style nonce="${escapeXml(styleNonce)}">${themeCss(merchant.theme)}</style>`,
    firstBanner
      ? `<link rel="preload" as="image" href="${escapeXml(firstBanner.url)}" fetchpriority="high">`
      : '',
    `<script id="portal-boot" type="application/json">${jsonForScript({ config, language, ...(home ? { home } : {}) })}</script>`,
  ].join('');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeXml(language)}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(HEAD_MARKER, head)
    .replace(
      ROOT_MARKER,
      `<div id="root">${firstFrameHtml(config, pathname, (home?.marquee.total ?? 0) > 0)}</div>`,
    );
}
