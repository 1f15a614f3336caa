import { describe, expect, it } from 'vitest';
import { escapeXml, sanitizeRichText } from './html.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links', () => {
    const html =
      '<h3>Title</h3><p><strong>Bold</strong> <a href="/help#terms">terms</a></p><ul><li>a</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes everything that could run', () => {
    const dirty =
      '<p onclick="alert(1)">x</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a><iframe src="//evil"></iframe><style>*{}</style>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>x</p><a>y</a>');
  });

  it('keeps only links that follow the stored-URL rule (issue 13)', () => {
    const hrefs = [
      '/\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      'java\tscript:alert(1)',
      'https:evil.example',
    ];
    for (const href of hrefs) expect(sanitizeRichText(`<a href="${href}">y</a>`), href).toBe('<a>y</a>');
    for (const href of [
      'https://example.com/a',
      '/promotions',
      '#terms',
      'mailto:help@example.com',
      'tel:+8801700000000',
    ])
      expect(sanitizeRichText(`<a href="${href}">y</a>`), href).toBe(`<a href="${href}">y</a>`);
  });

  it('adds noopener to links that open a new window', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('escapeXml', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
