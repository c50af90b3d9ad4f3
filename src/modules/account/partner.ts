import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { DbOrTx } from '#server/db/client.ts';
import type { AppEnv } from '#server/http/env.ts';
import { variantOfHost } from '#routing/variant.ts';
import { isConfirmedPartnerRow } from './identity.ts';
import { users } from './schema.ts';

/**
 * Who may see partner prices: a confirmed partner (spec section 4), on
 * the wholesale storefront: its host, or an API call saying X-Business: 1 (spec section
 * 7). A waiting or refused applicant is not a partner; nor is a header anyone can send.
 * The page cache keeps partners' answers apart (fetch.ts audience and X-Business vary).
 */
export async function isConfirmedPartner(db: DbOrTx, userId: number): Promise<boolean> {
  const [u] = await db.select({ isHamkar: users.isHamkar, coworkerStatus: users.coworkerStatus }).from(users).where(eq(users.id, userId));
  return !!u && isConfirmedPartnerRow(u);
}

/**
 * A request made on the wholesale storefront: its host, or an API call saying
 * X-Business: 1 (spec section 7). It unlocks nothing by itself: partner prices also need a
 * confirmed partner (catalog/prices/quote-inputs.ts buysAsPartner).
 */
export const onWholesaleStorefront = (c: Context): boolean => c.req.header('X-Business') === '1' || variantOfHost(c.req.header('Host')) === 'wholesale';

export async function partnerPricesFor(c: Context<AppEnv>): Promise<boolean> {
  const caller = c.var.caller;
  if (!caller) return false;
  return onWholesaleStorefront(c) && isConfirmedPartner(c.var.db, caller.userId);
}
