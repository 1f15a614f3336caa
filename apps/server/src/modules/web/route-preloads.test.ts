import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads, renderIndexHtml } from './index-html.ts';
import { routePreloads } from './route-preloads.ts';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_icon-1.js'],
    css: ['assets/index-1.css'],
  },
  '_icon-1.js': { file: 'assets/icon-1.js' },
  '_tabs-1.js': { file: 'assets/tabs-1.js', imports: ['_icon-1.js'], css: ['assets/tabs-1.css'] },
  'src/app/routes/promotions-page.tsx': {
    file: 'assets/promotions-page-1.js',
    imports: ['index.html', '_tabs-1.js', '_icon-1.js'],
    css: ['assets/index-1.css'],
  },
  'src/locales/promotions/en.ts': { file: 'assets/en-1.js' },
  'src/locales/promotions/bn.ts': { file: 'assets/bn-1.js' },
};
const ROUTES = { '/promotions': { modules: ['src/app/routes/promotions-page.tsx'], texts: ['promotions'] } };

describe("the app's code comes after the first frame's", () => {
  it('asks for the build’s module preloads at low priority, once', () => {
    const template =
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css">';
    const low = lowPriorityPreloads(template);
    expect(low.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(low).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(low).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(lowPriorityPreloads(low)).toBe(low);
  });
});

describe('the code a page asks for with its HTML', () => {
  const preloads = routePreloads(MANIFEST, ROUTES);

  it("lists the route's chunks and their imports, less what the entry already loads", () => {
    expect(preloads('/promotions', 'en')).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/promotions-page-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/tabs-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/en-1.js">' +
        '<link rel="preload" as="style" href="/assets/tabs-1.css">',
    );
  });

  it("adds the texts of the reader's language to English, matches any case, and knows no other page", () => {
    const bn = preloads('/Promotions/', 'bn');
    expect(bn).toContain('href="/assets/en-1.js"');
    expect(bn).toContain('href="/assets/bn-1.js"');
    expect(preloads('/', 'en')).toBe('');
    expect(preloads('/no/such/page', 'en')).toBe('');
  });

  it('puts them last in the head, and keeps a "$" in brand texts as text', () => {
    const template =
      '<html lang="en"><head><title>x</title><!--portal:head--><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
    const config = {
      merchant: {
        code: 'T',
        name: 'Win $& more',
        tagline: "$' and $1",
        logoUrl: '/logo.svg',
        theme: {
          primary: '#000001',
          primaryContrast: '#000002',
          accent: '#000003',
          background: '#000004',
          surface: '#000005',
          surfaceRaised: '#000006',
          border: '#000007',
          text: '#000008',
          textMuted: '#000009',
        },
      },
      status: { status: 0 },
    } as unknown as Parameters<typeof renderIndexHtml>[1];
    const html = renderIndexHtml(
      template,
      config,
      'en',
      'n',
      '/promotions',
      undefined,
      preloads('/promotions', 'en'),
    );
    expect(html).toMatch(
      /<script type="module" src="\/assets\/index-1.js"><\/script><link rel="modulepreload"[\s\S]*<\/head>/,
    );
    expect(html).toContain('<title>Win $&#38; more | $&#39; and $1</title>');
  });
});
