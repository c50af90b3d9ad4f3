import { ApiError } from '../errors.ts';
import type { SmsProvider } from './provider.ts';

/**
 * Kavenegar over HTTPS (IRAN.md B6). Codes go through verify/lookup with an approved
 * template; other texts through sms/send. The API key sits in the URL path, so URLs are
 * never logged (the npm `kavenegar` package is avoided: it sends over plain HTTP).
 */
export interface KavenegarOptions {
  apiKey: string;
  /** The approved verify/lookup template for codes. */
  template: string;
  /** https://api.kavenegar.com by default; tests point it at a local fake. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

const FAILED = 'ارسال پیامک ممکن نشد؛ کمی بعد دوباره تلاش کنید';

export function kavenegarProvider(options: KavenegarOptions): SmsProvider {
  const base = (options.baseUrl ?? 'https://api.kavenegar.com').replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  return {
    name: 'kavenegar',
    async send(_db, message) {
      const [method, form] = message.template
        ? ['verify/lookup.json', { receptor: message.receptor, template: options.template, token: message.template.tokens[0] ?? '' }]
        : ['sms/send.json', { receptor: message.receptor, message: message.body }];
      let status: number;
      try {
        const res = await send(`${base}/v1/${encodeURIComponent(options.apiKey)}/${method}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await res.json().catch(() => null)) as { return?: { status?: number } } | null;
        status = body?.return?.status ?? res.status;
      } catch (err) {
        console.error('[sms] kavenegar unreachable:', (err as Error).name);
        throw new ApiError(503, FAILED);
      }
      if (status !== 200) {
        console.error(`[sms] kavenegar refused the message (status ${status})`);
        throw new ApiError(503, FAILED);
      }
    },
  };
}
