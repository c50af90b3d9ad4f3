import type { DbOrTx } from '../db/client.ts';
import { kavenegarProvider } from './kavenegar.ts';
import { smsOutbox } from './schema.ts';

/**
 * Where SMS go. The default "outbox" provider keeps every message in the sms_outbox
 * table and prints that one was sent (never the text: it holds codes), and outside
 * production /dev/outbox lists them so a person trying the shop can read the code.
 * A real provider (Kavenegar, over HTTPS) plugs in behind the same interface.
 */
export interface SmsMessage {
  receptor: string;
  body: string;
  /** A provider template name and its tokens (Kavenegar verify/lookup). */
  template?: { name: string; tokens: string[] };
}

export interface SmsProvider {
  name: string;
  send(db: DbOrTx, message: SmsMessage): Promise<void>;
}

export const outboxProvider: SmsProvider = {
  name: 'outbox',
  async send(db, message) {
    await db.insert(smsOutbox).values({ receptor: message.receptor, body: message.body, template: message.template?.name ?? null });
    console.log(`[sms] outbox: a message for ${message.receptor.slice(0, 4)}•••${message.receptor.slice(-2)}`);
  },
};

let provider: SmsProvider | undefined;

/**
 * The configured provider: Kavenegar when SMS_PROVIDER=kavenegar (with KAVENEGAR_API_KEY
 * and KAVENEGAR_TEMPLATE), otherwise the outbox.
 */
export function smsProvider(): SmsProvider {
  if (provider) return provider;
  if (process.env.SMS_PROVIDER === 'kavenegar') {
    const apiKey = process.env.KAVENEGAR_API_KEY?.trim();
    const template = process.env.KAVENEGAR_TEMPLATE?.trim();
    if (!apiKey || !template) throw new Error('SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE');
    return (provider = kavenegarProvider({ apiKey, template, baseUrl: process.env.KAVENEGAR_BASE_URL }));
  }
  return (provider = outboxProvider);
}
export function setSmsProvider(next: SmsProvider): void {
  provider = next;
}
