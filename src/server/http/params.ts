import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { toAsciiDigits, toFaDigits } from '#lib/digits.ts';
import { ApiError, validationError, zodFields } from '../errors.ts';
import { BAD_TEXT_MESSAGE, badQueryField, decodedPath, isBadText } from './bad-text.ts';
import type { Page } from './envelope.ts';

/** Query and body parsing that answers 422 (never 500) to anything malformed. */

/**
 * Refuses, before any handler, a path or query that no endpoint can use: a broken
 * percent-encoding (400) or NUL and other control characters (422 on the parameter).
 * One place, so a new endpoint cannot forget it; quiet (4xx are not logged).
 */
export function refuseBadText(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const path = decodedPath(url.pathname);
    if (path === null || isBadText(path)) throw new ApiError(400, BAD_TEXT_MESSAGE);
    const field = badQueryField(url.searchParams);
    if (field) throw validationError([{ field, message: BAD_TEXT_MESSAGE }]);
    await next();
  };
}

/** Parses with any zod 4 schema, classic or zod/mini (the shared validation rules are mini). */
export function parse<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw validationError(zodFields(result.error));
  return result.data;
}

const FIELD_MESSAGES = {
  id: 'شناسه معتبر نیست',
  page: 'شماره صفحه معتبر نیست',
  perPage: (max: number) => `تعداد در هر صفحه باید بین ۱ و ${toFaDigits(max)} باشد`,
  expand: 'مقدار expand معتبر نیست',
};

/** A positive database id (an int4): "abc", "-1", "1e3" and 99999999999 are all refused. */
export const idSchema = (message = FIELD_MESSAGES.id) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, { error: message })
      .transform(Number)
      .refine((n) => n >= 1 && n <= 2_147_483_647, { error: message }),
  );

export function queryId(c: Context, name = 'id'): number {
  const raw = c.req.query(name);
  return parse(z.object({ [name]: idSchema() }), { [name]: raw ?? '' })[name] as number;
}

/** `page` from 1 and `per-page` from 1 to `max` (shared/spec/API.md: default 20, at most 50). */
export function pagination(c: Context, { defaultPerPage = 20, max = 50 } = {}): Page {
  const schema = z.object({
    page: z.preprocess(
      (v) => (v === undefined || v === '' ? '1' : toAsciiDigits(String(v))),
      z
        .string()
        .regex(/^\d{1,6}$/, { error: FIELD_MESSAGES.page })
        .transform(Number)
        .pipe(z.number().min(1, { error: FIELD_MESSAGES.page })),
    ),
    'per-page': z.preprocess(
      (v) => (v === undefined || v === '' ? String(defaultPerPage) : toAsciiDigits(String(v))),
      z
        .string()
        .regex(/^\d{1,4}$/, { error: FIELD_MESSAGES.perPage(max) })
        .transform(Number)
        .pipe(
          z
            .number()
            .min(1, { error: FIELD_MESSAGES.perPage(max) })
            .max(max, { error: FIELD_MESSAGES.perPage(max) }),
        ),
    ),
  });
  const parsed = parse(schema, { page: c.req.query('page'), 'per-page': c.req.query('per-page') });
  return { page: parsed.page, perPage: parsed['per-page'] };
}

export const offsetOf = ({ page, perPage }: Page) => (page - 1) * perPage;

/** `expand=a,b`: only names the endpoint offers; others answer 422. */
export function expand<const T extends string>(c: Context, allowed: readonly T[]): Set<T> {
  const raw = c.req.query('expand');
  if (!raw) return new Set();
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(allowed as readonly string[]).includes(n));
  if (unknown.length) throw validationError([{ field: 'expand', message: FIELD_MESSAGES.expand }]);
  return new Set(names as T[]);
}

/**
 * A list of ids from the query in any style shared/spec/API.md allows: `ids[]=1&ids[]=2`,
 * `ids[0]=1&ids[1]=2`, `ids=1,2` or repeated `ids=`. Distinct, in order; at most `max`;
 * anything that is not an id answers 422 on that field.
 */
export function queryIds(c: Context, name: string, max = 100): number[] | undefined {
  const url = new URL(c.req.url);
  const values: string[] = [];
  for (const [key, value] of url.searchParams) {
    if (key === name || key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key)) values.push(...value.split(','));
  }
  if (values.length === 0) return undefined;
  const schema = idSchema();
  const ids: number[] = [];
  for (const raw of values) {
    if (raw.trim() === '') continue;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw validationError([{ field: name, message: FIELD_MESSAGES.id }]);
    if (!ids.includes(parsed.data)) ids.push(parsed.data);
  }
  if (ids.length > max) throw validationError([{ field: name, message: `حداکثر ${toFaDigits(max)} شناسه مجاز است` }]);
  return ids;
}
