import { parse } from 'csv-parse/sync';
import { toAsciiDigits } from '#lib/digits.ts';
import { validationError } from '#server/errors.ts';
import type { VarietyPatch } from '#modules/catalog/index.ts';

/**
 * Reading a bulk price and stock file: CSV as spreadsheets save it (csv-parse:
 * quotes, a BOM, CRLF), a header row naming the columns, one variety per row. Prices are
 * in toman, the unit the people who run the shop think in (the page says so), stored as
 * rials (× 10). An empty cell leaves that value as it is. Each row gets its own Persian
 * errors; a file that cannot be read at all is one error on the `file` field.
 */
export const BULK_COLUMNS = ['variety_id', 'price_toman', 'sale_price_toman', 'stock'] as const;
export const BULK_LIMITS = { bytes: 1_000_000, rows: 5_000 } as const;
const MAX_TOMAN = 100_000_000_000;
const MAX_STOCK = 1_000_000;

export interface CsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  varietyId: number | null;
  patch: VarietyPatch;
  errors: string[];
}

export const BULK_MESSAGES = {
  empty: 'فایل خالی است؛ یک ردیف عنوان و دست‌کم یک ردیف کالا لازم است',
  tooBig: 'حجم فایل بیش از ۱ مگابایت است',
  tooMany: 'هر فایل حداکثر ۵٬۰۰۰ ردیف دارد',
  unreadable: 'فایل CSV خوانا نیست',
  header: `ردیف اول باید عنوان ستون‌ها باشد: ${BULK_COLUMNS.join(',')}`,
  id: 'شناسهٔ کالا (variety_id) عدد مثبت است',
  nothing: 'دست‌کم یکی از قیمت، قیمت با تخفیف یا موجودی را بنویسید',
  price: 'قیمت باید عددی صحیح به تومان باشد',
  stock: 'موجودی باید عددی صحیح از ۰ تا ۱٬۰۰۰٬۰۰۰ باشد',
  repeated: (line: number) => `این کالا پیش‌تر در ردیف ${line.toLocaleString('fa-IR')} آمده است`,
};

const fileError = (message: string) => validationError([{ field: 'file', message }]);

/** A number as people type it: Persian digits, thousands separators and spaces allowed. */
function wholeNumber(cell: string | undefined): number | null | 'bad' {
  const text = toAsciiDigits(cell ?? '').replace(/[\s,٬]/g, '');
  if (text === '') return null;
  return /^\d{1,15}$/.test(text) ? Number(text) : 'bad';
}

export function readBulkCsv(text: string): CsvRow[] {
  if (Buffer.byteLength(text) > BULK_LIMITS.bytes) throw fileError(BULK_MESSAGES.tooBig);
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true, max_record_size: 10_000 });
  } catch {
    throw fileError(BULK_MESSAGES.unreadable);
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) throw fileError(BULK_MESSAGES.empty);
  if (header.map((h) => h.toLowerCase()).join(',') !== BULK_COLUMNS.join(',')) throw fileError(BULK_MESSAGES.header);
  if (body.length > BULK_LIMITS.rows) throw fileError(BULK_MESSAGES.tooMany);
  const seen = new Map<number, number>();
  return body.map((cells, i) => {
    const line = i + 2;
    const errors: string[] = [];
    const id = wholeNumber(cells[0]);
    const [price, sale, stock] = [wholeNumber(cells[1]), wholeNumber(cells[2]), wholeNumber(cells[3])];
    const varietyId = typeof id === 'number' && id >= 1 && id <= 2_147_483_647 ? id : null;
    if (varietyId === null) errors.push(BULK_MESSAGES.id);
    if (price === 'bad' || sale === 'bad' || (typeof price === 'number' && price > MAX_TOMAN) || (typeof sale === 'number' && sale > MAX_TOMAN))
      errors.push(BULK_MESSAGES.price);
    if (stock === 'bad' || (typeof stock === 'number' && stock > MAX_STOCK)) errors.push(BULK_MESSAGES.stock);
    if (price === null && sale === null && stock === null) errors.push(BULK_MESSAGES.nothing);
    if (varietyId !== null) {
      const earlier = seen.get(varietyId);
      if (earlier) errors.push(BULK_MESSAGES.repeated(earlier));
      else seen.set(varietyId, line);
    }
    const patch: VarietyPatch = {};
    if (typeof price === 'number') patch.priceMainRial = price * 10;
    if (typeof sale === 'number') patch.priceOffRial = sale * 10;
    if (typeof stock === 'number') patch.stock = stock;
    return { line, varietyId, patch, errors };
  });
}
