import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { toFaDigits } from '../../../lib/digits.ts';
import { formatJalaliDate, jalaliParts } from '../../../lib/jalali.ts';
import { SHOP_SELLER } from '../../orders/shop-info.ts';
import { visualRuns } from './bidi.ts';
import { CLAUSES, clauseHeading, CONTRACT_TITLE, LABELS, PARTY1_NOTE, PARTY2_NOTE, PREAMBLE } from './text.ts';

/**
 * The seller contract as an A4 PDF, in Persian, right to left. pdfkit draws and fontkit
 * shapes the Arabic script; everything about direction is ours: each line is cut into
 * runs (bidi.ts) and placed from the right margin leftwards, and lines are wrapped here
 * so that every line, not only the first, is aligned to the right margin.
 */
export interface ContractParty {
  applicationId: number;
  personType: 'real' | 'legal';
  name: string;
  nationalId: string;
  companyType?: string | null;
  registrationNumber?: string | null;
  economicCode?: string | null;
  representative?: string | null;
  shopName: string;
  address: string;
  postalCode: string;
  phone: string;
  mobile: string;
  sheba: string;
  categories: string[];
  date: Date;
}

/** «۱۴۰۵/۰۰۰۱۲۳»: the Jalali year of the contract and the application's id. A slash keeps it one number in any bidi renderer. */
export function contractNumber(applicationId: number, date: Date): string {
  return toFaDigits(`${jalaliParts(date).year}/${String(applicationId).padStart(6, '0')}`);
}

// --- Fonts: read once per process; pdfkit subsets them into each document. ---

type FontName = 'regular' | 'bold';
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

function loadFonts(): Promise<Record<FontName, Buffer>> {
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

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 50;
const RIGHT = PAGE_W - MARGIN;
const WIDTH = PAGE_W - 2 * MARGIN;
const BOTTOM = PAGE_H - 60; // the footer lives below this
const LEADING = 1.65; // Vazirmatn's ascent + descent is ~1.56 em
const LABEL_W = 92; // the label column of the detail rows
const GUTTER = 16; // between the two columns of detail rows
const FIELD_SIZE = 10.5;
const INK = '#111111';
const MUTED = '#555555';

/**
 * `features: []` makes pdfkit shape a string as one run. Without it pdfkit shapes word by
 * word and joins the words in logical order, which puts RTL words in the wrong order.
 */
const TEXT_OPTS: PDFKit.Mixins.TextOptions = { lineBreak: false, features: [] };

/** Pieces drawn separately: an RTL run whole; in an LTR run each Arabic-script character alone (fontkit would reverse a run of Persian digits). */
function pieces(text: string, rtl: boolean): string[] {
  return rtl ? [text] : (text.match(/[\u0600-\u06FF]|[^\u0600-\u06FF]+/g) ?? []);
}

class Writer {
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

/**
 * Free text as typed by the seller, with its ASCII digits in Persian («پلاک 45» → «پلاک ۴۵»),
 * except in words that also hold Latin letters, where they are part of a Latin name or code.
 */
const faText = (text: string) => text.replace(/\S+/g, (word) => (/[A-Za-z]/.test(word) ? word : toFaDigits(word)));

/** Leaves out a row whose value is missing, so a real person's contract has no empty company rows. */
const rows = (list: Array<[string, string | null | undefined]>) =>
  list.filter((r): r is [string, string] => typeof r[1] === 'string' && r[1].trim() !== '');

function party2Rows(p: ContractParty): Array<[string, string]> {
  if (p.personType === 'real') {
    return rows([
      [LABELS.fullName, faText(p.name)],
      [LABELS.nationalCode, toFaDigits(p.nationalId)],
      [LABELS.economicCode, p.economicCode && toFaDigits(p.economicCode)],
    ]);
  }
  return rows([
    [LABELS.companyName, faText(p.name)],
    [LABELS.companyType, p.companyType && faText(p.companyType)],
    [LABELS.legalId, toFaDigits(p.nationalId)],
    [LABELS.registration, p.registrationNumber && toFaDigits(p.registrationNumber)],
    [LABELS.economicCode, p.economicCode && toFaDigits(p.economicCode)],
    [LABELS.representative, p.representative && faText(p.representative)],
  ]);
}

function signatureBoxes(w: Writer, p: ContractParty): void {
  const gap = 24;
  const boxW = (WIDTH - gap) / 2;
  const boxH = 96;
  w.room(boxH + 16);
  w.y += 14;
  // Party 1 on the right, as it comes first in a RTL page.
  const boxes: Array<[number, string, string[]]> = [
    [RIGHT - boxW, LABELS.signBazaar, [SHOP_SELLER.name]],
    [MARGIN, LABELS.signSeller, [p.name, ...(p.personType === 'legal' && p.representative ? [p.representative] : [])].map(faText)],
  ];
  for (const [left, label, names] of boxes) {
    w.doc.lineWidth(0.8).strokeColor('#888888').rect(left, w.y, boxW, boxH).stroke();
    const center = left + boxW / 2;
    w.use('bold', 11).draw(label, { center }, w.y + 8);
    names.forEach((name, i) => w.use('regular', 10, MUTED).draw(name, { center }, w.y + 30 + i * 17));
  }
  w.y += boxH;
}

function footers(w: Writer, number: string): void {
  const { start, count } = w.doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    w.doc.switchToPage(i);
    const y = PAGE_H - 42;
    w.doc.lineWidth(0.5).strokeColor('#bbbbbb').moveTo(MARGIN, y - 6).lineTo(RIGHT, y - 6).stroke();
    w.use('regular', 9, MUTED).draw(LABELS.page(toFaDigits(i + 1), toFaDigits(count)), { center: PAGE_W / 2 }, y);
    w.draw(`${LABELS.number} ${number}`, { right: RIGHT }, y);
  }
}

export async function contractPdf(party: ContractParty): Promise<Uint8Array> {
  const fonts = await loadFonts();
  const number = contractNumber(party.applicationId, party.date);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: true, // the footer's «page n of N» needs the total
    font: '', // no default font: pdfkit would load Helvetica's metrics for nothing
    lang: 'fa-IR',
    displayTitle: true,
    // CreationDate also seeds the file /ID (an MD5 of the info), so equal input gives equal bytes.
    info: { Title: `${CONTRACT_TITLE} ${number}`, Author: 'بازار', Subject: party.shopName, Creator: 'بازار', CreationDate: party.date, ModDate: party.date },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.addPage();
  const w = new Writer(doc);

  w.use('bold', 17).draw(CONTRACT_TITLE, { center: PAGE_W / 2 });
  w.y += w.lineHeight() + 4;
  w.use('regular', 10.5).draw(`${LABELS.number} ${number}`, { right: RIGHT });
  w.draw(`${LABELS.date} ${formatJalaliDate(party.date)}`, { left: MARGIN });
  w.y += w.lineHeight() + 4;
  w.doc.lineWidth(0.8).strokeColor('#888888').moveTo(MARGIN, w.y).lineTo(RIGHT, w.y).stroke();
  w.y += 8;
  w.use('regular', 10.5).paragraph(PREAMBLE);

  w.heading(LABELS.party1);
  const party1: Array<[string, string]> = [
    [LABELS.name, SHOP_SELLER.name],
    [LABELS.legalId, toFaDigits(SHOP_SELLER.national_id)],
    [LABELS.registration, toFaDigits(SHOP_SELLER.registration_number)],
    [LABELS.economicCode, toFaDigits(SHOP_SELLER.economic_code)],
    [LABELS.address, SHOP_SELLER.address],
    [LABELS.postalCode, toFaDigits(SHOP_SELLER.postal_code)],
    [LABELS.phone, toFaDigits(SHOP_SELLER.phone)],
  ];
  w.fields(party1);
  w.use('regular', 10.5, MUTED).paragraph(PARTY1_NOTE);

  w.heading(LABELS.party2);
  w.fields(party2Rows(party));
  w.use('regular', 10.5, MUTED).paragraph(PARTY2_NOTE);

  w.heading(LABELS.shop);
  const shop: Array<[string, string]> = rows([
    [LABELS.shopName, faText(party.shopName)],
    [LABELS.address, faText(party.address)],
    [LABELS.postalCode, toFaDigits(party.postalCode)],
    [LABELS.phone, toFaDigits(party.phone)],
    [LABELS.mobile, toFaDigits(party.mobile)],
    [LABELS.sheba, party.sheba], // Latin «IR…» as printed on bank papers
    [LABELS.categories, faText(party.categories.join('، '))],
  ]);
  w.fields(shop);

  w.heading(LABELS.clauses);
  CLAUSES.forEach((clause, i) => {
    w.use('bold', 11);
    w.room(w.lineHeight() * 2);
    w.draw(clauseHeading(toFaDigits(i + 1), clause.title), { right: RIGHT });
    w.y += w.lineHeight();
    // List items («الف) …») hang in from the right margin.
    for (const para of clause.body) w.use('regular', 10.5).paragraph(para, { indent: /^\S{1,3}\) /.test(para) ? 12 : 0, after: 2 });
    w.y += 4;
  });

  signatureBoxes(w, party);
  footers(w, number);
  doc.end();
  await done;
  return Buffer.concat(chunks); // a Buffer is a Uint8Array
}
