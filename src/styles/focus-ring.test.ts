import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../tailwind.config.ts';

/**
 * The keyboard focus ring: one colour across the site, never the red errors and the brand
 * are drawn in, and visible against the page (WCAG 2.2 non-text contrast, 3:1).
 */
const colors = config.theme.extend.colors;
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
/** Red minus blue: positive for the reds of errors and the brand, negative for a blue. */
const redness = (hex: string) => parseInt(hex.slice(1, 3), 16) - parseInt(hex.slice(5, 7), 16);

describe('the focus ring', () => {
  it('is blue, not the danger or brand red, with at least 3:1 against white and the soft surface', () => {
    expect(redness(colors.focus)).toBeLessThan(0);
    expect(redness(colors.danger)).toBeGreaterThan(0);
    expect(redness(colors.brand[500])).toBeGreaterThan(0);
    expect(contrast(colors.focus, colors.surface.DEFAULT)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focus, colors.surface.soft)).toBeGreaterThanOrEqual(3);
  });

  it('is what the global CSS draws, overriding components’ own focus colours', () => {
    const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
    expect(css).toMatch(/:focus-visible \{\s*outline: 2px solid theme\(colors\.focus\);/);
    expect(css).not.toMatch(/:focus-visible \{\s*outline: [^;]*brand/);
    const unlayered = css.slice(css.lastIndexOf('@layer base'));
    expect(unlayered).toMatch(/:focus,\s*:focus-visible,\s*\.peer:focus-visible ~ \* \{\s*--tw-ring-color: theme\(colors\.focus\);/);
  });
});
