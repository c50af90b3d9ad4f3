import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { faqCategories, faqItems } from './schema.ts';

/** /v6/faq/* against the seeded FAQ (app/seed/data/content.ts): shapes, search, 404 and 422. */
const t = useTestApi();

const seeded = async () => ({
  groups: await t.db.select().from(faqCategories).orderBy(asc(faqCategories.sort), asc(faqCategories.id)),
  items: await t.db.select().from(faqItems).orderBy(asc(faqItems.sort), asc(faqItems.id)),
});

describe('GET /v6/faq/index', () => {
  it('lists every category in order with its questions, as a collection', async () => {
    const { groups, items } = await seeded();
    const res = await t.call('GET', '/v6/faq/index');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const data = res.body.data;
    expect(data.items.map((g: { title: string }) => g.title)).toEqual(groups.map((g) => g.title));
    expect(data._meta).toEqual({ totalCount: groups.length, pageCount: 1, currentPage: 1, perPage: 20 });
    expect(res.headers.get('X-Pagination-Total-Count')).toBe(String(groups.length));
    const first = data.items[0];
    const own = items.filter((i) => i.categoryId === first.id);
    expect(first.items).toEqual(own.map((i) => ({ id: i.id, category_id: i.categoryId, question: i.question, answer: i.answer })));
  });

  it('searches questions and answers on normalised text: Arabic letters, ZWNJ and digits do not matter', async () => {
    // Typed with an Arabic yeh (ي) and a space where the text has a ZWNJ, as many keyboards do.
    const res = await t.call('GET', `/v6/faq/index?q=${encodeURIComponent('هزينه ارسال محاسبه مي شود')}`);
    expect(res.status).toBe(200);
    const questions = res.body.data.items.flatMap((g: { items: { question: string }[] }) => g.items.map((i) => i.question));
    expect(questions).toEqual(['هزینه ارسال چگونه محاسبه می‌شود؟']);
    for (const g of res.body.data.items) expect(g.items.length).toBeGreaterThan(0);

    const digits = await t.call('GET', `/v6/faq/index?q=${encodeURIComponent('۷۲ ساعت')}`);
    const found = digits.body.data.items.flatMap((g: { items: { question: string }[] }) => g.items.map((i) => i.question));
    expect(found).toEqual(['مبلغ از حسابم کسر شد ولی سفارش ثبت نشد؛ چه کنم؟']);
  });

  it('answers an empty collection to a query nothing matches', async () => {
    const res = await t.call('GET', `/v6/faq/index?q=${encodeURIComponent('زیردریایی')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
    expect(res.body.data._meta.totalCount).toBe(0);
  });

  it('narrows to one category with category_id (Persian digits too)', async () => {
    const { groups } = await seeded();
    const target = groups[1]!;
    const res = await t.call('GET', `/v6/faq/index?category_id=${target.id.toLocaleString('fa-IR')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((g: { id: number }) => g.id)).toEqual([target.id]);
  });

  it('pages the categories', async () => {
    const { groups } = await seeded();
    const res = await t.call('GET', '/v6/faq/index?per-page=2&page=2');
    expect(res.body.data.items.map((g: { id: number }) => g.id)).toEqual(groups.slice(2, 4).map((g) => g.id));
    expect(res.body.data._links.prev).toBeDefined();
  });

  it('answers 404 in Persian for an unknown category', async () => {
    const res = await t.call('GET', '/v6/faq/index?category_id=999999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'دسته‌بندی پرسش‌ها پیدا نشد', data: { status: 404 } });
  });

  it.each([
    ['category_id=abc', 'category_id', 'شناسه دسته‌بندی معتبر نیست'],
    ['category_id=-1', 'category_id', 'شناسه دسته‌بندی معتبر نیست'],
    ['per-page=500', 'per-page', 'تعداد در هر صفحه باید بین ۱ و ۵۰ باشد'],
    ['page=0', 'page', 'شماره صفحه معتبر نیست'],
  ])('refuses %s with a 422 on its field', async (query, field, message) => {
    const res = await t.call('GET', `/v6/faq/index?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: 'اطلاعات وارد شده معتبر نیست', data: [{ field, message }] });
  });
});

describe('GET /v6/faq/categories', () => {
  it('lists the categories with their question counts', async () => {
    const { groups, items } = await seeded();
    const res = await t.call('GET', '/v6/faq/categories');
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual(groups.map((g) => ({ id: g.id, title: g.title, count: items.filter((i) => i.categoryId === g.id).length })));
  });
});

describe('GET /v6/faq/view', () => {
  it('answers one question with its category and the other questions of the category', async () => {
    const { groups, items } = await seeded();
    const item = items.find((i) => i.categoryId === groups[0]!.id)!;
    const res = await t.call('GET', `/v6/faq/view?id=${item.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: item.id,
      category_id: item.categoryId,
      question: item.question,
      answer: item.answer,
      category: { id: groups[0]!.id, title: groups[0]!.title },
    });
    const siblings = items.filter((i) => i.categoryId === item.categoryId && i.id !== item.id);
    expect(res.body.data.related).toEqual(siblings.map((i) => ({ id: i.id, question: i.question })));
  });

  it('answers 404 in Persian for an unknown question', async () => {
    const res = await t.call('GET', '/v6/faq/view?id=999999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'پرسش مورد نظر پیدا نشد', data: { status: 404 } });
  });

  it.each(['', '?id=', '?id=x', '?id=0', '?id=99999999999'])('refuses %j with a 422 on id', async (query) => {
    const res = await t.call('GET', `/v6/faq/view${query}`);
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual([{ field: 'id', message: 'شناسه پرسش معتبر نیست' }]);
  });
});
