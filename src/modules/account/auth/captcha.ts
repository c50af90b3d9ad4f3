import { createHmac, randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { toAsciiDigits } from '#lib/digits.ts';
import { usedSignatures } from '#modules/account/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { captchaDataUrl } from './captcha-image.ts';
import { authSecret } from '#server/auth/clients.ts';
import { newCode, sameSecret } from '#server/auth/crypto.ts';

/**
 * Stateless captchas (POST /v6/site/captcha): the key is `exp.nonce.answerMac.sig`, where
 * answerMac is an HMAC of the answer with the server secret (five digits would fall to a
 * plain hash at once) and sig signs the rest. Valid two minutes, one verification each:
 * verifying records the nonce in used_signatures (as `captcha:<nonce>`), right or wrong.
 */
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_SECONDS = 120;

const KEY = /^(\d{9,11})\.([\w-]{22})\.([\w-]{22})\.([\w-]{43})$/;

const mac = (purpose: string, value: string, bytes = 32) =>
  createHmac('sha256', authSecret()).update(`${purpose}\n${value}`).digest().subarray(0, bytes).toString('base64url');

const answerMac = (nonce: string, answer: string) => mac('captcha-answer', `${nonce}\n${answer}`, 16);

export interface Captcha {
  key: string;
  /** An SVG data URL. */
  image: string;
  /** Never sent to the client; tests read it. */
  answer: string;
}

export function createCaptcha(now = Date.now()): Captcha {
  const answer = newCode(CAPTCHA_LENGTH);
  const exp = Math.floor(now / 1000) + CAPTCHA_TTL_SECONDS;
  const nonce = randomBytes(16).toString('base64url');
  const payload = `${exp}.${nonce}.${answerMac(nonce, answer)}`;
  return { key: `${payload}.${mac('captcha-key', payload)}`, image: captchaDataUrl(answer), answer };
}

export type CaptchaVerdict = 'ok' | 'wrong' | 'expired' | 'used' | 'invalid';

/** Checks an answer (Persian or Arabic digits welcome) and uses the key up. */
export async function captchaVerdict(db: DbOrTx, key: string, answer: string): Promise<CaptchaVerdict> {
  const m = typeof key === 'string' && key.length <= 200 ? KEY.exec(key) : null;
  if (!m) return 'invalid';
  const [, exp, nonce, answerHash, sig] = m as unknown as [string, string, string, string, string];
  if (!sameSecret(sig, mac('captcha-key', `${exp}.${nonce}.${answerHash}`))) return 'invalid';
  const expiresAt = new Date(Number(exp) * 1000);
  if (expiresAt.getTime() <= Date.now()) return 'expired';
  await db.delete(usedSignatures).where(lt(usedSignatures.expiresAt, new Date()));
  const claimed = await db
    .insert(usedSignatures)
    .values({ signature: `captcha:${nonce}`, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedSignatures.signature });
  if (claimed.length === 0) return 'used';
  const given = toAsciiDigits(String(answer ?? '')).replace(/\s+/g, '');
  return /^\d{1,10}$/.test(given) && sameSecret(answerMac(nonce, given), answerHash) ? 'ok' : 'wrong';
}

export async function verifyCaptcha(db: DbOrTx, key: string, answer: string): Promise<boolean> {
  return (await captchaVerdict(db, key, answer)) === 'ok';
}

/** What a form says of its captcha: the password login (account/auth-api.ts), requireCaptcha, the requests' rules. */
export const CAPTCHA_MESSAGES = {
  needed: 'لطفاً کد امنیتی را وارد کنید',
  wrong: 'کد امنیتی نادرست است',
  stale: 'کد امنیتی منقضی شده است؛ کد تصویر جدید را وارد کنید',
};

/**
 * For public forms that always ask for a captcha (the contact form): a 422 on `field`
 * unless the answer is right. A used or expired key says so, so the form shows a new picture.
 */
export async function requireCaptcha(db: DbOrTx, key: string, answer: string, field = 'captcha'): Promise<void> {
  const verdict = await captchaVerdict(db, key, answer);
  if (verdict === 'ok') return;
  throw validationError([{ field, message: verdict === 'expired' || verdict === 'used' ? CAPTCHA_MESSAGES.stale : CAPTCHA_MESSAGES.wrong }]);
}
