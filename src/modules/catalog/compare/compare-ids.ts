import { toAsciiDigits } from '#lib/digits.ts';

/**
 * Product-id lists for comparison (spec sections 2, 5 and 9): the page's `products`
 * query (`?products=1,2` or repeated `products=`), the API's `ids[]`/`ids[0]` and the
 * browser store share these rules. Isomorphic: no server imports.
 */
export const COMPARE_MAX = 4;
/** The localStorage key of the chosen products (compare-store.ts). */
export const COMPARE_KEY = 'compare';
export const COMPARE_PATH = '/product/compare';

const MAX_ID = 2_147_483_647;

/** A positive int4 id from ASCII or Persian digits, or null. */
export function toProductId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? toAsciiDigits(raw.trim()) : '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export interface IdList {
  /** Distinct valid ids, in the order first given. */
  ids: number[];
  /** Values that were not ids (empty pieces are ignored, not invalid). */
  invalid: string[];
}

/** Splits each value on commas (also the Persian comma), keeps valid ids once each. */
export function parseIdList(values: readonly string[]): IdList {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const piece of values.flatMap((v) => v.split(/[,،]/))) {
    if (piece.trim() === '') continue;
    const id = toProductId(piece);
    if (id === null) invalid.push(piece);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, invalid };
}

/** `/product/compare?products=1,2`; the bare path for an empty list. */
export function compareUrl(ids: readonly number[]): string {
  return ids.length ? `${COMPARE_PATH}?products=${ids.join(',')}` : COMPARE_PATH;
}

/** Ids as the browser keeps them: valid, distinct, at most COMPARE_MAX. */
export function sanitizeIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const v of value) {
    const id = typeof v === 'number' && Number.isInteger(v) ? toProductId(v) : null;
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

/**
 * The ids of a compare request in every style a client sends (shared/spec/API.md):
 * `ids[]=1&ids[]=2`, `ids[0]=1&ids[1]=2`, `products=1,2`, repeated `products=`.
 * Indexed values are taken in index order.
 */
export function compareIdValues(all: Record<string, string[]>): { field: string; values: string[] } {
  const indexed = Object.entries(all)
    .flatMap(([key, values]) => {
      const m = /^ids\[(\d+)\]$/.exec(key);
      return m ? [{ index: Number(m[1]), values }] : [];
    })
    .sort((a, b) => a.index - b.index)
    .flatMap((e) => e.values);
  const ids = [...(all.ids ?? []), ...(all['ids[]'] ?? []), ...indexed];
  if (ids.length) return { field: 'ids', values: ids };
  return { field: 'products', values: [...(all.products ?? []), ...(all['products[]'] ?? [])] };
}
