/**
 * Just enough of the Unicode bidi algorithm to draw one line of a RTL Persian
 * paragraph with pdfkit, which has no bidi support of its own. fontkit shapes a run of
 * Arabic script and reverses its glyphs, but it would reverse Persian digits too (they
 * are Arabic script), and it knows nothing about where Latin text or numbers go in an
 * RTL line. So a line is cut into runs: RTL text versus LTR text (numbers, Latin), and
 * the runs are returned in visual order, left to right, ready to be placed.
 *
 * Simplified on purpose (one RTL paragraph, no embeddings): numbers keep their
 * separators (۱۴۰۵/۰۱/۰۱, ۰۲۱-۹۱۰۰۰۰۰۰, ۱۲٬۰۰۰), digits after Latin belong to it
 * (IR0123…), and spaces or punctuation between two LTR pieces stay inside the LTR run
 * only when both sides are Latin; between numbers they go with the RTL paragraph, so
 * «۱۲ و ۳۴» still reads right to left, each number left to right.
 */
export interface Run {
  /** In logical order. An RTL run is drawn by the shaper, which reverses it; an LTR run as it is. */
  text: string;
  rtl: boolean;
}

type Kind = 'R' | 'L' | 'D' | 'N'; // RTL letter, LTR letter, digit, neutral

const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
/** Inside a number when between two digits: separators of dates, phones, thousands, decimals. */
const NUMBER_SEPARATOR = /[/.,:\-\u066B\u066C]/;
/** Percent signs join the number they touch. */
const NUMBER_SUFFIX = /[%\u066A]/;
/** Hebrew and Arabic blocks and presentation forms, plus ZWNJ/ZWJ (they only occur inside Persian words). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200C\u200D]/;
/** Arabic-block punctuation that is neutral like its Latin counterpart: the Persian comma, ٪ ٫ ٬. */
const RTL_NEUTRAL = /[\u060C\u066A-\u066C]/;
const LETTER = /[\p{L}\p{M}]/u;

/** Mirrored glyphs for brackets in RTL runs: fontkit only mirrors through a font's `rtlm` feature, and Vazirmatn has none. */
const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

function kindOf(ch: string): Kind {
  if (DIGIT.test(ch)) return 'D';
  if (RTL_NEUTRAL.test(ch)) return 'N';
  if (RTL_LETTER.test(ch)) return 'R';
  if (LETTER.test(ch)) return 'L';
  return 'N';
}

/** Whether each character of a line goes left to right. */
export function ltrMask(line: string): boolean[] {
  const chars = Array.from(line);
  const kinds = chars.map(kindOf);
  // Separators between two digits, and percent signs next to one, are part of the number.
  kinds.forEach((k, i) => {
    const between = kinds[i - 1] === 'D' && kinds[i + 1] === 'D';
    const touches = kinds[i - 1] === 'D' || kinds[i + 1] === 'D';
    if (k === 'N' && ((NUMBER_SEPARATOR.test(chars[i]!) && between) || (NUMBER_SUFFIX.test(chars[i]!) && touches))) kinds[i] = 'D';
  });
  // Digits whose nearest strong letter before them is Latin belong to the Latin text (UBA W7).
  let strong: Kind = 'R';
  kinds.forEach((k, i) => {
    if (k === 'R' || k === 'L') strong = k;
    else if (k === 'D' && strong === 'L') kinds[i] = 'L';
  });
  // Neutrals are LTR only between two Latin pieces; a digit counts as RTL here (UBA N1),
  // and the line's ends are RTL (the paragraph's direction).
  const side = (from: number, step: 1 | -1): Kind => {
    for (let i = from; i >= 0 && i < kinds.length; i += step) if (kinds[i] !== 'N') return kinds[i]!;
    return 'R';
  };
  return kinds.map((k, i) => (k === 'N' ? side(i - 1, -1) === 'L' && side(i + 1, 1) === 'L' : k !== 'R'));
}

/** One line (logical order) as runs in visual order, left to right on the page. */
export function visualRuns(line: string): Run[] {
  const chars = Array.from(line);
  const mask = ltrMask(line);
  const runs: Run[] = [];
  chars.forEach((ch, i) => {
    const rtl = !mask[i];
    const glyph = rtl ? (MIRROR[ch] ?? ch) : ch;
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.text += glyph;
    else runs.push({ text: glyph, rtl });
  });
  // With only two levels (the RTL paragraph and LTR runs inside it), reordering is just
  // reversing the sequence of runs; each LTR run keeps its own order.
  return runs.reverse();
}
