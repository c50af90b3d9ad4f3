import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../validation';
import { CartScreen } from './CartScreen';

/** The server-rendered cart: plain forms, and what shoppers read. */
const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  v_id: 11,
  count: 2,
  min: 1,
  max: 3,
  available: true,
  product: { id: 1, name: 'گوشی نمونه', slug: 'phone-1', image: '/media/p/1.webp' },
  color: null,
  guarantee: null,
  seller: 'بازار',
  fastSend: false,
  price_main: 10_000_000,
  price: 9_000_000,
  priceChanged: null,
  notice: null,
  ...over,
});

const cart = (items: CartItem[]): Cart => ({
  items,
  count: items.reduce((n, i) => n + i.count, 0),
  futureShoppingCount: 0,
  send_cost: 0,
  total_cost: 18_000_000,
  total_discount: 2_000_000,
  total_payment: 18_000_000,
  total_price_main: 20_000_000,
  total_coin: 1439,
  discountCode: null,
  giftCard: null,
  discountCodes: [],
  giftCards: [],
  varietyIdCount: items.map((i) => ({ id: i.v_id, count: i.count })),
  hasAddress: false,
  freeShippingFrom: 5_000_000,
});

const guest = { signedIn: false, completeRegister: false, hasAddress: false, hasNationalCode: false };
/** Whether some `<name …>` tag carries every one of these attributes (in any order). */
const hasTag = (html: string, name: string, ...attrs: string[]) =>
  (html.match(new RegExp(`<${name}[^>]*>`, 'g')) ?? []).some((tag) => attrs.every((a) => tag.includes(a)));

const render = (c: Cart, flash = null) => renderToStaticMarkup(<CartScreen cart={c} future={[]} shopper={guest} flash={flash} />);

describe('<CartScreen> on the server', () => {
  it('renders every control as a plain form: the stepper, remove, the future list and the checkout bar', () => {
    const html = render(cart([item()]));
    expect(hasTag(html, 'form', 'action="/cart/change"', 'method="post"', 'role="group"')).toBe(true);
    expect(hasTag(html, 'button', 'type="submit"', 'name="count"', 'value="3"', 'aria-label="افزایش تعداد"')).toBe(true);
    expect(hasTag(html, 'button', 'type="submit"', 'name="count"', 'value="1"', 'aria-label="کاهش تعداد"')).toBe(true);
    expect(hasTag(html, 'form', 'action="/cart/remove"', 'method="post"')).toBe(true);
    expect(hasTag(html, 'form', 'action="/cart/to-future"', 'method="post"')).toBe(true);
    expect(hasTag(html, 'form', 'action="/cart"', 'method="get"', 'data-checkout')).toBe(true);
    expect(hasTag(html, 'input', 'type="hidden"', 'name="checkout"', 'value="1"')).toBe(true);
    const future = {
      v_id: 12,
      available: true,
      price_main: 1_000_000,
      price: 1_000_000,
      product: { id: 2, name: 'کیف', slug: 'bag', image: null },
      color: null,
      guarantee: null,
      seller: 'بازار',
    };
    const withFuture = renderToStaticMarkup(<CartScreen cart={cart([item()])} future={[future]} shopper={guest} flash={null} />);
    expect(hasTag(withFuture, 'form', 'action="/cart/future/to-cart"', 'method="post"')).toBe(true);
    expect(hasTag(withFuture, 'form', 'action="/cart/future/remove"', 'method="post"')).toBe(true);
  });

  it('disables + at the ceiling, names the picture link, shows the discount with a minus and groups coins', () => {
    const html = render(cart([item({ count: 3 })]));
    expect(hasTag(html, 'button', 'value="4"', 'disabled=""', 'aria-label="افزایش تعداد"')).toBe(true);
    expect(html).toContain('aria-label="تصویر گوشی نمونه"');
    expect(html).toContain('\u200E−۲۰۰٬۰۰۰ تومان');
    expect(html).toContain('۱٬۴۳۹ سکه');
  });

  it('gives a partner’s line a typed quantity priced at its tier instead of − +', () => {
    const steps = [
      { minQuantity: 1, price: 9_000_000 },
      { minQuantity: 10, price: 8_000_000 },
      { minQuantity: 50, price: 7_500_000 },
    ];
    const html = render(cart([item({ count: 12, max: 50, price: 8_000_000, priceSteps: steps })]));
    expect(hasTag(html, 'form', 'action="/cart/change"', 'method="post"', 'data-bulk-line="11"')).toBe(true);
    expect(hasTag(html, 'input', 'name="count"', 'type="text"', 'inputMode="numeric"', 'value="۱۲"', 'data-bulk-count')).toBe(true);
    expect(html).toContain('هر عدد ۸۰۰٬۰۰۰ تومان');
    expect(html).toContain('جمع ۹٬۶۰۰٬۰۰۰ تومان');
    expect(html).toContain('قیمت عمده از ۱۰ عدد');
    expect(html).toContain('تا ۵۰ عدد');
    expect(html).not.toContain('aria-label="افزایش تعداد"');
    // Everyone else keeps the stepper.
    expect(render(cart([item()]))).not.toContain('data-bulk-count');
  });

  it('says what the last form did; a code refusal goes on the code field instead', () => {
    expect(render(cart([item()]), { tone: 'success', text: 'تعداد کالا به‌روز شد' } as never)).toMatch(
      /role="status"[^>]*data-cart-notice="success">تعداد کالا به‌روز شد/,
    );
    const signedIn = renderToStaticMarkup(
      <CartScreen
        cart={cart([item()])}
        future={[]}
        shopper={{ signedIn: true, completeRegister: true, hasAddress: true, hasNationalCode: true }}
        flash={{ tone: 'error', text: 'کد تخفیف وارد شده معتبر نیست', field: 'code' }}
      />,
    );
    expect(signedIn).not.toContain('data-cart-notice');
    expect(signedIn).toMatch(/id="cart-code-error" role="alert"[^>]*>کد تخفیف وارد شده معتبر نیست/);
  });
});
