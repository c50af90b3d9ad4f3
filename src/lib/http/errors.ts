import { errorCopy } from '#ui/errors/messages.ts';
import { toFaDigits } from '../digits.ts';

/** A field message of a 422 answer. */
export interface FieldError {
  field: string;
  message: string;
}

export type ErrorKind = 'validation' | 'unauthorized' | 'status' | 'no-response' | 'cancelled';

/** Every failed call rejects with this; `handled` says the policy already told the shopper. */
export class HttpError extends Error {
  readonly kind: ErrorKind;
  readonly status: number;
  readonly fields: FieldError[];
  readonly body: unknown;
  /** The response's headers (Retry-After on a 429), when there was a response. */
  headers?: Headers;
  handled = false;
  constructor(kind: ErrorKind, status: number, message: string, fields: FieldError[] = [], body?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

export const NO_RESPONSE = 'پاسخی از سرور دریافت نشد';

/** Text for a failed status: per-status override, the body's message, data.message, or "status + text". */
export function statusText(status: number, body: unknown, statusTextFallback: string, overrides?: Record<number, string>): string {
  const override = overrides?.[status];
  if (override) return override;
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; msg?: unknown; data?: { message?: unknown } };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.msg === 'string' && b.msg) return b.msg;
    if (b.data && typeof b.data === 'object' && typeof b.data.message === 'string' && b.data.message) return b.data.message;
  }
  // HTTP/2 carries no reason phrase: fall back to the error page's Persian words.
  return `${toFaDigits(status)} ${statusTextFallback || errorCopy(status).message}`;
}

/** 422 bodies carry `data: [{field, message}]` (or an array of such arrays for multi-item forms). */
export function fieldErrors(body: unknown): FieldError[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flat().filter((e): e is FieldError => !!e && typeof e === 'object' && 'field' in e && 'message' in e);
}
