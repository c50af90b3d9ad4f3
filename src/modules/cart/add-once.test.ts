import { afterEach, describe, expect, it, vi } from 'vitest';

// The cart calls, answered here: each add puts one more of the variety in the cart.
const added: number[] = [];
vi.mock('./client.ts', () => ({
  toastFailure: vi.fn(),
  cartCalls: {
    // An earlier visit's cart: variety 9, twice.
    index: vi.fn(async () => ({ success: true, data: { count: 1, items: [{ v_id: 9, count: 2 }] } })),
    add: vi.fn(async (id: number) => {
      added.push(id);
      return { success: true, msg: 'کالا به سبد خرید اضافه شد', data: { count: 1, items: [{ v_id: id, count: added.filter((x) => x === id).length }] } };
    }),
  },
}));

const { $cart, addOnce, countInCart } = await import('./store.ts');
const { $toasts } = await import('#ui/toast/store.ts');
const { $cartCount } = await import('./count-store.ts');

describe('a buy button’s tap (addOnce)', () => {
  afterEach(() => {
    added.length = 0;
    $cart.set(null);
    $toasts.set([]);
    $cartCount.set(0);
  });

  it('adds once and toasts with a link to the cart', async () => {
    expect(await addOnce(7, 1)).toBe(true);
    expect(added).toEqual([7]);
    expect(countInCart($cart.get(), 7)).toBe(1);
    expect($toasts.get().at(-1)).toEqual(expect.objectContaining({ text: 'کالا به سبد خرید اضافه شد', link: { href: '/cart', label: 'مشاهده سبد خرید' } }));
  });

  it('drops a second tap while the first is on its way', async () => {
    const [first, second] = await Promise.all([addOnce(7, 1), addOnce(7, 1)]);
    expect([first, second]).toEqual([true, false]);
    expect(added).toEqual([7]);
  });

  it('never adds a second unit of what is already in the cart: it says so instead', async () => {
    await addOnce(7, 1);
    expect(await addOnce(7, 1)).toBe(true);
    expect(added).toEqual([7]);
    expect($toasts.get().at(-1)?.text).toMatch(/در سبد خرید شماست/);
  });

  it('reads the cart first when the badge knows of lines the page has not seen', async () => {
    $cartCount.set(1);
    expect(await addOnce(9, 1)).toBe(true);
    expect(added).toEqual([]);
    expect(countInCart($cart.get(), 9)).toBe(2);
    expect(await addOnce(7, 1)).toBe(true);
    expect(added).toEqual([7]);
  });
});
