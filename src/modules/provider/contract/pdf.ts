import PDFDocument from 'pdfkit';
import { toFaDigits } from '#lib/digits.ts';
import { formatJalaliDate, jalaliParts } from '#lib/jalali.ts';
import { SHOP_SELLER } from '#modules/orders/index.ts';
import { loadFonts, MARGIN, MUTED, PAGE_H, PAGE_W, RIGHT, WIDTH, Writer } from './writer.ts';
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

/**
 * Free text as typed by the seller, with its ASCII digits in Persian («پلاک 45» → «پلاک ۴۵»),
 * except in words that also hold Latin letters, where they are part of a Latin name or code.
 */
const faText = (text: string) => text.replace(/\S+/g, (word) => (/[A-Za-z]/.test(word) ? word : toFaDigits(word)));

/** Leaves out a row whose value is missing, so a real person's contract has no empty company rows. */
const rows = (list: Array<[string, string | null | undefined]>) => list.filter((r): r is [string, string] => typeof r[1] === 'string' && r[1].trim() !== '');

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
    w.doc
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .moveTo(MARGIN, y - 6)
      .lineTo(RIGHT, y - 6)
      .stroke();
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
