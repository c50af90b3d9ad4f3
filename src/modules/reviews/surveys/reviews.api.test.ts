import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { fieldsOf, newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { deliveredOrder } from '#tests/factories/orders.ts';
import { rowsOf } from '#server/db/rows.ts';
import { products } from '#modules/catalog/schema.ts';
import { reviews } from '../schema.ts';

/**
 * Reviews: criteria, writing, moderation, the product's rating, votes,
 * editing one's own, and texts kept as written.
 */
const t = useTestApi();

let nextProduct = 0;
/** A product nobody has reviewed yet (each test takes its own). */
async function freshProduct(): Promise<number> {
  const rows = rowsOf(
    await t.db.execute(
      sql`select p.id from products p where p.status = 1 and not exists (select 1 from reviews r where r.product_id = p.id) order by p.id offset ${nextProduct++} limit 1`,
    ),
  );
  return Number(rows[0]!.id);
}
const itemsOf = async (productId: number) =>
  (await t.call('GET', `/v10/survey-items/index?product_id=${productId}`)).body.data.items as { id: number; title: string }[];
const body = async (productId: number, score = 4, extra: Record<string, unknown> = {}) => ({
  product_id: productId,
  scores: (await itemsOf(productId)).map((i) => ({ item_id: i.id, score })),
  title: 'خرید خوبی بود',
  text: 'بعد از یک ماه استفاده از کیفیتش راضی هستم.',
  pros: ['باتری خوب'],
  cons: [],
  recommend: 1,
  ...extra,
});
const rating = async (productId: number) =>
  (await t.db.select({ average: products.surveyAverage, count: products.surveyCount }).from(products).where(eq(products.id, productId)))[0]!;

describe('reviews', () => {
  let owner: Awaited<ReturnType<typeof readyStaff>>;
  beforeAll(async () => {
    owner = await readyStaff(t, 'owner');
  });

  it('names the criteria of the product’s category, and 404s an unknown product', async () => {
    const productId = await freshProduct();
    const items = await itemsOf(productId);
    expect(items.length).toBeGreaterThan(1);
    expect(items[0]).toEqual({ id: expect.any(Number), title: expect.any(String) });
    expect((await t.call('GET', '/v10/survey-items/index?product_id=99999999')).status).toBe(404);
    expect((await t.call('GET', '/v10/survey-items/index')).status).toBe(422);
    expect((await t.call('GET', '/v6/survey/index?product_id=99999999')).status).toBe(404);
    expect((await t.call('GET', '/v6/survey/scores?product_id=99999999')).status).toBe(404);
  });

  it('cannot be written, edited, voted or read as one’s own by a guest', async () => {
    const productId = await freshProduct();
    expect((await t.call('POST', '/v6/survey/create', await body(productId))).status).toBe(401);
    expect((await t.call('PATCH', '/v6/survey/update?id=1', await body(productId))).status).toBe(401);
    expect((await t.call('POST', '/v6/survey/like', { id: 1 })).status).toBe(401);
    expect((await t.call('GET', `/v6/survey/user-survey?product_id=${productId}`)).status).toBe(401);
  });

  it('publishes plain text at once and moves the product’s average and count with it', async () => {
    const productId = await freshProduct();
    expect(await rating(productId)).toEqual({ average: 0, count: 0 });
    const a = await newMember(t.db);
    const made = await t.call('POST', '/v6/survey/create', await body(productId, 5), a.auth);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.msg).toBe('ثبت شد و منتشر شد');
    expect(made.body.data).toMatchObject({ status: 'approved', status_text: 'منتشر شده', score: 5, is_buyer: false, user_name: 'آزمون ن.' });
    const b = await newMember(t.db);
    await t.call('POST', '/v6/survey/create', await body(productId, 2, { recommend: -1, anonymous: true }), b.auth);
    expect(await rating(productId)).toEqual({ average: 3.5, count: 2 });

    const view = (await t.call('GET', `/v6/product/view?id=${productId}`)).body.data;
    expect(view.survey).toEqual({ average: 3.5, count: 2 });
    const scores = (await t.call('GET', `/v6/survey/scores?product_id=${productId}`)).body.data;
    expect(scores).toMatchObject({ average: 3.5, count: 2, recommend_percent: 50 });
    expect(scores.distribution).toEqual([
      { score: 5, count: 1 },
      { score: 4, count: 0 },
      { score: 3, count: 0 },
      { score: 2, count: 1 },
      { score: 1, count: 0 },
    ]);
    const list = (await t.call('GET', `/v6/survey/index?product_id=${productId}`)).body.data;
    expect(list._meta.totalCount).toBe(2);
    expect(list.items.map((r: { user_name: string }) => r.user_name)).toEqual(['کاربر ناشناس', 'آزمون ن.']);
  });

  it('keeps one review per shopper and product, and checks every field', async () => {
    const productId = await freshProduct();
    const m = await newMember(t.db);
    await t.call('POST', '/v6/survey/create', await body(productId), m.auth);
    const again = await t.call('POST', '/v6/survey/create', await body(productId), m.auth);
    expect(again.status).toBe(422);
    expect(fieldsOf(again).product_id).toContain('پیش‌تر');
    const bad = await t.call(
      'POST',
      '/v6/survey/create',
      { product_id: await freshProduct(), scores: [{ item_id: 1, score: 9 }], text: 'کوتاه', pros: ['x'.repeat(101)], recommend: 7 },
      m.auth,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['pros.0', 'recommend', 'scores.0.score', 'text']);
    const missing = await t.call('POST', '/v6/survey/create', { ...(await body(await freshProduct())), scores: [] }, m.auth);
    expect(fieldsOf(missing).scores).toBe('به همهٔ معیارها امتیاز دهید');
  });

  it('holds links, phone numbers and markup for staff, stores them as written, and publishes on approval', async () => {
    const productId = await freshProduct();
    const m = await newMember(t.db);
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)> ببینید: https://evil.example';
    const made = await t.call(
      'POST',
      '/v6/survey/create',
      await body(productId, 4, { text: payload, title: '<b>عالی</b>', pros: ['<a href="//x">x</a>'] }),
      m.auth,
    );
    expect(made.body.msg).toBe('ثبت شد و پس از بررسی منتشر می‌شود');
    expect(made.body.data).toMatchObject({
      status: 'pending',
      status_text: 'در انتظار تأیید',
      text: payload,
      title: '<b>عالی</b>',
      pros: ['<a href="//x">x</a>'],
    });
    expect(await rating(productId)).toEqual({ average: 0, count: 0 });
    expect((await t.call('GET', `/v6/survey/index?product_id=${productId}`)).body.data.items).toEqual([]);
    expect((await t.call('GET', `/v6/survey/user-survey?product_id=${productId}`, undefined, m.auth)).body.data.status).toBe('pending');

    const cases = (await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, owner.auth)).body.data.items as {
      id: number;
      kind: string;
      lines: string[];
    }[];
    const held = cases.find((c) => c.kind === 'review' && c.lines.includes(payload))!;
    expect(held.lines.at(-1)).toContain('پیوند');
    const approved = await t.call('POST', '/v10/admin/decisions/decide', { id: held.id, verdict: 'approve' }, owner.auth);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await rating(productId)).toEqual({ average: 4, count: 1 });
    const [published] = (await t.call('GET', `/v6/survey/index?product_id=${productId}`)).body.data.items;
    expect(published.text).toBe(payload);
  });

  it('lets a writer edit only their own review; an edit is moderated again and the rating follows', async () => {
    const productId = await freshProduct();
    const writer = await newMember(t.db);
    const other = await newMember(t.db);
    const id = (await t.call('POST', '/v6/survey/create', await body(productId, 5), writer.auth)).body.data.id;
    const theirs = await t.call('PATCH', `/v6/survey/update?id=${id}`, await body(productId, 1), other.auth);
    expect(theirs.status).toBe(404);
    expect(await rating(productId)).toEqual({ average: 5, count: 1 });

    const edited = await t.call(
      'PATCH',
      `/v6/survey/update?id=${id}`,
      await body(productId, 3, { text: 'بعد از دو ماه: باتری ضعیف شد ولی هنوز قابل قبول است.' }),
      writer.auth,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ score: 3, status: 'approved' });
    expect(await rating(productId)).toEqual({ average: 3, count: 1 });

    const linked = await t.call('PATCH', `/v6/survey/update?id=${id}`, await body(productId, 3, { text: 'ارزان‌ترش در www.example.ir هست' }), writer.auth);
    expect(linked.body.data.status).toBe('pending');
    expect(await rating(productId)).toEqual({ average: 0, count: 0 });
  });

  it('counts a like once per shopper under parallel clicks, lets them change it, and refuses the writer’s own', async () => {
    const productId = await freshProduct();
    const writer = await newMember(t.db);
    const id = (await t.call('POST', '/v6/survey/create', await body(productId), writer.auth)).body.data.id;
    const fan = await newMember(t.db);
    const clicks = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', '/v6/survey/like', { id, like: true }, fan.auth)));
    expect(clicks.map((c) => c.status)).toEqual(Array(6).fill(200));
    const [row] = await t.db.select({ likes: reviews.likes, dislikes: reviews.dislikes }).from(reviews).where(eq(reviews.id, id));
    expect(row).toEqual({ likes: 1, dislikes: 0 });
    const changed = await t.call('POST', '/v6/survey/like', { id, like: false }, fan.auth);
    expect(changed.body.data).toEqual({ id, likes: 0, dislikes: 1, my_vote: -1 });
    expect((await t.call('POST', '/v6/survey/like', { id }, writer.auth)).status).toBe(422);
    expect((await t.call('POST', '/v6/survey/like', { id: 99999999 }, fan.auth)).status).toBe(404);
  });

  it('sorts by newest, most helpful and buyers first, with paging', async () => {
    const buyer = await deliveredOrder(t);
    const bought = buyer.productIds[0]!;
    const plain = await newMember(t.db);
    const first = (await t.call('POST', '/v6/survey/create', await body(bought), plain.auth)).body.data.id;
    const second = (await t.call('POST', '/v6/survey/create', await body(bought), buyer.shopper.headers)).body.data;
    expect(second.is_buyer).toBe(true);
    const fan = await newMember(t.db);
    await t.call('POST', '/v6/survey/like', { id: first }, fan.auth);
    // The product may have other reviews (the demo's): compare where these two stand.
    const order = async (sort: string) => {
      const ids = (await t.call('GET', `/v6/survey/index?product_id=${bought}&sort=${sort}&per-page=50`)).body.data.items.map((r: { id: number }) => r.id);
      return ids.indexOf(first) < ids.indexOf(second.id) ? 'first' : 'second';
    };
    expect(await order('-likes')).toBe('first');
    expect(await order('helpful')).toBe('first');
    expect(await order('-is_buyer')).toBe('second');
    expect(await order('-created_at')).toBe('second');
    expect((await t.call('GET', `/v6/survey/index?product_id=${bought}&sort=price`)).status).toBe(422);
    const total = (await t.call('GET', `/v6/survey/index?product_id=${bought}`)).body.data._meta.totalCount;
    const paged = (await t.call('GET', `/v6/survey/index?product_id=${bought}&per-page=1&page=2`)).body.data;
    expect(paged._meta).toMatchObject({ totalCount: total, pageCount: total, currentPage: 2 });
    expect(paged.items).toHaveLength(1);
  });

  it('limits how many reviews a shopper writes in a day', async () => {
    const m = await newMember(t.db);
    for (let i = 0; i < 10; i++) expect((await t.call('POST', '/v6/survey/create', await body(await freshProduct()), m.auth)).status).toBe(200);
    const over = await t.call('POST', '/v6/survey/create', await body(await freshProduct()), m.auth);
    expect(over.status).toBe(429);
  });
});
