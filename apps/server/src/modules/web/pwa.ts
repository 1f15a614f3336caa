import { createHash } from 'node:crypto';
import type { LanguageCode, TTheme } from '@portal/contracts';
import { escapeXml } from '../../platform/html.ts';

/**
 * The installable web app (ADR 0047): the brand's web app manifest, its service worker, the
 * offline page and the small script that registers the worker and keeps the browser's install
 * prompt for the download page.
 */

/** The icons the manifest lists, by file name under /app-icon/. */
export const APP_ICONS = {
  '192.png': { size: 192, kind: 'any' },
  '512.png': { size: 512, kind: 'any' },
  'maskable-512.png': { size: 512, kind: 'maskable' },
} as const;
export type AppIconFile = keyof typeof APP_ICONS;
export const isAppIconFile = (file: string): file is AppIconFile => Object.hasOwn(APP_ICONS, file);

export const SW_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';
export const OFFLINE_PATH = '/offline.html';
export const REGISTER_PATH = '/pwa.js';
export const INSTALL_QR_PATH = '/install-qr.svg';
/** Where the download page's QR code leads: the download page, opened to install. */
export const INSTALL_PATH = '/download?install=1';

interface PwaTexts {
  offlineTitle: string;
  offlineText: string;
  offlineSafe: string;
  retry: string;
}

const TEXTS: Record<LanguageCode, PwaTexts> = {
  en: {
    offlineTitle: 'You are offline',
    offlineText: 'This page needs the internet. Check your connection, then try again.',
    offlineSafe:
      'Nothing is played, bet or paid while you are offline: your balance is kept on our servers and shown again when you are back.',
    retry: 'Try again',
  },
  bn: {
    offlineTitle: 'আপনি অফলাইনে আছেন',
    offlineText: 'এই পৃষ্ঠার জন্য ইন্টারনেট দরকার। আপনার সংযোগ পরীক্ষা করে আবার চেষ্টা করুন।',
    offlineSafe:
      'অফলাইনে থাকাকালীন কোনো খেলা, বাজি বা পেমেন্ট হয় না: আপনার ব্যালেন্স আমাদের সার্ভারে সংরক্ষিত থাকে এবং আপনি ফিরে এলে আবার দেখানো হয়।',
    retry: 'আবার চেষ্টা করুন',
  },
  fil: {
    offlineTitle: 'Offline ka',
    offlineText: 'Kailangan ng internet ang pahinang ito. Suriin ang iyong koneksyon, saka subukan muli.',
    offlineSafe:
      'Walang nilalaro, tinataya o binabayaran habang offline ka: nakatago ang iyong balanse sa aming mga server at ipapakita muli pagbalik mo.',
    retry: 'Subukan muli',
  },
};

export const pwaTexts = (language: LanguageCode): PwaTexts => TEXTS[language] ?? TEXTS.en;

/** Changes when the brand's name or icon colours change, so the icons' addresses change too. */
export function iconVersion(name: string, theme: TTheme): string {
  return createHash('sha256')
    .update(`${name}|${theme.primary}|${theme.accent}|${theme.primaryContrast}`)
    .digest('hex')
    .slice(0, 10);
}

export const iconUrl = (file: AppIconFile, version: string) => `/app-icon/${file}?v=${version}`;

/** A short name for the launcher: the name itself when it fits under the icon (12 characters). */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= 12 ? first : name.slice(0, 12);
}

export function webManifest(input: {
  name: string;
  tagline: string | null;
  language: LanguageCode;
  theme: TTheme;
  logoUrl: string;
}) {
  const version = iconVersion(input.name, input.theme);
  return {
    id: '/',
    name: input.name,
    short_name: shortName(input.name),
    description: input.tagline ?? input.name,
    lang: input.language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: input.theme.background,
    theme_color: input.theme.background,
    categories: ['games', 'entertainment'],
    icons: [
      { src: iconUrl('192.png', version), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconUrl('512.png', version), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: iconUrl('maskable-512.png', version), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: input.logoUrl, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * Which way the worker answers a request, as source text so the worker and its unit test run the
 * same function. `network`: the worker stays out (the browser fetches as if there were no worker;
 * nothing is stored): every API, socket, webhook, console and development path, anything not GET
 * and anything from another origin. `cache-first`: the build's hashed files, which never change
 * under one name. `page`: a navigation, from the network, the offline page when that fails.
 */
export const STRATEGY_SOURCE = `
var NEVER_CACHED = ['/wps', '/lgw', '/lotto', '/pw', '/admin', '/ws', '/hooks', '/__dev', '/healthz', '/readyz', '/sw.js', '/pwa.js', '/manifest.webmanifest'];
function strategyFor(href, origin, method, mode) {
  var url = new URL(href);
  if (method !== 'GET' || url.origin !== origin) return 'network';
  var path = url.pathname.toLowerCase();
  for (var i = 0; i < NEVER_CACHED.length; i += 1) {
    var prefix = NEVER_CACHED[i];
    if (path === prefix || path.indexOf(prefix + '/') === 0 || path.indexOf(prefix + '?') === 0) return 'network';
  }
  if (path.indexOf('/assets/') === 0) return 'cache-first';
  if (path.indexOf('/app-icon/') === 0) return 'cache-first';
  if (mode === 'navigate') return 'page';
  return 'network';
}
`;

/** The hashed files the HTML itself loads (entry script, its preloads and styles): cached at install. */
export function shellAssets(template: string): string[] {
  const found = new Set<string>();
  for (const match of template.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found].sort();
}

/**
 * The service worker. Its version is the build's and the brand's icons': a new build or a new
 * theme is a new worker. It installs without waiting (skipWaiting) but does not claim open pages:
 * a page keeps what it was loaded with, and the next load is answered by the new worker, whose
 * activation has removed the old caches (ADR 0047).
 */
export function serviceWorkerSource(input: { build: string; icons: string[]; assets: string[] }): string {
  const version = createHash('sha256')
    .update(`${input.build}|${input.icons.join(',')}|${input.assets.join(',')}`)
    .digest('hex')
    .slice(0, 12);
  return `'use strict';
/* The player site's service worker (ADR 0047); generated by the server, version ${version}. */
var VERSION = ${JSON.stringify(version)};
var CACHE = 'portal-' + VERSION;
var OFFLINE = ${JSON.stringify(OFFLINE_PATH)};
var PRECACHE = [OFFLINE].concat(${JSON.stringify(input.icons)}, ${JSON.stringify(input.assets)});
${STRATEGY_SOURCE}
self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) { return cache.addAll(PRECACHE); }).then(function () { return self.skipWaiting(); })
  );
});
self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (keys) {
      return Promise.all(keys.filter(function (key) { return key.indexOf('portal-') === 0 && key !== CACHE; }).map(function (key) { return caches.delete(key); }));
    })
  );
});
self.addEventListener('fetch', function (event) {
  var request = event.request;
  var strategy = strategyFor(request.url, self.location.origin, request.method, request.mode);
  if (strategy === 'network') return;
  if (strategy === 'cache-first') {
    event.respondWith(
      caches.open(CACHE).then(function (cache) {
        return cache.match(request).then(function (hit) {
          if (hit) return hit;
          return fetch(request).then(function (response) {
            if (response.ok && response.type === 'basic') cache.put(request, response.clone());
            return response;
          });
        });
      })
    );
    return;
  }
  event.respondWith(
    fetch(request).catch(function () {
      return caches.open(CACHE).then(function (cache) {
        return cache.match(OFFLINE).then(function (page) { return page || Response.error(); });
      });
    })
  );
});
`;
}

/** Registers the worker after load and keeps the install prompt for the download page. */
export const REGISTER_SOURCE = `'use strict';
(function () {
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.__portalInstallPrompt = event;
    window.dispatchEvent(new Event('portal:installable'));
  });
  window.addEventListener('appinstalled', function () {
    window.__portalInstallPrompt = null;
    window.dispatchEvent(new Event('portal:installed'));
  });
  if (!('serviceWorker' in navigator)) return;
  // One address for the worker, whatever the language: a new address would replace the worker
  // while it answers a navigation, and abort it. The offline page carries every language.
  var register = function () {
    navigator.serviceWorker.register('${SW_PATH}', { scope: '/' }).catch(function () {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
})();
`;

/** The key under which the site keeps the language the player chose (apps/web's i18n). */
export const CHOSEN_LANGUAGE_KEY = 'portal.language';

/**
 * The page a navigation gets offline: the brand's icon and colours, self-contained (one nonce'd
 * style, one nonce'd script). It is written in `language` and carries the texts of every language
 * the brand offers; its script switches to the one the player chose on the site (kept in local
 * storage), so one cached copy serves every language.
 */
export function offlineHtml(input: {
  name: string;
  language: LanguageCode;
  languages: readonly LanguageCode[];
  theme: TTheme;
  icon: string;
  styleNonce: string;
  scriptNonce: string;
}): string {
  const t = pwaTexts(input.language);
  const { theme } = input;
  const texts: Record<string, PwaTexts & { title: string }> = {};
  for (const code of new Set([input.language, ...input.languages])) {
    const own = pwaTexts(code);
    texts[code] = { ...own, title: `${own.offlineTitle} | ${input.name}` };
  }
  // JSON inside a script element: "<" is escaped so no text can close the element.
  const data = JSON.stringify(texts).replace(/</g, '\\u003c');
  const script = `(function(){var texts=JSON.parse(document.getElementById('texts').textContent);var chosen=null;try{chosen=localStorage.getItem(${JSON.stringify(CHOSEN_LANGUAGE_KEY)})}catch(e){}var t=chosen&&Object.prototype.hasOwnProperty.call(texts,chosen)?texts[chosen]:null;if(!t)return;document.documentElement.lang=chosen;document.title=t.title;var set=function(id,text){document.getElementById(id).textContent=text};set('title',t.offlineTitle);set('text',t.offlineText);set('safe',t.offlineSafe);set('retry',t.retry)})();`;
  const css = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:${theme.background};color:${theme.text};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif}main{max-width:26rem;padding:2rem 1.5rem;text-align:center}img{border-radius:22%}h1{font-size:1.5rem;margin:1rem 0 .5rem}p{margin:.5rem 0;color:${theme.textMuted}}a{display:inline-flex;align-items:center;justify-content:center;min-height:48px;min-width:48px;margin-top:1.25rem;padding:0 1.5rem;border-radius:999px;background:${theme.primary};color:${theme.primaryContrast};font-weight:700;text-decoration:none}a:focus-visible{outline:3px solid ${theme.accent};outline-offset:3px}`;
  return `<!doctype html>
<html lang="${escapeXml(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<meta name="theme-color" content="${escapeXml(theme.background)}">
<title>${escapeXml(`${t.offlineTitle} | ${input.name}`)}</title>
<style nonce="${escapeXml(input.styleNonce)}">${css}</style>
</head>
<body>
<main>
<img src="${escapeXml(input.icon)}" alt="${escapeXml(input.name)}" width="96" height="96">
<h1 id="title">${escapeXml(t.offlineTitle)}</h1>
<p id="text">${escapeXml(t.offlineText)}</p>
<p id="safe">${escapeXml(t.offlineSafe)}</p>
<a id="retry" href="/">${escapeXml(t.retry)}</a>
</main>
<script type="application/json" id="texts">${data}</script>
<script nonce="${escapeXml(input.scriptNonce)}">${script}</script>
</body>
</html>
`;
}
