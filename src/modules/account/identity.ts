import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { hasAddress, mainAddressOf } from '#modules/addresses/index.ts';
import { sellers } from '#modules/catalog/index.ts';
import { cities } from '#modules/geo/index.ts';
import { orders, ORDER_STATUS, STOCK_STATE } from '#modules/orders/index.ts';
import { balancesOf, payoutBlockers } from '#modules/wallet/index.ts';
import { users } from './schema.ts';

type UserRow = typeof users.$inferSelect;

/** Spec section 4 "Registration complete". */
export function isCompleteRegister(u: Pick<UserRow, 'birthday' | 'firstName' | 'lastName' | 'sex' | 'nationalCode' | 'isForeign' | 'identityVerified'>): boolean {
  if (u.identityVerified) return true;
  return Boolean(u.birthday && u.firstName && u.lastName && (u.sex === 0 || u.sex === 1) && (u.nationalCode || u.isForeign));
}

/** Confirmed partners (spec section 4 "Partner"): the coworker status code 2. */
export const COWORKER_CONFIRMED = 2;

/** The one partner rule (spec section 4): the partner flag with the confirmed coworker status. */
export const isConfirmedPartnerRow = (u: { isHamkar: boolean; coworkerStatus: number | null }): boolean => u.isHamkar && u.coworkerStatus === COWORKER_CONFIRMED;

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
  const [waiting] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, u.id), eq(orders.status, ORDER_STATUS.awaitingPayment), eq(orders.stockState, STOCK_STATE.held)));
  // Spec section 3: "for providers the identity can also include company relations" (sellers
  // are "company" in the spec's payloads): the seller an approved registration made.
  const companies = await db.select({ id: sellers.id, slug: sellers.slug, company_name: sellers.name }).from(sellers).where(eq(sellers.userId, u.id));
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
    // The shop keeps no legal (company) details and no club levels yet: their fields answer empty.
    hasLegal: false,
    hasPass: Boolean(u.passwordHash),
    selectedCity: city ?? null,
    is_hamkar: u.isHamkar,
    coWorker: { status: { code: u.coworkerStatus } },
    send_sms_on_product_price_reduction: u.sendSmsOnPriceReduction,
    user_order_count_for_club: 0,
    levels: [],
    club_level: null,
    // Name, national code, a balance of at least the smallest payout, no request pending (wallet/bank/eligibility.ts).
    canCustomerBackBalanceRequest: (await payoutBlockers(db, u, wallet.rial)).length === 0,
    hasAsrFactor: false,
    // Orders still holding their stock while they wait to be paid (the header's reminder).
    waitForOnlinePaymentOrders: waiting?.n ?? 0,
    // The ledger's balances (wallet/ledger.ts): coins, and the account balance in rials.
    coinCredit: wallet.coin,
    totalBalance: wallet.rial,
    userLegal: null,
    hamkarPanel: isConfirmedPartnerRow(u),
    companies,
  };
}

export async function userById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

export async function userByMobile(db: DbOrTx, mobile: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.mobile, mobile));
  return u;
}

/** The account of a mobile, created on its first verified code. */
export async function findOrCreateUser(db: DbOrTx, mobile: string): Promise<UserRow> {
  const existing = await userByMobile(db, mobile);
  if (existing) return existing;
  const [created] = await db.insert(users).values({ username: mobile, mobile }).onConflictDoNothing().returning();
  return created ?? (await userByMobile(db, mobile))!;
}
