import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { fieldsOf, newMember } from '#tests/factories/members.ts';
import { deliveredOrder } from '#tests/factories/orders.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { rowsOf } from '#server/db/rows.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { staffAudit } from '#modules/staff/index.ts';
import { HELD_MESSAGE, PUBLISHED_MESSAGE } from '../moderation/moderate.ts';
import { answers, questions } from '../schema.ts';
import { TEXT_MESSAGES } from '../validation.ts';
import { OWN_VOTE } from '../votes.ts';
import { questionsFixture } from './questions.fixture.ts';
import { productSellerOf } from './seller.ts';
import { QUESTION_NOT_FOUND } from './write.ts';

/**
 * Questions and answers: /v6/question/index, create (ask or answer), like;
 * moderation through the decisions inbox; the asker's one SMS; seller answers from the
 * back office (/v10/admin/question/answer).
 */
const t = useTestApi();

const { freshProduct, approveInInbox } = questionsFixture(t);
type Who = { auth: Record<string, string> } | { headers: Record<string, string> };
const authOf = (who: Who) => ('auth' in who ? who.auth : who.headers);
const ask = (who: Who, product_id: number, text: string) => t.call('POST', '/v6/question/create', { product_id, text }, authOf(who));
const answer = (who: Who, question_id: number, text: string) => t.call('POST', '/v6/question/create', { question_id, text }, authOf(who));
const listed = async (productId: number) => (await t.call('GET', `/v6/question/index?product_id=${productId}`)).body.data.items as any[];
const smsTo = (mobile: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, mobile));

describe('asking', () => {
  it('lets guests read but not write (401), and answers 404 for an unknown product', async () => {
    const p = await freshProduct();
    const list = await t.call('GET', `/v6/question/index?product_id=${p.id}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ items: [], _meta: { totalCount: 0, currentPage: 1, perPage: 20 } });
    expect((await t.call('GET', '/v6/question/index?product_id=99999999')).status).toBe(404);
    expect((await t.call('GET', '/v6/question/index')).status).toBe(422);
    expect((await t.call('POST', '/v6/question/create', { product_id: p.id, text: 'این کالا گارانتی دارد؟' })).status).toBe(401);
    expect((await t.call('POST', '/v6/question/like', { id: 1, like: true })).status).toBe(401);
  });

  it('publishes plain text at once and holds a link or a phone number for staff, listing it once approved', async () => {
    const p = await freshProduct();
    const asker = await newMember(t.db);
    const plain = await ask(asker, p.id, '  آیا این کالا از دو سیم‌کارت پشتیبانی می‌کند؟ ');
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.msg).toBe(PUBLISHED_MESSAGE);
    expect(plain.body.data).toMatchObject({
      product_id: p.id,
      text: 'آیا این کالا از دو سیم‌کارت پشتیبانی می‌کند؟',
      user_name: 'آزمون ن.',
      status: 'approved',
      status_text: 'منتشر شده',
      answers: [],
    });

    const phone = await ask(asker, p.id, 'قیمت عمده را به ۰۹۱۲ ۳۴۵ ۶۷۸۹ پیامک کنید');
    const link = await ask(asker, p.id, 'در www.example.com ارزان‌تر است؟');
    for (const held of [phone, link]) {
      expect(held.body.msg).toBe(HELD_MESSAGE);
      expect(held.body.data).toMatchObject({ status: 'pending', status_text: 'در انتظار تأیید' });
    }
    expect((await listed(p.id)).map((q) => q.id)).toEqual([plain.body.data.id]);

    await approveInInbox('question', link.body.data.id, 'در www.example.com ارزان‌تر است؟');
    expect((await listed(p.id)).map((q) => q.id)).toEqual([link.body.data.id, plain.body.data.id]);
  });

  it('refuses bad bodies field by field (422) and questions about products that do not exist (404)', async () => {
    const p = await freshProduct();
    const asker = await newMember(t.db);
    expect(fieldsOf(await ask(asker, p.id, 'کوتاه'))).toEqual({ text: TEXT_MESSAGES.question });
    expect(fieldsOf(await t.call('POST', '/v6/question/create', { text: 'این کالا گارانتی دارد؟' }, asker.auth))).toEqual({
      product_id: TEXT_MESSAGES.product,
    });
    expect(fieldsOf(await answer(asker, 1, ''))).toEqual({ text: TEXT_MESSAGES.answer });
    expect((await ask(asker, 99999999, 'این کالا گارانتی دارد؟')).status).toBe(404);
    expect((await answer(asker, 99999999, 'بله، دارد')).status).toBe(404);
  });

  it('allows ten questions a day per shopper (429 after)', async () => {
    const p = await freshProduct();
    const asker = await newMember(t.db);
    for (let i = 1; i <= 10; i++) expect((await ask(asker, p.id, `پرسش شمارهٔ ${'یک'.repeat(i)} دربارهٔ این کالا`)).status).toBe(200);
    const over = await ask(asker, p.id, 'پرسش یازدهم دربارهٔ این کالا');
    expect(over.status).toBe(429);
    expect(over.body.message).toContain('فردا');
  });
});

describe('answering', () => {
  it('marks buyers, tells the asker once by SMS however many answers come, and never for their own', async () => {
    const buyer = await deliveredOrder(t);
    const productId = buyer.productIds[0]!;
    const asker = await newMember(t.db);
    const q = (await ask(asker, productId, 'باتری این کالا چند ساعت دوام می‌آورد؟')).body.data;

    const own = await answer(asker, q.id, 'خودم هم نمی‌دانم، منتظرم');
    expect(own.body.data.status).toBe('approved');
    expect(await smsTo(asker.mobile)).toHaveLength(0);

    const byBuyer = await answer(buyer.shopper, q.id, 'حدود یک روز کامل با استفادهٔ معمولی');
    expect(byBuyer.status, JSON.stringify(byBuyer.body)).toBe(200);
    expect(byBuyer.body.data).toMatchObject({ question_id: q.id, is_buyer: true, seller: null, status: 'approved', likes: 0 });
    const other = await answer(await newMember(t.db), q.id, 'فکر می‌کنم بیشتر از یک روز');
    expect(other.body.data.is_buyer).toBe(false);

    const sent = await smsTo(asker.mobile);
    expect(sent).toHaveLength(1);
    const [product] = rowsOf(await t.db.execute(sql`select name, slug from products where id = ${productId}`));
    expect(sent[0]!.body).toContain(`«${product!.name}»`);
    expect(sent[0]!.body).toContain(`/product/${product!.slug}/questionAndAnswer#question-${q.id}`);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row!.askerNotifiedAt).not.toBeNull();
    const item = (await listed(productId)).find((x) => x.id === q.id);
    expect(item.answer_count).toBe(3);
  });

  it('holds an answer with a link; approving it in the inbox publishes it and tells the asker', async () => {
    const p = await freshProduct();
    const asker = await newMember(t.db);
    const q = (await ask(asker, p.id, 'لوازم جانبی این کالا را از کجا بخرم؟')).body.data;
    const text = 'از www.example.com بخرید';
    const held = await answer(await newMember(t.db), q.id, text);
    expect(held.body).toMatchObject({ msg: HELD_MESSAGE, data: { status: 'pending' } });
    expect((await listed(p.id))[0].answers).toEqual([]);
    expect(await smsTo(asker.mobile)).toHaveLength(0);
    await approveInInbox('answer', held.body.data.id, text);
    expect((await listed(p.id))[0].answers.map((a: { id: number }) => a.id)).toEqual([held.body.data.id]);
    expect(await smsTo(asker.mobile)).toHaveLength(1);
    await answer(await newMember(t.db), q.id, 'از همین فروشگاه بخرید');
    expect(await smsTo(asker.mobile)).toHaveLength(1);
  });

  it('counts a like once per shopper even when sent five times at once, and refuses likes on one’s own answer (422)', async () => {
    const p = await freshProduct();
    const writer = await newMember(t.db);
    const q = (await ask(await newMember(t.db), p.id, 'رنگ این کالا در نور روز چطور است؟')).body.data;
    const id = (await answer(writer, q.id, 'کمی روشن‌تر از عکس است')).body.data.id;
    const fan = await newMember(t.db);
    const likes = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', '/v6/question/like', { id, like: true }, fan.auth)));
    expect(likes.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const critic = await newMember(t.db);
    expect((await t.call('POST', '/v6/question/like', { id, like: false }, critic.auth)).body.data).toEqual({ id, likes: 1, dislikes: 1, my_vote: -1 });
    const [row] = await t.db.select().from(answers).where(eq(answers.id, id));
    expect(row).toMatchObject({ likes: 1, dislikes: 1 });
    expect((await listed(p.id))[0].answers[0]).toMatchObject({ id, likes: 1, dislikes: 1 });
    const mine = await t.call('POST', '/v6/question/like', { id, like: true }, writer.auth);
    expect(mine.status).toBe(422);
    expect(fieldsOf(mine)).toEqual({ id: OWN_VOTE });
    expect((await t.call('POST', '/v6/question/like', { id: 99999999 }, fan.auth)).status).toBe(404);
  });
});

describe('seller answers from the back office', () => {
  it('are published at once under the product’s seller, first among the answers, audited, and tell the asker', async () => {
    const p = await freshProduct();
    const asker = await newMember(t.db);
    const q = (await ask(asker, p.id, 'آیا این کالا گارانتی اصلی دارد؟')).body.data;
    const liked = (await answer(await newMember(t.db), q.id, 'فکر کنم دارد')).body.data.id;
    await t.call('POST', '/v6/question/like', { id: liked }, (await newMember(t.db)).auth);

    const editor = await readyStaff(t, 'catalog-editor');
    const res = await t.call('POST', '/v10/admin/question/answer', { question_id: q.id, text: 'بله، هجده ماه گارانتی شرکتی دارد' }, editor.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const seller = (await productSellerOf(t.db, p.id))!;
    expect(res.body.data).toMatchObject({ question_id: q.id, seller, user_name: seller.name, is_buyer: false, status: 'approved' });
    const [first, second] = (await listed(p.id))[0].answers;
    expect(first).toMatchObject({ id: res.body.data.id, seller, text: 'بله، هجده ماه گارانتی شرکتی دارد' });
    expect(second.id).toBe(liked);
    const [stored] = await t.db.select().from(answers).where(eq(answers.id, res.body.data.id));
    expect(stored).toMatchObject({ userId: editor.id, sellerId: seller.id, state: 'approved' });
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.actorUserId, editor.id), eq(staffAudit.action, 'question.answer')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subjectType: 'answer', subjectId: String(res.body.data.id) });
    expect(await smsTo(asker.mobile)).toHaveLength(1);
  });

  it('are refused to guests (401), shoppers and roles without catalogue editing (403); bad ones answer 422 / 404', async () => {
    const p = await freshProduct();
    const q = (await ask(await newMember(t.db), p.id, 'ابعاد جعبهٔ این کالا چقدر است؟')).body.data;
    const body = { question_id: q.id, text: 'سی در بیست سانتی‌متر' };
    expect((await t.call('POST', '/v10/admin/question/answer', body)).status).toBe(401);
    expect((await t.call('POST', '/v10/admin/question/answer', body, (await newMember(t.db)).auth)).status).toBe(403);
    expect((await t.call('POST', '/v10/admin/question/answer', body, (await readyStaff(t, 'content-editor')).auth)).status).toBe(403);
    const owner = await readyStaff(t, 'owner');
    expect(fieldsOf(await t.call('POST', '/v10/admin/question/answer', { ...body, text: 'بله' }, owner.auth))).toEqual({ text: TEXT_MESSAGES.answer });
    const unknown = await t.call('POST', '/v10/admin/question/answer', { ...body, question_id: 99999999 }, owner.auth);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      success: false,
      message: QUESTION_NOT_FOUND,
      data: { name: 'Not Found', message: QUESTION_NOT_FOUND, code: 0, status: 404 },
    });
    expect((await listed(p.id))[0].answers).toEqual([]);
  });
});
