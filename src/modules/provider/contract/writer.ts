import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { visualRuns } from './bidi.ts';

/**
 * The contract's typesetting (pdf.ts says what goes on the page): the Vazirmatn fonts,
 * the A4 geometry, and a Writer that draws RTL lines from the right margin
 * (runs from bidi.ts), wraps paragraphs, keeps headings with what follows and lays out
 * label and value rows in two columns.
 */

// --- Fonts: read once per process; pdfkit subsets them into each document. ---

export type FontName = 'regular' | 'bold';
let fontFiles: Promise<Record<FontName, Buffer>> | undefined;

/**
 * node_modules/vazirmatn, found the way Node resolves packages from this module (it has
 * no exports map, so its package.json resolves), or else from the working directory,
 * which is the repo root both under vitest and for the built server.
 */
function vazirmatnDir(): string {
  try {
    return dirname(createRequire(import.meta.url).resolve('vazirmatn/package.json'));
  } catch {
    return join(process.cwd(), 'node_modules', 'vazirmatn');
  }
}

export function loadFonts(): Promise<Record<FontName, Buffer>> {
  const dir = join(vazirmatnDir(), 'fonts', 'ttf');
  fontFiles ??= Promise.all([readFile(join(dir, 'Vazirmatn-Regular.ttf')), readFile(join(dir, 'Vazirmatn-Bold.ttf'))]).then(
    ([regular, bold]) => ({ regular, bold }),
    (err: unknown) => {
      fontFiles = undefined; // a failed read is retried on the next call, not cached
      throw err;
    },
  );
  return fontFiles;
}

// --- Page geometry (points) and type sizes. ---

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN = 50;
export const RIGHT = PAGE_W - MARGIN;
export const WIDTH = PAGE_W - 2 * MARGIN;
export const BOTTOM = PAGE_H - 60; // the footer lives below this
export const LEADING = 1.65; // Vazirmatn's ascent + descent is ~1.56 em
export const LABEL_W = 92; // the label column of the detail rows
export const GUTTER = 16; // between the two columns of detail rows
export const FIELD_SIZE = 10.5;
export const INK = '#111111';
export const MUTED = '#555555';

/**
 * `features: []` makes pdfkit shape a string as one run. Without it pdfkit shapes word by
 * word and joins the words in logical order, which puts RTL words in the wrong order.
 */
const TEXT_OPTS: PDFKit.Mixins.TextOptions = { lineBreak: false, features: [] };

/** Pieces drawn separately: an RTL run whole; in an LTR run each Arabic-script character alone (fontkit would reverse a run of Persian digits). */
function pieces(text: string, rtl: boolean): string[] {
  return rtl ? [text] : (text.match(/[\u0600-\u06FF]|[^\u0600-\u06FF]+/g) ?? []);
}

export class Writer {
  y = MARGIN;
  size = 10.5;
  readonly doc: PDFKit.PDFDocument;
  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  private font: FontName = 'regular';
  /** Widths by font, size and piece: wrapping measures every word, drawing measures it again. */
  private widths = new Map<string, number>();

  use(font: FontName, size: number, color = INK): this {
    this.doc.font(font).fontSize(size).fillColor(color);
    this.font = font;
    this.size = size;
    return this;
  }

  private pieceWidth(piece: string): number {
    const key = `${this.font}|${this.size}|${piece}`;
    let w = this.widths.get(key);
    if (w === undefined) this.widths.set(key, (w = this.doc.widthOfString(piece, TEXT_OPTS)));
    return w;
  }

  lineHeight(): number {
    return this.size * LEADING;
  }

  width(text: string): number {
    let w = 0;
    for (const run of visualRuns(text)) for (const p of pieces(run.text, run.rtl)) w += this.pieceWidth(p);
    return w;
  }

  /** Draws one line (no wrapping) with its right edge at `right`, or its left edge at `left`. */
  draw(text: string, at: { right?: number; left?: number; center?: number }, y = this.y): void {
    const w = this.width(text);
    let x = at.left ?? (at.center !== undefined ? at.center - w / 2 : (at.right ?? RIGHT) - w);
    for (const run of visualRuns(text)) {
      for (const p of pieces(run.text, run.rtl)) {
        this.doc.text(p, x, y, TEXT_OPTS);
        x += this.pieceWidth(p);
      }
    }
  }

  /** Greedy word wrap to `width`, measuring words one by one (shaping never joins across a space). */
  wrap(text: string, width: number): string[] {
    const space = this.pieceWidth(' ');
    const lines: string[] = [];
    let line = '';
    let w = 0;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const ww = this.width(word);
      if (line && w + space + ww <= width) {
        line += ` ${word}`;
        w += space + ww;
      } else {
        if (line) lines.push(line);
        line = word; // a word wider than the column gets a line of its own
        w = ww;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  room(height: number): void {
    if (this.y + height > BOTTOM) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  paragraph(text: string, { indent = 0, after = 4 } = {}): void {
    for (const line of this.wrap(text, WIDTH - indent)) {
      this.room(this.lineHeight());
      this.draw(line, { right: RIGHT - indent });
      this.y += this.lineHeight();
    }
    this.y += after;
  }

  /** A section heading on a light band, kept with at least two lines of what follows. */
  heading(text: string): void {
    this.use('bold', 12);
    const h = this.lineHeight();
    this.room(h + 40);
    this.y += 6;
    this.doc.rect(MARGIN, this.y - 1, WIDTH, h).fill('#eef1f5');
    this.use('bold', 12).draw(text, { right: RIGHT - 6 });
    this.y += h + 4;
  }

  /**
   * Detail rows: a bold label, its value to its left. Two short rows share a line (the
   * first in the column on the right, as it is read first); a long value gets the full
   * width and wraps in its value column.
   */
  fields(list: Array<[string, string]>): void {
    const half = (WIDTH - GUTTER) / 2;
    const fits = ([label, value]: [string, string]) =>
      this.use('regular', FIELD_SIZE).width(value) <= half - Math.max(LABEL_W, this.use('bold', FIELD_SIZE).width(label) + 8);
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      const b = list[i + 1];
      if (b && fits(a) && fits(b)) {
        this.room(this.lineHeight());
        this.field(a, RIGHT, half);
        this.field(b, MARGIN + half, half);
        this.y += this.lineHeight();
        i++;
      } else {
        this.field(a, RIGHT, WIDTH);
        this.y += this.lineHeight();
      }
    }
  }

  /** One label and value with the label's right edge at `right`; a wrapped value moves this.y down to its last line. */
  private field([label, value]: [string, string], right: number, width: number): void {
    // A label longer than its column pushes its value left rather than touching it.
    const labelW = Math.max(LABEL_W, this.use('bold', FIELD_SIZE).width(label) + 8);
    const lines = this.use('regular', FIELD_SIZE).wrap(value, width - labelW);
    this.room(this.lineHeight());
    this.use('bold', FIELD_SIZE).draw(label, { right });
    this.use('regular', FIELD_SIZE);
    lines.forEach((line, i) => {
      if (i > 0) {
        this.y += this.lineHeight();
        this.room(this.lineHeight());
      }
      this.draw(line, { right: right - labelW });
    });
  }
}
