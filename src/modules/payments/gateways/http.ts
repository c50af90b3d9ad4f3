import type { VerifyResult } from '../gateway.ts';

/**
 * Talking to a bank: one POST with a deadline (GATEWAY_TIMEOUT_MS). Whatever is not an
 * answer (a network error, the deadline, HTTP 5xx, a body we cannot read) throws
 * BankUnreachable, so each adapter decides in one place what silence means: start() lets
 * it through (the caller marks the attempt unsuccessful), verify() turns it into
 * 'unknown', never 'failed', because the bank may have done what we asked.
 */
export class BankUnreachable extends Error {
  override name = 'BankUnreachable';
}

async function post(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (err) {
    // Never the URL or the body: they can carry credentials (Mellat's password).
    throw new BankUnreachable(`${new URL(url).host} did not answer (${(err as Error).name})`);
  }
  try {
    const text = await res.text();
    if (res.status >= 500) throw new Error(`HTTP ${res.status}`);
    return text;
  } catch (err) {
    throw new BankUnreachable(`${new URL(url).host} answered unreadably (${(err as Error).message})`);
  }
}

/** A call whose answer may be lost: its value, or null when nothing readable came back. */
export async function orNull<T>(ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch {
    return null;
  }
}

/** A JSON API's answer (Zarinpal, SEP, Zibal); 4xx bodies are answers too, read by the adapter. */
export async function postJson(url: string, body: unknown, timeoutMs: number): Promise<Record<string, unknown>> {
  const text = await post(url, JSON.stringify(body), { 'Content-Type': 'application/json', Accept: 'application/json' }, timeoutMs);
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through: not JSON.
  }
  throw new BankUnreachable(`${new URL(url).host} answered with something that is not a JSON object`);
}

/** A SOAP call's raw answer (Mellat); soap.ts reads it. */
export function postXml(url: string, envelope: string, timeoutMs: number): Promise<string> {
  return post(url, envelope, { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' }, timeoutMs);
}

export const failed = (message: string): VerifyResult => ({ outcome: 'failed', message });
export const unknown = (message: string): VerifyResult => ({ outcome: 'unknown', message });
export const pending = (message: string): VerifyResult => ({ outcome: 'pending', message });

/** The usual window of a bank's payment page and its verify deadline (IRAN.md B5.6: 15–30 minutes). */
export const BANK_WINDOW_MS = 20 * 60_000;

/** How long after verification Zarinpal (reverse.json, -63 after it) and SEP (ReverseTransaction, -6) still reverse a payment. */
export const REVERSE_WITHIN_MS = 30 * 60_000;

/** verify()'s guard: whatever went wrong on the way to the bank leaves the payment undecided. */
export async function orUnknown(ask: () => Promise<VerifyResult>): Promise<VerifyResult> {
  try {
    return await ask();
  } catch (err) {
    return unknown(err instanceof Error ? err.message : String(err));
  }
}

/** A field of a JSON answer as an object (Zarinpal's `data`, SEP's `TransactionDetail`). */
export const objectAt = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A numeric field of a bank's answer, which may come as a number or a digit string. */
export function numberAt(value: unknown): number | null {
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

/** A string field, or null when absent or empty. */
export function textAt(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** A callback field that looks like a bank reference (letters, digits and a few marks), else undefined. */
export function refField(params: Readonly<Record<string, string>>, name: string, pattern = /^[A-Za-z0-9_+/=.-]{1,128}$/): string | undefined {
  const v = params[name]?.trim();
  return v && pattern.test(v) ? v : undefined;
}

/** The shopper's mobile as the banks take it (09xxxxxxxxx), or null: a malformed one would fail the whole request. */
export const bankMobile = (mobile: string) => (/^09\d{9}$/.test(mobile) ? mobile : null);

/** Without a trailing slash, so paths join cleanly. */
export const trimBase = (url: string) => url.replace(/\/+$/, '');
