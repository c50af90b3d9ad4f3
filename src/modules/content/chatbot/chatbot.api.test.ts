import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { fieldsOf } from '#tests/factories/members.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { toFaDigits } from '#lib/digits.ts';
import { faqItems } from '../schema.ts';
import { ASKS_PER_MINUTE } from './limits.ts';

/**
 * `POST /v10/chatbot/ask`: FAQ answers for a seeded question however it is typed; a signed-in
 * shopper's own orders and wallet (never another's); how to return an item; a hand-off to
 * people for what it cannot answer; a capped message and a per-address limit.
 */
const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

const ask = (message: unknown, headers: Record<string, string> = {}) => t.call('POST', '/v10/chatbot/ask', { message }, headers);

describe('FAQ answers', () => {
  it('answers a seeded question from the FAQ, with a link to it', async () => {
    const [item] = await t.db.select().from(faqItems).where(eq(faqItems.question, 'هزینه ارسال چگونه محاسبه می‌شود؟'));
    for (const message of ['هزینه ارسال چگونه محاسبه می‌شود؟', 'هزينه ارسال چقدره؟']) {
      const res = await ask(message);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        answer: expect.stringContaining(item!.answer),
        links: [{ title: 'متن کامل این پرسش', url: `/faq/items/${item!.id}` }],
        handoff: false,
      });
    }
  });

  it('hands what it cannot answer to people: the contact page and the support phone', async () => {
    const res = await ask('قیمت طلا امروز چند است؟');
    expect(res.status).toBe(200);
    expect(res.body.data.handoff).toBe(true);
    expect(res.body.data.answer).toContain('۰۲۱-۹۱۰۰۰۰۰۰');
    expect(res.body.data.links).toEqual(
      expect.arrayContaining([{ title: 'تماس با ما', url: '/contact-us' }, expect.objectContaining({ url: 'tel:02191000000' })]),
    );
    expect((await ask('می‌خواهم با کارشناس صحبت کنم')).body.data.handoff).toBe(true);
  });

  it('says how to return an item (the shop keeps no return requests yet) and greets', async () => {
    const returns = await ask('چطور کالا را مرجوع کنم؟');
    expect(returns.body.data.handoff).toBe(false);
    expect(returns.body.data.answer).toContain('۷ روز');
    expect(returns.body.data.links.map((l: { url: string }) => l.url)).toEqual(
      expect.arrayContaining(['/contact-us', expect.stringMatching(/^\/faq\/items\/\d+$/)]),
    );
    expect((await ask('سلام')).body.data).toMatchObject({ handoff: false, answer: expect.stringContaining('سلام') });
  });
});

describe("a shopper's own orders and wallet", () => {
  it("tells a signed-in shopper their latest orders' status in Persian, and never another's", async () => {
    const mine = await twoDispatchOrder(t);
    const theirs = await twoDispatchOrder(t);
    const res = await ask('سفارشم کجاست؟', mine.shopper.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.handoff).toBe(false);
    expect(res.body.data.answer).toContain(`سفارش ${toFaDigits(mine.orderId)}`);
    expect(res.body.data.answer).toContain('در حال پردازش');
    // Another shopper's order is never named (its number alone could be part of a date: «۸ آذر»).
    expect(res.body.data.answer).not.toContain(`سفارش ${toFaDigits(theirs.orderId)} `);
    expect(res.body.data.links).toContainEqual({ title: 'همهٔ سفارش‌های من', url: '/profile/orders' });

    const one = await ask(`وضعیت سفارش ${toFaDigits(mine.orderId)}`, mine.shopper.headers);
    expect(one.body.data.answer).toMatch(new RegExp(`^سفارش ${toFaDigits(mine.orderId)} ثبت‌شده در .*: در حال پردازش\\. وضعیت ارسال: .*\\. پرداخت: موفق\\.$`));
    expect(one.body.data.links[0]).toEqual({ title: `جزئیات سفارش ${toFaDigits(mine.orderId)}`, url: `/profile/orders/${mine.orderId}` });

    // Another shopper's order number reads as not found in this account.
    const other = await ask(`وضعیت سفارش ${theirs.orderId}`, mine.shopper.headers);
    expect(other.body.data.answer).toContain(`سفارشی با شمارهٔ ${toFaDigits(theirs.orderId)} در حساب شما پیدا نشد`);
    expect(other.body.data.answer).not.toContain(`سفارش ${toFaDigits(theirs.orderId)} ثبت‌شده`);
  });

  it('asks a guest to sign in for orders and the wallet, and says when a shopper has no orders', async () => {
    for (const message of ['سفارشم کجاست؟', 'موجودی کیف پولم چقدر است؟']) {
      const res = await ask(message);
      expect(res.body.data.handoff).toBe(false);
      expect(res.body.data.links).toEqual([{ title: 'ورود به حساب کاربری', url: '/auth?back=%2Fchatbot' }]);
    }
    const fresh = await makeShopper(t.db);
    expect((await ask('وضعیت سفارش‌هایم', fresh.headers)).body.data.answer).toBe('هنوز سفارشی ثبت نکرده‌اید.');
  });

  it('tells a shopper their wallet balance and coins', async () => {
    const fresh = await makeShopper(t.db);
    const res = await ask('موجودی کیف پولم چقدر است؟', fresh.headers);
    expect(res.body.data).toMatchObject({ answer: 'موجودی کیف پول شما ۰ تومان و سکه‌های شما ۰ سکه است.', handoff: false });
    expect(res.body.data.links.map((l: { url: string }) => l.url)).toEqual(['/profile/paybuy', '/profile/scores']);
  });
});

describe('limits', () => {
  it('refuses an empty or over-long message with a Persian 422', async () => {
    expect(fieldsOf(await ask('   '))).toEqual({ message: 'پرسش خود را بنویسید' });
    expect(fieldsOf(await ask(undefined))).toEqual({ message: 'پرسش خود را بنویسید' });
    const long = await ask('س'.repeat(301));
    expect(long.status).toBe(422);
    expect(fieldsOf(long)).toEqual({ message: 'پرسش حداکثر ۳۰۰ نویسه است' });
  });

  it('answers 429 with Retry-After once an address asks too often', async () => {
    for (let i = 0; i < ASKS_PER_MINUTE; i++) expect((await ask('سلام')).status).toBe(200);
    const res = await ask('سلام');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(res.body.message).toBe('پرسش‌های شما در این چند دقیقه زیاد بوده است؛ کمی صبر کنید و دوباره بپرسید');
  });
});
