// Makes src/assets/fonts/vazirmatn-subset.woff2, the shop's only web font: Vazirmatn's
// variable font (from the vazirmatn package) cut to the weights the CSS uses (wght 400-700)
// and to the characters a Persian shop shows (Arabic script, Basic Latin and Latin-1,
// punctuation). About 60 KB, against 3 x 50 KB for the static Regular, Medium and Bold: the
// one preloaded font is most of the bytes before the first paint (Lighthouse LCP).
// Characters outside the subset fall back to the next font in the stack, per character.
//
// The file is committed; run this again only when vazirmatn is upgraded or the ranges change:
//   npm install --no-save subset-font@2.9.0 && node scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Inclusive code point ranges kept in the font (the file keeps those of them it has glyphs for). */
export const FONT_RANGES = [
  [0x0020, 0x007e], // Basic Latin: model names, e-mail addresses, ASCII digits
  [0x00a0, 0x00ff], // Latin-1: no-break space, « », ×, ÷
  [0x0600, 0x06ff], // Arabic, with the Persian letters and digits
  [0x0750, 0x077f], // Arabic Supplement
  [0x2000, 0x206f], // General Punctuation: ZWNJ, bidi marks, dashes, quotes, ellipsis
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2200, 0x22ff], // Mathematical Operators: −, ∕
  [0x25cc, 0x25cc], // dotted circle (shaping)
  [0xfb50, 0xfdff], // Arabic Presentation Forms-A
  [0xfe70, 0xfeff], // Arabic Presentation Forms-B
];

const root = new URL('..', import.meta.url);
const require = createRequire(root);
const source = require.resolve('vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2');
const target = new URL('src/assets/fonts/vazirmatn-subset.woff2', root);

let subsetFont;
try {
  ({ default: subsetFont } = await import('subset-font'));
} catch {
  console.error('subset-font is not installed: npm install --no-save subset-font@2.9.0');
  process.exit(1);
}
let text = '';
for (const [from, to] of FONT_RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
const out = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
writeFileSync(target, out);
console.log(`${target.pathname}: ${out.length.toLocaleString('en-US')} bytes`);
