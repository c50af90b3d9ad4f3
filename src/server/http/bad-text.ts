/**
 * Text no field of ours can hold: NUL (PostgreSQL refuses it in text and the query
 * fails with a 500), the other C0 controls and DEL, and lone UTF-16 surrogates. Tab,
 * newline and carriage return stay allowed (textareas send CRLF). Checked once at the
 * edges (query, path, body) so no endpoint or page has to remember it.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The Persian message of the 422/400 that refuses such text. */
export const BAD_TEXT_MESSAGE = 'متن شامل نویسه‌های نامعتبر است';

export const isBadText = (text: string): boolean => CONTROL.test(text) || !text.isWellFormed();

/** Deep enough for any body we accept (Ship[0][city_id] is three levels). */
const MAX_DEPTH = 8;

/**
 * The dotted path of the first key or string value with bad text in a parsed body (or
 * any JSON-like value), or null. `fallback` names the whole input when the path is empty.
 */
export function badTextField(value: unknown, path: string[] = [], fallback = 'body'): string | null {
  const name = () => path.join('.') || fallback;
  if (typeof value === 'string') return isBadText(value) ? name() : null;
  if (!value || typeof value !== 'object' || path.length > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    if (isBadText(key)) return name();
    const found = badTextField(child, [...path, key], fallback);
    if (found) return found;
  }
  return null;
}

/** The first query parameter (by name) whose name or value holds bad text, or null. */
export function badQueryField(params: URLSearchParams): string | null {
  for (const [key, value] of params) {
    if (isBadText(key) || isBadText(value)) return isBadText(key) ? 'query' : key;
  }
  return null;
}

/** The decoded path, or null when its percent-encoding is broken (`/%ff`). */
export function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Why a URL cannot be served as asked: a broken path encoding, or bad text in the path or query. */
export function badUrlField(url: URL): string | null {
  const path = decodedPath(url.pathname);
  if (path === null || isBadText(path)) return 'path';
  return badQueryField(url.searchParams);
}
