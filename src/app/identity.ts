import type { AstroCookies } from 'astro';
import { and, count, eq } from 'drizzle-orm';
import { getDatabase, type DbOrTx } from '#server/db/client.ts';
import { isCompleteRegister, isConfirmedPartnerRow, latestLegalOf, sessionUser, type UserRow } from '#modules/account/index.ts';
import { hasAddress, mainAddressOf } from '#modules/addresses/index.ts';
import { sellers } from '#modules/catalog/index.ts';
import { cities } from '#modules/geo/index.ts';
import { deliveredOrderCount, orders, ORDER_STATUS, STOCK_STATE } from '#modules/orders/index.ts';
import { balancesOf, payoutBlockers } from '#modules/wallet/index.ts';
import { clubFields } from '#modules/club/index.ts';

// The identity view is a read model over several modules (the account, its addresses, orders,
// wallet, the sellers it runs), so it lives in the composition layer: the account module keeps
// only the rules about a user (complete registration, the partner rule, lookups).

/** The identity of spec section 3, as /v6/profile/identity and logins return it. */
export async function identityOf(db: DbOrTx, u: UserRow) {
  const [city] = u.selectedCityId
    ? await db.select({ id: cities.id, name: cities.name, localPayment: cities.localPayment }).from(cities).where(eq(cities.id, u.selectedCityId))
    : [];
  const fullName = [u.firstName, u.lastName].filter(Boolean).join(' ');
  // A book has a main address (the first is main; deleting it promotes another), so hasAddress
  // normally needs no second query; rows written around the service still count.
  const mainShip = await mainAddressOf(db, u.id);
  const wallet = await balancesOf(db, u.id);
  // The club counts delivered orders (docs/adr/0027).
  const delivered = await deliveredOrderCount(db, u.id);
  const [waiting] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, u.id), eq(orders.status, ORDER_STATUS.awaitingPayment), eq(orders.stockState, STOCK_STATE.held)));
  // Spec section 3: "for providers the identity can also include company relations" (sellers
  // are "company" in the spec's payloads): the seller an approved registration made.
  const companies = await db.select({ id: sellers.id, slug: sellers.slug, company_name: sellers.name }).from(sellers).where(eq(sellers.userId, u.id));
  // The shopper's companies for legal invoices (account's user_legals): the latest one they added.
  const userLegal = await latestLegalOf(db, u.id);
  return {
    id: u.id,
    username: u.username,
    first_name: u.firstName,
    last_name: u.lastName,
    fullName,
    sex: u.sex,
    birthday: u.birthday,
    nationalCode: u.nationalCode,
    isForeign: u.isForeign,
    email: u.email,
    identity_verification: u.identityVerified,
    isCompleteRegister: isCompleteRegister(u),
    hasAddress: mainShip !== null || (await hasAddress(db, u.id)),
    mainShip,
    hasLegal: userLegal !== null,
    hasPass: Boolean(u.passwordHash),
    selectedCity: city ?? null,
    is_hamkar: u.isHamkar,
    coWorker: { status: { code: u.coworkerStatus } },
    send_sms_on_product_price_reduction: u.sendSmsOnPriceReduction,
    ...clubFields(delivered),
    // Name, national code, a balance of at least the smallest payout, no request pending (wallet/bank/eligibility.ts).
    canCustomerBackBalanceRequest: (await payoutBlockers(db, u, wallet.rial)).length === 0,
    hasAsrFactor: false,
    // Orders still holding their stock while they wait to be paid (the header's reminder).
    waitForOnlinePaymentOrders: waiting?.n ?? 0,
    // The ledger's balances (wallet/ledger.ts): coins, and the account balance in rials.
    coinCredit: wallet.coin,
    totalBalance: wallet.rial,
    userLegal,
    hamkarPanel: isConfirmedPartnerRow(u),
    companies,
  };
}

export type PageIdentity = Awaited<ReturnType<typeof identityOf>> & { mobile: string };

/**
 * The signed-in shopper of a server-rendered page (profile pages, checkout), read from
 * the HttpOnly session cookie the way the API reads it: the spec's identity plus the
 * mobile. Null for a guest or an ended session (the guards normally send those away).
 */
export async function pageIdentity(cookies: AstroCookies): Promise<PageIdentity | null> {
  const user = await sessionUser(cookies);
  if (!user) return null;
  const { db } = await getDatabase();
  return { ...(await identityOf(db, user)), mobile: user.mobile };
}

/** What the profile form needs to start from (all an island is given of the identity). */
export function profileFormStart(identity: PageIdentity) {
  const { first_name, last_name, sex, birthday, nationalCode, isForeign } = identity;
  return { first_name, last_name, sex: sex === 0 || sex === 1 ? (sex as 0 | 1) : null, birthday, nationalCode, isForeign };
}
