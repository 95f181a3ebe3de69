import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio } from './contrast';

/** The colours exactly as the design tokens declare them (decision 027), per colour mode. */
const css = ['../../app/styles/tokens.css'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');
function variables(selector: string): Record<string, string> {
  const vars: Record<string, string> = {};
  const blocks = css.matchAll(new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`, 'g'));
  for (const [, body] of blocks)
    for (const [, name, value] of body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)) vars[name] = value.toLowerCase();
  return vars;
}
const light = variables(':root');
const dark = { ...light, ...variables(':root.dark') };

describe('contrast ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('brand red #e20612 on white passes AA for normal text (4.9:1), as text and under white button text', () => {
    expect(light.brand).toBe('#e20612');
    const ratio = contrastRatio(light.brand, '#ffffff');
    expect(ratio).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(ratio).toBeCloseTo(4.92, 2);
  });

  it('secondary #2daae1 fails for text on white, so text uses its strong shade', () => {
    expect(contrastRatio(light.secondary, '#ffffff')).toBeLessThan(AA_LARGE_TEXT);
    expect(contrastRatio(light['secondary-strong'], '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  for (const [mode, palette] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`${mode} mode: body, muted, link and status text on every surface reach 4.5:1, the focus ring 3:1`, () => {
      for (const surface of ['bg', 'bg-soft', 'card']) {
        for (const text of ['fg', 'fg-muted', 'link', 'danger', 'success', 'positive']) {
          expect(contrastRatio(palette[text], palette[surface]), `${text} on ${surface}`).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
        }
        expect(contrastRatio(palette.focus, palette[surface]), `focus on ${surface}`).toBeGreaterThanOrEqual(AA_LARGE_TEXT);
      }
    });
  }

  it('white text on the primary button (brand-strong) and its hover reaches 4.5:1', () => {
    expect(contrastRatio('#ffffff', light['brand-strong'])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio('#ffffff', light['brand-hover'])).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});
