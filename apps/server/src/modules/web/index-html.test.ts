import { describe, expect, it } from 'vitest';
import { jsonForScript, themeCss } from './index-html.ts';

describe('jsonForScript', () => {
  it('cannot close the script element or start a comment, and still parses back', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('themeCss', () => {
  it('writes every theme colour as a custom property', () => {
    const css = themeCss({
      primary: '#000001',
      primaryContrast: '#000002',
      accent: '#000003',
      background: '#000004',
      surface: '#000005',
      surfaceRaised: '#000006',
      border: '#000007',
      text: '#000008',
      textMuted: '#000009',
    });
    expect(css).toBe(
      ':root{--c-primary:#000001;--c-primary-contrast:#000002;--c-accent:#000003;--c-background:#000004;--c-surface:#000005;--c-surface-raised:#000006;--c-border:#000007;--c-text:#000008;--c-text-muted:#000009}',
    );
  });
});
