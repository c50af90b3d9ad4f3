import type { Context } from 'hono';

/**
 * The success side of the envelope (shared/spec/API.md): `{ success: true, data }`, a
 * Persian `msg` beside it for actions the UI confirms, and collections with `items`,
 * `_links`, `_meta` plus the X-Pagination-* headers.
 */
export function ok<T>(c: Context, data: T, msg?: string) {
  return c.json(msg === undefined ? { success: true, data } : { success: true, msg, data });
}

export interface Page {
  page: number;
  perPage: number;
}

export interface CollectionMeta {
  totalCount: number;
  pageCount: number;
  currentPage: number;
  perPage: number;
}

export function collectionMeta(total: number, { page, perPage }: Page): CollectionMeta {
  return { totalCount: total, pageCount: Math.ceil(total / perPage), currentPage: page, perPage };
}

/** Links keep every query parameter of the request and change only `page`. */
function links(c: Context, meta: CollectionMeta) {
  const href = (page: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(page));
    return { href: `${url.pathname}${url.search}` };
  };
  const last = Math.max(1, meta.pageCount);
  return {
    self: href(meta.currentPage),
    first: href(1),
    last: href(last),
    ...(meta.currentPage > 1 ? { prev: href(Math.min(meta.currentPage - 1, last)) } : {}),
    ...(meta.currentPage < meta.pageCount ? { next: href(meta.currentPage + 1) } : {}),
  };
}

export function collection<T>(c: Context, items: T[], total: number, page: Page, extra: Record<string, unknown> = {}) {
  const meta = collectionMeta(total, page);
  c.header('X-Pagination-Total-Count', String(meta.totalCount));
  c.header('X-Pagination-Page-Count', String(meta.pageCount));
  c.header('X-Pagination-Current-Page', String(meta.currentPage));
  c.header('X-Pagination-Per-Page', String(meta.perPage));
  return c.json({ success: true, data: { items, _links: links(c, meta), _meta: meta, ...extra } });
}
