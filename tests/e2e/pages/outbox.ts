import { expect, type BrowserContext } from '@playwright/test';

/**
 * SMS codes from /dev/outbox (development only), newest message first; the same reading
 * as tests/e2e/auth.spec.ts. Every send counts against the server's limits (5 codes per
 * number and 20 per address an hour), so journeys use fresh numbers and few codes.
 */
const FA = '۰۱۲۳۴۵۶۷۸۹';
export const toFa = (s: string) => s.replace(/[0-9]/g, (d) => FA[Number(d)]!);
export const toAscii = (s: string) => s.replace(/[۰-۹]/g, (d) => String(FA.indexOf(d)));

/** A number nobody has: 0912 + seven random digits. */
export const newMobile = () => `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

async function messagesTo(context: BrowserContext, mobile: string): Promise<string[]> {
  const outbox = await context.newPage();
  try {
    await outbox.goto('/dev/outbox');
    return await outbox.locator(`li[data-receptor="${mobile}"] p:last-child`).allInnerTexts();
  } finally {
    await outbox.close();
  }
}

/** How many SMS a number has been sent so far. */
export const smsCount = async (context: BrowserContext, mobile: string) => (await messagesTo(context, mobile)).length;

/** The code of the `count`-th SMS sent to a number (ASCII digits), once it has arrived. */
export async function codeNumber(context: BrowserContext, mobile: string, count: number): Promise<string> {
  let texts: string[] = [];
  await expect.poll(async () => (texts = await messagesTo(context, mobile)).length, { message: `SMS #${count} to ${mobile}` }).toBeGreaterThanOrEqual(count);
  const code = /([0-9۰-۹]{4,8})/.exec(texts[texts.length - count]!)?.[1];
  expect(code, texts[0]).toBeTruthy();
  return toAscii(code!);
}
