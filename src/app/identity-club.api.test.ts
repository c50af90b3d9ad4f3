import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { deliveredOrder, twoDispatchOrder } from '#tests/factories/orders.ts';
import { makeShopper } from '#tests/factories/shopper.ts';

const t = useTestApi();

describe("the identity's club fields", () => {
  it('count delivered orders only, and name the level they reach', async () => {
    const shopper = await makeShopper(t.db);
    const identity = async () => (await t.call('GET', '/v6/profile/identity', undefined, shopper.headers)).body.data;
    expect(await identity()).toMatchObject({ user_order_count_for_club: 0, club_level: null });
    expect((await identity()).levels[0]).toEqual({ id: 1, title: 'عضو برنزی', orderCount: 1 });

    await twoDispatchOrder(t, { shopper }); // paid, not yet delivered: does not count
    expect((await identity()).user_order_count_for_club).toBe(0);
    await deliveredOrder(t, { shopper });
    expect(await identity()).toMatchObject({ user_order_count_for_club: 1, club_level: { id: 1, title: 'عضو برنزی', orderCount: 1 } });
  });
});
