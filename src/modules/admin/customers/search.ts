import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { toFaDigits } from '#lib/digits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { users } from '#modules/account/index.ts';
import { orders } from '#modules/orders/index.ts';
import { staffMembers, type StaffRole } from '#modules/staff/index.ts';
import type { CustomerQuery } from './validation.ts';

/** One customer in the search results (snake_case, as the rest of the API). */
export interface CustomerHit {
  id: number;
  name: string;
  mobile: string;
  created_at: string;
  /** The customer is also a staff member (still viewable; login-as refuses them). */
  staff_role: StaffRole | null;
}

/** A customer's name for people, or their mobile in Persian digits when they gave none. */
export const displayName = (u: { firstName: string | null; lastName: string | null; mobile: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || toFaDigits(u.mobile);

/**
 * First and last name as one searchable text: Arabic ي/ك read as Persian ی/ک (older rows
 * may hold them) and the half-space dropped, as the query's words were (validation.ts).
 */
const fullName = sql`translate(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''), ${'يك\u200c'}, ${'یک'})`;

function matching(query: CustomerQuery): SQL | undefined {
  if (query.by === 'mobile') return eq(users.mobile, query.mobile);
  if (query.by === 'order') return sql`${users.id} = (select ${orders.userId} from ${orders} where ${orders.id} = ${query.orderId})`;
  // Every word somewhere in the name: "سارا محمدی" and "محمدی سارا" both find her.
  return and(...query.words.map((w) => ilike(fullName, containsPattern(w))));
}

/**
 * Customers matching the query, newest accounts first, a page at a time. Read-only, so
 * nothing is audited: looking someone up changes nothing.
 */
export async function findCustomers(db: DbOrTx, query: CustomerQuery, page: Page = { page: 1, perPage: 20 }): Promise<{ items: CustomerHit[]; total: number }> {
  const where = matching(query);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  if (!total?.n) return { items: [], total: 0 };
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
      createdAt: users.createdAt,
      staffRole: staffMembers.role,
    })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(where)
    .orderBy(desc(users.id))
    .limit(page.perPage)
    .offset(offsetOf(page));
  const items = rows.map((r) => ({ id: r.id, name: displayName(r), mobile: r.mobile, created_at: r.createdAt.toISOString(), staff_role: r.staffRole }));
  return { items, total: total.n };
}
