import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { users } from '#modules/account/schema.ts';
import { orders } from '#modules/orders/schema.ts';
import { backRequests } from './schema.ts';

const t = useTestApi();

/** The demo customer's returns (app/seed/demo-returns.ts): the screens and the inbox show real ones. */
describe('the demo shop', () => {
  it('has a return received and refunded, and one waiting in the inbox', async () => {
    const [u] = await t.db.select().from(users).where(eq(users.mobile, '09120000001'));
    const mine = await t.db.select().from(backRequests).where(eq(backRequests.userId, u!.id));
    expect(mine.map((r) => r.status).sort()).toEqual(expect.arrayContaining([3, 4]));
    expect(mine.find((r) => r.status === 4)!.refundRial).toBeGreaterThan(0);
    const returned = await t.db.select().from(orders).where(eq(orders.userId, u!.id));
    expect(returned.some((o) => o.status === 4)).toBe(true);
  });
});
