import type { TAnnouncement, TBanner, TPage, TSystemConfig } from '@portal/contracts';
import { BANNER_SIZE, safeHref, THEME_KEYS } from '@portal/contracts';
import { escapeXml } from '../../platform/html.ts';
import { iconUrl, iconVersion, MANIFEST_PATH, REGISTER_PATH } from './pwa.ts';

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
 * The home banners as the carousel first draws them (apps/web BannerCarousel): the first slide,
 * and the second beside it on wide screens, in the carousel's own classes, so the page's largest
 * image is painted from HTML and the app's carousel takes its place at the same size. Controls
 * wait for the app; their row is kept.
 */
function firstFrameBanners(banners: TBanner[]): string {
  const shown = banners.slice(0, 2).flatMap((banner) => {
    const url = safeHref(banner.url);
    return url ? [{ banner, url }] : [];
  });
  if (shown.length === 0) return '';
  const { width, height } = BANNER_SIZE.w_home;
  const pair = shown.length > 1 ? ' carousel__slide--first-pair' : '';
  const slides = shown
    .map(({ banner, url }, i) => {
      const label = banner.subtitle ? `${banner.title}. ${banner.subtitle}` : banner.title;
      // The second shows only on wide screens: it waits for layout, and never outruns the first.
      const priority = i === 0 ? 'fetchpriority="high"' : 'loading="lazy"';
      return `<div class="carousel__slide${pair}"${i > 0 ? ' aria-hidden="true"' : ''}><div class="banner"><img src="${escapeXml(url)}" alt="${escapeXml(label)}" width="${width}" height="${height}" ${priority} decoding="async"></div></div>`;
    })
    .join('');
  const controls =
    banners.length > 1 ? '<div class="carousel__controls carousel__controls--pending"></div>' : '';
  return `<section class="carousel"><div class="carousel__viewport"><div class="carousel__track">${slides}</div></div>${controls}</section>`;
}

/**
 * The first frame, drawn from HTML before any script runs: the header with the brand, the top
 * navigation's row on wide screens, and on the
 * home page the marquee's place, the first banners (the page's largest image) and the hero title
 * (the brand's tagline). It uses the app's own classes, so the app draws over it in the same place
 * when it starts.
 */
export function firstFrameHtml(config: TSystemConfig, pathname: string, home?: HomeContent): string {
  // A closed site shows its status page instead; drawing the shell first would only flash.
  if (config.status.status !== 0) return '';
  const { merchant } = config;
  const brand = `<span class="brand-mark header__brand"><img src="${escapeXml(merchant.logoUrl)}" alt="" width="32" height="32"><span class="brand-mark__name">${escapeXml(merchant.name)}</span></span>`;
  const withMarquee = (home?.marquee.total ?? 0) > 0;
  const hero = HOME_PATHS.has(pathname.toLowerCase())
    ? `<div class="home">${withMarquee ? '<div class="marquee marquee--pending"></div>' : ''}${firstFrameBanners(home?.banners ?? [])}<section class="hero"><div class="hero__content"><p class="hero__eyebrow" aria-hidden="true">&nbsp;</p><h1 class="hero__title">${escapeXml(merchant.tagline ?? merchant.name)}</h1></div></section></div>`
    : '';
  return `<div class="app app--first-frame"><div class="app__side"><div class="side-menu"></div></div><div class="app__column"><header class="header">${brand}</header><div class="top-nav top-nav--pending"></div><main class="main">${hero}</main></div></div>`;
}

/**
 * The app's code is fetched after what the first frame needs (ADR 0049): its module preloads are
 * asked for at low priority, so the stylesheet and the first banner come first and the frame
 * drawn from HTML paints without waiting for the app's chunks. The entry script keeps its
 * priority; it runs once its preloads are in, as before.
 */
export function lowPriorityPreloads(template: string): string {
  return template.replace(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}

/**
 * Puts the brand into the app's HTML: language, title, theme colours (a nonce'd style element,
 * since the CSP allows no inline styles), favicon, and the config (with, on the home page, its
 * banners and marquee) as a JSON data block the app reads at start instead of fetching it; last,
 * the links to the route's own code.
 */
export function renderIndexHtml(
  template: string,
  config: TSystemConfig,
  language: string,
  styleNonce: string,
  pathname = '/',
  home?: HomeContent,
  /** The route's own code (route-preloads.ts), after the entry's in the head. */
  routePreloads = '',
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
    // The installable app (ADR 0047): the brand's manifest, the icon iOS puts on the home screen,
    // and the script that registers the service worker after load.
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    `<link rel="apple-touch-icon" href="${iconUrl('192.png', iconVersion(merchant.name, merchant.theme))}">`,
    `<script src="${REGISTER_PATH}" defer></script>`,
    `<style nonce="${escapeXml(styleNonce)}">${themeCss(merchant.theme)}</style>`,
    firstBanner
      ? `<link rel="preload" as="image" href="${escapeXml(firstBanner.url)}" fetchpriority="high">`
      : '',
    `<script id="portal-boot" type="application/json">${jsonForScript({ config, language, ...(home ? { home } : {}) })}</script>`,
  ].join('');
  // Replacements are functions: a "$" in a brand's texts is text, never a replacement pattern.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeXml(language)}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(HEAD_MARKER, () => head)
    .replace('</head>', () => `${routePreloads}</head>`)
    .replace(ROOT_MARKER, () => `<div id="root">${firstFrameHtml(config, pathname, home)}</div>`);
}
