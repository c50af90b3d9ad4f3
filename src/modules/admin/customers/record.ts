import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { userById } from '#modules/account/index.ts';
import { orderCards } from '#modules/orders/index.ts';
import type { OrderCard } from '#modules/orders/index.ts';
import { balancesOf } from '#modules/wallet/index.ts';
import { staffMembers, type StaffRole } from '#modules/staff/index.ts';
import { cartOf, type CartView } from './cart.ts';
import { displayName } from './search.ts';
import { trailOf, type LoginAsView, type StaffActionView } from './trail.ts';

/** The orders the record lists: the newest; the orders screen has the rest. */
export const RECORD_ORDERS = 20;

export interface CustomerRecord {
  identity: {
    id: number;
    name: string;
    first_name: string | null;
    last_name: string | null;
    mobile: string;
    email: string | null;
    national_code: string | null;
    is_hamkar: boolean;
    created_at: string;
    /** Also a staff member: shown, so whoever looks knows login-as will refuse. */
    staff_role: StaffRole | null;
  };
  orders: { items: OrderCard[]; total: number };
  cart: CartView;
  /** Wallet balance in rials, and coins. */
  balance: { rial: number; coin: number };
  trail: { staff_actions: StaffActionView[]; login_as: LoginAsView[] };
}

/**
 * Everything the back office shows about one customer, or null when there is no such
 * user. Built from the other domains' reads (the shopper's own order list, the ledger's
 * balance), so staff see what the customer sees. Read-only: nothing here is audited.
 */
export async function customerRecord(db: DbOrTx, userId: number): Promise<CustomerRecord | null> {
  const user = await userById(db, userId);
  if (!user) return null;
  const [[staff], orders, cart, balance, trail] = await Promise.all([
    db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, userId)),
    orderCards(db, userId, null, { page: 1, perPage: RECORD_ORDERS }),
    cartOf(db, userId),
    balancesOf(db, userId),
    trailOf(db, userId),
  ]);
  return {
    identity: {
      id: user.id,
      name: displayName(user),
      first_name: user.firstName,
      last_name: user.lastName,
      mobile: user.mobile,
      email: user.email,
      national_code: user.nationalCode,
      is_hamkar: user.isHamkar,
      created_at: user.createdAt.toISOString(),
      staff_role: staff?.role ?? null,
    },
    orders,
    cart,
    balance,
    trail,
  };
}
