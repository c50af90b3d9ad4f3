import { desc, eq } from 'drizzle-orm';
import { signMobile } from '#server/auth/crypto.ts';
import type { Db } from '#server/db/client.ts';
import { smsOutbox } from '#server/sms/schema.ts';

/** The retail web client's development credentials (src/server/auth/clients.ts defaults). */
export const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };
const SIGNING = 'retail-signing-dev';

let clock = 0;
/** hash_1/hash_2 for a mobile; each call a distinct second so signatures never repeat by accident. */
export function signed(mobile: string) {
  const hash_1 = String(Math.floor(Date.now() / 1000) - 200 + (clock++ % 300));
  return { mobile, hash_1, hash_2: signMobile(mobile, hash_1, SIGNING) };
}

/** The code in the latest SMS to a number (the outbox provider keeps them). */
export async function lastCode(db: Db, mobile: string): Promise<string> {
  const [m] = await db.select().from(smsOutbox).where(eq(smsOutbox.receptor, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  const code = /(\d{6})/.exec(m?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}

export const cookieOf = (headers: Headers, name: string) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);
