import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFallbackCss } from './fallbacks.mjs';

const read = (file: string) => readFileSync(new URL(`../../app/styles/${file}`, import.meta.url), 'utf8');

describe('fallback faces shaped like Inter', () => {
  it('are what the generator writes (npm run fonts -w apps/web after a change)', () => {
    expect(read('font-fallbacks.css')).toBe(fontFallbackCss());
  });

  it('scale Arial and its metric twins alike, Roboto on its own, and the bold weights from the bold faces', () => {
    const faces = fontFallbackCss()
      .split('@font-face')
      .slice(1)
      .map((face) => ({
        family: /font-family: "Inter Fallback: ([^"]+)"/.exec(face)?.[1],
        weight: /font-weight: (\d+)/.exec(face)?.[1],
        src: /src: ([^;]+);/.exec(face)?.[1],
        sizeAdjust: /size-adjust: ([\d.]+)%/.exec(face)?.[1],
      }));
    expect(faces).toHaveLength(12);
    const face = (family: string, weight: string) => faces.find((one) => one.family === family && one.weight === weight)!;
    for (const weight of ['400', '600', '800']) {
      const arial = face('Arial', weight);
      for (const twin of ['Liberation Sans', 'Arimo']) expect(face(twin, weight).sizeAdjust).toBe(arial.sizeAdjust);
      expect(face('Roboto', weight).sizeAdjust).not.toBe(arial.sizeAdjust);
    }
    expect(face('Arial', '400').src).toBe("local('Arial'), local('ArialMT')");
    expect(face('Liberation Sans', '600').src).toBe("local('Liberation Sans Bold'), local('LiberationSans-Bold')");
    expect(face('Arial', '800').src).toBe("local('Arial Bold'), local('Arial-BoldMT')");
    // Inter is wider than Arial at 400 and scaled up; Arial's bold face is nearly as wide as Inter's 600.
    expect(Number(face('Arial', '400').sizeAdjust)).toBeGreaterThan(105);
    expect(Number(face('Arial', '600').sizeAdjust)).toBeLessThan(Number(face('Arial', '800').sizeAdjust));
  });

  it("cover only Inter's characters: one Inter lacks keeps the platform's glyph", () => {
    const covers = (range: string, codePoint: number) =>
      range.split(', ').some((part) => {
        const [from, to = from] = part.replace('U+', '').split('-');
        return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16);
      });
    const ranges = [...fontFallbackCss().matchAll(/unicode-range: ([^;]+);/g)].map(([, range]) => range);
    expect(ranges).toHaveLength(12);
    for (const range of ranges) {
      for (const character of 'aZé€ëŁ') expect(covers(range, character.codePointAt(0)!)).toBe(true);
      // The arrow of "← Alle vacatures": not in Inter's Latin faces, so not scaled either (the screenshots caught it).
      expect(covers(range, '←'.codePointAt(0)!)).toBe(false);
    }
  });

  it('come right after Inter in the body font, before the platform fonts', () => {
    expect(read('base.css')).toMatch(/body \{[^}]*font-family: var\(--font-body\)/);
    const stack = /--font-body: ([^;]+);/.exec(fontFallbackCss())?.[1].split(', ');
    expect(stack?.slice(0, 5)).toEqual([
      'Inter',
      '"Inter Fallback: Arial"',
      '"Inter Fallback: Liberation Sans"',
      '"Inter Fallback: Arimo"',
      '"Inter Fallback: Roboto"',
    ]);
    expect(stack?.at(-1)).toBe('sans-serif');
  });
});
