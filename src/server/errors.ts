import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';

/** A field message of a 422 answer (spec section 8). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The one error services throw. `onError` turns it into the envelope of
 * shared/spec/API.md: 422 with `data: [{ field, message }]`, anything else with
 * `data: { name, message, code, status }`. Messages are Persian and safe to show.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly fields?: readonly FieldError[];
  readonly headers?: Readonly<Record<string, string>>;
  /** Extra top-level members of the error body (e.g. the cart's varietyIdCount after a refused change). */
  extra?: Readonly<Record<string, unknown>>;
  // Plain fields, not parameter properties: Node's type stripping runs this file as is.
  constructor(status: ContentfulStatusCode, message: string, fields?: readonly FieldError[], headers?: Readonly<Record<string, string>>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.headers = headers;
  }
}

export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'درخواست شما مشکل دارد',
  401: 'برای انجام این کار وارد حساب کاربری خود شوید',
  403: 'شما به این بخش دسترسی ندارید',
  404: 'مورد درخواستی یافت نشد',
  405: 'این روش درخواست پشتیبانی نمی‌شود',
  409: 'این درخواست با وضعیت فعلی سازگار نیست',
  413: 'حجم درخواست بیش از حد مجاز است',
  415: 'نوع محتوای درخواست پشتیبانی نمی‌شود',
  422: 'اطلاعات وارد شده معتبر نیست',
  429: 'تعداد درخواست‌های شما بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  500: 'مشکلی در سرور رخ داده است',
  503: 'سرویس در حال حاضر در دسترس نیست',
};

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Data Validation Failed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const httpError = (status: ContentfulStatusCode, message = STATUS_MESSAGES[status] ?? STATUS_MESSAGES[500]!) => new ApiError(status, message);

export const notFound = (message = STATUS_MESSAGES[404]!) => new ApiError(404, message);

/** The row a change names, or a 404 with `message` (a back-office page shows it beside the form). */
export function found<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}

export const validationError = (fields: readonly FieldError[], message = STATUS_MESSAGES[422]!) => new ApiError(422, message, fields);

/** zod issues (classic or zod/mini) as field messages: the first message per field, dotted paths. */
export function zodFields(error: z.core.$ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

export function errorBody(err: ApiError) {
  if (err.status === 422) return { success: false, message: err.message, data: err.fields ?? [], ...err.extra };
  return {
    success: false,
    message: err.message,
    data: { name: STATUS_NAMES[err.status] ?? 'Error', message: err.message, code: 0, status: err.status },
  };
}

/** Turns anything thrown while answering into a spec-shaped error; never leaks internals. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  // The core class: errors of zod/mini schemas (the shared rules) are not classic ZodErrors.
  if (err instanceof z.core.$ZodError) return validationError(zodFields(err));
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return httpError(status, STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!);
  }
  return httpError(500);
}

export function onError(err: unknown, c: Context) {
  const apiError = toApiError(err);
  if (apiError.status >= 500) console.error(`[api] ${c.req.method} ${c.req.path}`, err);
  for (const [k, v] of Object.entries(apiError.headers ?? {})) c.header(k, v);
  return c.json(errorBody(apiError), apiError.status);
}
