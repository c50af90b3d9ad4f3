import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { decisions } from '#modules/decisions/index.ts';
import { questionsFixture } from './questions.fixture.ts';

/**
 * A seller answering from their own account: an account linked to a seller
 * sees the published questions on the products it offers, answers them under the seller's
 * name (plain text at once, the asker told; a link held for staff), and cannot answer for
 * a product it does not offer; other accounts are refused.
 */
const t = useTestApi();
const { freshProduct, sellerAccount, offer } = questionsFixture(t);

const ask = async (productId: number, text: string) => {
  const asker = await newMember(t.db);
  const res = await t.call('POST', '/v6/question/create', { product_id: productId, text }, asker.auth);
  expect(res.body.data.status).toBe('approved');
  return { asker, questionId: res.body.data.id as number };
};

describe('a seller answers from their own account', () => {
  it('lists the questions on its products, answers under its name, and the asker hears of it', async () => {
    const seller = await sellerAccount('لوازم خانگی آزمون');
    const product = await freshProduct();
    const elsewhere = await freshProduct();
    await offer(seller.sellerId, product.id);
    const { asker, questionId } = await ask(product.id, 'این جاروبرقی کیسه یدک هم دارد؟');
    const other = await ask(elsewhere.id, 'رنگ دیگری هم موجود است؟');

    const list = await t.call('GET', '/v6/provider/questions', undefined, seller.auth);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((q: { id: number }) => q.id)).toEqual([questionId]);
    expect(list.body.data.items[0].product).toMatchObject({ id: product.id, slug: product.slug });

    const answered = await t.call(
      'POST',
      '/v6/provider/questions/answer',
      { question_id: questionId, text: 'بله، دو کیسهٔ یدک همراه دستگاه است.' },
      seller.auth,
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({
      status: 'approved',
      seller: { id: seller.sellerId, name: 'لوازم خانگی آزمون' },
      user_name: 'لوازم خانگی آزمون',
    });
    const [sms] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, asker.mobile)).orderBy(desc(smsOutbox.id));
    expect(sms!.body).toContain('پاسخ داده شد');
    expect((await t.call('GET', '/v6/provider/questions', undefined, seller.auth)).body.data.items).toEqual([]);
    const shown = (await t.call('GET', `/v6/question/index?product_id=${product.id}`)).body.data.items[0];
    expect(shown.answers[0].seller).toEqual({ id: seller.sellerId, name: 'لوازم خانگی آزمون' });

    const notMine = await t.call('POST', '/v6/provider/questions/answer', { question_id: other.questionId, text: 'بله موجود است، از ما بخرید.' }, seller.auth);
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('شما فروشندهٔ این کالا نیستید');
  });

  it('holds an answer with a phone number or link for staff, and refuses accounts that are not sellers', async () => {
    const seller = await sellerAccount('فروشگاه آزمون دوم');
    const product = await freshProduct();
    await offer(seller.sellerId, product.id);
    const { questionId } = await ask(product.id, 'گارانتی این کالا چند ماه است؟');
    const held = await t.call(
      'POST',
      '/v6/provider/questions/answer',
      { question_id: questionId, text: 'برای خرید ارزان‌تر به ۰۹۱۲۱۲۳۴۵۶۷ زنگ بزنید' },
      seller.auth,
    );
    expect(held.body.data.status).toBe('pending');
    const [row] = await t.db.select().from(decisions).where(eq(decisions.kind, 'answer')).orderBy(desc(decisions.id)).limit(1);
    expect(row!.subjectId).toBe(held.body.data.id);

    const shopper = await newMember(t.db);
    expect((await t.call('GET', '/v6/provider/questions', undefined, shopper.auth)).status).toBe(403);
    const refused = await t.call('POST', '/v6/provider/questions/answer', { question_id: questionId, text: 'پاسخ یک خریدار عادی' }, shopper.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('این بخش ویژهٔ فروشندگان تأییدشدهٔ بازار است');
    expect((await t.call('GET', '/v6/provider/questions')).status).toBe(401);
    const bad = await t.call('POST', '/v6/provider/questions/answer', { question_id: 'x', text: '' }, seller.auth);
    expect(bad.status).toBe(422);
  });
});

describe('a seller answering a question that is not there', () => {
  it('is told it was not found (404)', async () => {
    const seller = await questionsFixture(t).sellerAccount('فروشگاه آزمون سوم');
    const res = await t.call('POST', '/v6/provider/questions/answer', { question_id: 99999999, text: 'پاسخی به پرسشی که نیست' }, seller.auth);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('این پرسش پیدا نشد');
  });
});
