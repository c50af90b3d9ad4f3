import type { Context } from 'hono';
import { ApiError, validationError } from '../errors.ts';
import { BAD_TEXT_MESSAGE, badTextField } from './bad-text.ts';

/**
 * Request bodies as plain objects, whatever the client sent (shared/spec/API.md): JSON,
 * form-encoded or multipart, with bracket (`ids[]`) and index (`Ship[0][city_id]`) names
 * unfolded into arrays and objects. Malformed bodies answer 400, never 500.
 */
const BAD_JSON = 'بدنه درخواست JSON معتبر نیست';
const BAD_TYPE = 'نوع محتوای درخواست پشتیبانی نمی‌شود';

type Tree = { [key: string]: unknown } | unknown[];

/** `a[b][0]` → ['a', 'b', '0']; `ids[]` → ['ids', '']. */
function pathOf(name: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!m) return [name];
  return [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]!)];
}

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_INDEX = 1000;

export function unfold(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const path = pathOf(name);
    if (path.some((p) => UNSAFE.has(p))) continue;
    let node: Tree = root;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]!);
      if (Array.isArray(node)) {
        const index = key === '' ? node.length : Number(key);
        if (!Number.isInteger(index) || index > MAX_INDEX) return;
        if (last) node[index] = value;
        else node = (node[index] ??= nextIsIndex ? [] : {}) as Tree;
      } else {
        if (last) {
          node[key] = value;
        } else {
          const existing = node[key];
          node = (existing && typeof existing === 'object' ? existing : (node[key] = nextIsIndex ? [] : {})) as Tree;
        }
      }
    });
  }
  return root;
}

/**
 * The body with no NUL or other control character in any name or text (PostgreSQL
 * refuses NUL, which used to answer 500): such input is the client's mistake, a 422 on
 * that field.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const body = await parseBody(c);
  const field = badTextField(body);
  if (field) throw validationError([{ field, message: BAD_TEXT_MESSAGE }]);
  return body;
}

async function parseBody(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase();
  if (type.includes('application/json')) {
    const text = await c.req.text();
    if (!text.trim()) return {};
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, BAD_JSON);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, BAD_JSON);
    return value as Record<string, unknown>;
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new ApiError(400, 'بدنه فرم معتبر نیست');
    }
    return unfold(form.entries());
  }
  const text = await c.req.text();
  if (!text.trim()) return {};
  throw new ApiError(415, BAD_TYPE);
}
