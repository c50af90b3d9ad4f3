import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { deliveredOrder } from '#tests/factories/orders.ts';
import { newStaff, passSecondFactor, readyStaff } from '#tests/factories/staff.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { formatJalaliDate } from '#lib/jalali.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { rowsOf } from '#server/db/rows.ts';
import { answers, questions } from '../schema.ts';
import { TEXT_MESSAGES } from '../validation.ts';
import { questionsFixture } from './questions.fixture.ts';
import { productSellerOf } from './seller.ts';

/**
 * The questionAndAnswer tab and the no-JavaScript ask / answer pages, rendered
 * in-process against the test's database: writers' markup shown escaped, paging by plain
 * links, the badges, and the forms' redirects and messages. Named `.pages.test`, not
 * `.api.test`: rendering does not depend on the database server, so the PostgreSQL run
 * (scripts/test.mjs DB_SUITES) skips these and their Vite start.
 */
const t = useTestApi();
const pages = usePageRenderer(t);

const { freshProduct, approveInInbox } = questionsFixture(t, { firstProduct: 40 });
const create = (auth: Record<string, string>, body: Record<string, unknown>) => t.call('POST', '/v6/question/create', body, auth);
const tab = async (slug: string, query = '') => {
  const res = await pages.render('product/[slug]/[...tab].astro', `/product/${slug}/questionAndAnswer${query}`, { params: { slug, tab: 'questionAndAnswer' } });
  expect(res.status).toBe(200);
  return res.text();
};
const session = async (userId: number) => ({ Cookie: `bz_session=${(await issueLogin(t.db, userId, 'retail-web')).web}` });
const form = (cookie: Record<string, string>, fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { ...cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
});

describe('the questionAndAnswer tab', () => {
  it('keeps markup exactly as written, returns it verbatim in JSON and shows it escaped on the product page', async () => {
    const p = await freshProduct();
    const asker = await newMember(t.db);
    const script = '<script>alert(1)</script>';
    const link = '<a href="https://evil.example/x">ارزان‌تر اینجا</a>';
    const q = (await create(asker.auth, { product_id: p.id, text: script })).body.data;
    expect(q.status).toBe('pending');
    await approveInInbox('question', q.id, script);
    const a = (await create((await newMember(t.db)).auth, { question_id: q.id, text: link })).body.data;
    expect(a.status).toBe('pending');
    await approveInInbox('answer', a.id, link);

    expect((await t.db.select().from(questions).where(eq(questions.id, q.id)))[0]!.text).toBe(script);
    expect((await t.db.select().from(answers).where(eq(answers.id, a.id)))[0]!.text).toBe(link);
    const [listed] = (await t.call('GET', `/v6/question/index?product_id=${p.id}`)).body.data.items;
    expect(listed).toMatchObject({ id: q.id, text: script, answers: [{ id: a.id, text: link }] });

    const html = await tab(p.slug);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain(script);
    expect(html).toContain('&lt;a href=');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).toContain(`id="question-${q.id}"`);
    expect(html).toContain(`id="answer-${a.id}"`);
    expect(html).toContain(`href="/product/${p.slug}/answer/${q.id}"`);
    expect(html).toContain(`value="/product/${p.slug}/questionAndAnswer#answer-${a.id}"`);
  });

  it('shows five questions a page with plain links, Jalali dates, and the buyer and seller badges', async () => {
    const buyer = await deliveredOrder(t);
    const productId = buyer.productIds[0]!;
    const [row] = rowsOf(await t.db.execute(sql`select slug from products where id = ${productId}`));
    const slug = String(row!.slug);
    const asker = await newMember(t.db);
    const ids: number[] = [];
    for (let i = 1; i <= 6; i++)
      ids.push((await create(asker.auth, { product_id: productId, text: `پرسش ${'شماره '.repeat(i)}دربارهٔ این کالا` })).body.data.id);
    const newest = ids.at(-1)!;
    const byBuyer = (await create(buyer.shopper.headers, { question_id: newest, text: 'من خریده‌ام و راضی هستم' })).body.data.id;
    const editor = await readyStaff(t, 'catalog-editor');
    const bySeller = (await t.call('POST', '/v10/admin/question/answer', { question_id: newest, text: 'بله، موجود و اصل است' }, editor.auth)).body.data.id;
    const seller = (await productSellerOf(t.db, productId))!;

    // The seed may have asked about this product before: ours are the newest.
    const first = await tab(slug);
    expect(first.match(/id="question-\d+"/g)).toEqual(
      ids
        .slice(1)
        .reverse()
        .map((id) => `id="question-${id}"`),
    );
    const answerHtml = (id: number) => first.slice(first.indexOf(`id="answer-${id}"`), first.indexOf('</li>', first.indexOf(`id="answer-${id}"`)));
    expect(answerHtml(byBuyer)).toContain('>خریدار</span>');
    expect(answerHtml(bySeller)).toContain(`فروشنده: ${seller.name}`);
    expect(first.indexOf(`id="answer-${bySeller}"`)).toBeLessThan(first.indexOf(`id="answer-${byBuyer}"`));
    expect(first).toContain(formatJalaliDate(new Date()));
    expect(first).toContain(`href="/product/${slug}/questionAndAnswer?question_page=2#tab-questionAndAnswer"`);
    const second = await tab(slug, '?question_page=2');
    expect(second.match(/id="question-\d+"/g)![0]).toBe(`id="question-${ids[0]}"`);
  });

  it('says so when a product has no questions yet', async () => {
    const p = await freshProduct();
    expect(await tab(p.slug)).toContain('هنوز پرسشی درباره این کالا ثبت نشده است.');
  });
});

describe('asking and answering without JavaScript', () => {
  it('sends guests to sign in, re-shows a refused form (422) and goes back to the tab with a notice', async () => {
    const p = await freshProduct();
    const ask = (init = {}) => pages.render('product/[slug]/ask.astro', `/product/${p.slug}/ask`, { params: { slug: p.slug }, ...init });
    const guest = await ask();
    expect(guest.status).toBe(302);
    expect(guest.headers.get('Location')).toBe(`/auth?back=${encodeURIComponent(`/product/${p.slug}/ask`)}`);

    const me = await newMember(t.db);
    const cookie = await session(me.id);
    const shown = await ask({ headers: cookie });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Cache-Control')).toBe('no-store');
    expect(await shown.text()).toContain(p.name.replaceAll('"', '&quot;'));

    const refused = await ask(form(cookie, { text: '<b>کوتاه' }));
    expect(refused.status).toBe(422);
    const again = await refused.text();
    expect(again).toContain(TEXT_MESSAGES.question);
    expect(again).toContain('&lt;b&gt;کوتاه');

    const sent = await ask(form(cookie, { text: 'این کالا در چه رنگ‌هایی موجود است؟' }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe(`/product/${p.slug}/questionAndAnswer?asked=1&published=1#tab-questionAndAnswer`);
    const held = await ask(form(cookie, { text: 'در www.example.com ارزان‌تر است؟' }));
    expect(held.headers.get('Location')).toBe(`/product/${p.slug}/questionAndAnswer?asked=1#tab-questionAndAnswer`);
    expect(await tab(p.slug, '?asked=1&published=1')).toContain('پرسش شما ثبت شد و منتشر شد');
    expect(await tab(p.slug, '?asked=1')).toContain('پرسش شما ثبت شد و پس از بررسی منتشر می‌شود');

    const [q] = await t.db.select().from(questions).where(eq(questions.productId, p.id)).orderBy(questions.id).limit(1);
    const answerPage = (init = {}) =>
      pages.render('product/[slug]/answer/[questionId].astro', `/product/${p.slug}/answer/${q!.id}`, {
        params: { slug: p.slug, questionId: String(q!.id) },
        ...init,
      });
    expect((await answerPage()).headers.get('Location')).toBe(`/auth?back=${encodeURIComponent(`/product/${p.slug}/answer/${q!.id}`)}`);
    const other = await session((await newMember(t.db)).id);
    expect(await (await answerPage({ headers: other })).text()).toContain('این کالا در چه رنگ‌هایی موجود است؟');
    const answered = await answerPage(form(other, { text: 'مشکی و سفید' }));
    expect(answered.status).toBe(303);
    expect(answered.headers.get('Location')).toBe(`/product/${p.slug}/questionAndAnswer?answered=1&published=1#tab-questionAndAnswer`);
    expect((await t.db.select().from(answers).where(eq(answers.questionId, q!.id))).map((a) => a.text)).toEqual(['مشکی و سفید']);
  });
});

describe('the back office’s unanswered questions', () => {
  /** A staff member's browser session past the second factor (the page gate's checks). */
  const staffSession = async (role: 'catalog-editor' | 'content-editor') => {
    const member = await newStaff(t, role);
    const login = await issueLogin(t.db, member.id, 'retail-web');
    await passSecondFactor(t, { Authorization: `Bearer ${login.tokens.access_token}` });
    return { id: member.id, cookie: { Cookie: `bz_session=${login.web}` } };
  };
  const screen = (init = {}) => pages.render('admin/questions.astro', '/admin/questions', init);

  it('lists questions without a seller answer and answers them as the seller, for catalogue editors only', async () => {
    const p = await freshProduct();
    const q = (await create((await newMember(t.db)).auth, { product_id: p.id, text: 'این کالا ساخت کدام کشور است؟' })).body.data;
    const editor = await staffSession('catalog-editor');
    const listed = await screen({ headers: editor.cookie });
    expect(listed.status).toBe(200);
    expect(await listed.text()).toContain(`id="q-${q.id}"`);

    const refused = await screen(form(editor.cookie, { action: 'question.answer', id: String(q.id), question_id: String(q.id), text: 'بله' }));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(TEXT_MESSAGES.answer);
    const posted = await screen(form(editor.cookie, { action: 'question.answer', id: String(q.id), question_id: String(q.id), text: 'ساخت ایران است' }));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/admin/questions?done=answered');
    const [stored] = await t.db.select().from(answers).where(eq(answers.questionId, q.id));
    expect(stored).toMatchObject({ userId: editor.id, sellerId: (await productSellerOf(t.db, p.id))!.id, state: 'approved', text: 'ساخت ایران است' });
    expect(await (await screen({ headers: editor.cookie })).text()).not.toContain(`id="q-${q.id}"`);

    expect((await screen({ headers: (await staffSession('content-editor')).cookie })).status).toBe(403);
  });
});
