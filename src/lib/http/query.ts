/**
 * Query strings in the two styles the spec's clients use (section 7): the authenticated
 * client writes arrays with indices (`ids[0]=1&ids[1]=2`), the public one with brackets
 * (`ids[]=1&ids[]=2`). Nested objects use brackets in both (`Ship[city_id]=3`).
 */
export type ArrayStyle = 'indices' | 'brackets';
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

function pairs(key: string, value: QueryValue, style: ArrayStyle, out: [string, string][]) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => pairs(style === 'indices' ? `${key}[${i}]` : `${key}[]`, v, style, out));
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pairs(`${key}[${k}]`, v, style, out);
  } else {
    out.push([key, String(value)]);
  }
}

export function serializeQuery(params: Record<string, QueryValue>, style: ArrayStyle): string {
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(params)) pairs(k, v, style, out);
  return out.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&');
}

export function withQuery(path: string, params: Record<string, QueryValue> | undefined, style: ArrayStyle): string {
  const qs = params ? serializeQuery(params, style) : '';
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
