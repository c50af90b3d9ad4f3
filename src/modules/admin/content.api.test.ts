import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { fieldsOf, newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { pageVersion } from '#server/cache/page-version.ts';
import { faqItems, pages } from '#modules/content/schema.ts';
import { campaigns, competitions } from '#modules/campaigns/schema.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { bannersOf, campaignItems } from '#modules/campaigns/index.ts';
import { categories, products } from '#modules/catalog/index.ts';
import { CONTENT_ACTIONS } from './content/actions.ts';
import { faqGroups } from './content/faq.ts';
import { staffAudit } from '#modules/staff/index.ts';

const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

const BASE = '/v10/admin/content';
const LISTS = ['sliders', 'banners', 'faq', 'pages', 'campaigns', 'competitions'];

/** The audit rows of one action on one subject, newest first. */
const auditOf = (action: string, subjectId: number) =>
  t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.subjectId, String(subjectId))));

async function editor() {
  return (await readyStaff(t, 'content-editor')).auth;
}

describe('content screens: who may use them', () => {
  it('refuses shoppers and roles without content.edit on every route, with no data, and changes nothing', async () => {
    const shopper = await newMember(t.db);
    const operator = await readyStaff(t, 'order-operator');
    const cataloguer = await readyStaff(t, 'catalog-editor');
    const routes = [...LISTS.map((l) => ['GET', `${BASE}/${l}`] as const), ...Object.keys(CONTENT_ACTIONS).map((a) => ['POST', `${BASE}/${a}`] as const)];
    const auditBefore = (await t.db.select().from(staffAudit)).length;
    for (const [method, path] of routes) {
      const body = method === 'POST' ? { id: 1, title: 'دزدکی' } : undefined;
      expect((await t.call(method, path, body)).status, path).toBe(401);
      for (const auth of [shopper.auth, operator.auth, cataloguer.auth]) {
        const refused = await t.call(method, path, body, auth);
        expect(refused.status, path).toBe(403);
        expect(refused.body.success).toBe(false);
        expect(refused.body.data).not.toHaveProperty('items');
        expect(refused.body.message).toBe('شما به این بخش دسترسی ندارید');
      }
    }
    expect((await t.db.select().from(staffAudit)).length).toBe(auditBefore);
  });

  it('lets the owner in too', async () => {
    const owner = await readyStaff(t, 'owner');
    const res = await t.call('GET', `${BASE}/faq`, undefined, owner.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThan(0);
  });
});

describe('home sliders and banners', () => {
  it('an edited slider shows on the home, the pages are purged and the change is audited', async () => {
    const auth = await editor();
    const list = await t.call('GET', `${BASE}/sliders`, undefined, auth);
    expect(list.status).toBe(200);
    expect(list.body.data._meta.totalCount).toBe(list.body.data.items.length);
    const slider = list.body.data.items[0];
    const version = pageVersion();
    const res = await t.call(
      'POST',
      `${BASE}/sliders/update`,
      { id: slider.id, title: 'حراج بزرگ زمستانه', subtitle: 'تا ۵۰٪ تخفیف', link: '/promotion', sort: '۳', is_active: true },
      auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe('اسلایدر ذخیره شد.');
    expect(pageVersion()).not.toBe(version);

    const home = await t.call('GET', '/v10/site/index');
    const shown = home.body.data.sliders.find((s: { id: number }) => s.id === slider.id);
    expect(shown).toMatchObject({ title: 'حراج بزرگ زمستانه', subtitle: 'تا ۵۰٪ تخفیف', link: '/promotion' });

    const [row] = await auditOf('content.slider.updated', slider.id);
    expect(row).toMatchObject({ role: 'content-editor', subjectType: 'slider' });
    expect(row!.before).toMatchObject({ title: slider.title });
    expect(row!.after).toMatchObject({ title: 'حراج بزرگ زمستانه', sort: 3, isActive: true });

    // Unticked (a form leaves the box out): hidden from the home.
    expect((await t.call('POST', `${BASE}/sliders/update`, { id: slider.id, title: 'پنهان', link: '/', sort: 0 }, auth)).status).toBe(200);
    const after = await t.call('GET', '/v10/site/index');
    expect(after.body.data.sliders.map((s: { id: number }) => s.id)).not.toContain(slider.id);
  });

  it('refuses a link to another site, an empty title and a bad place with Persian field messages', async () => {
    const auth = await editor();
    const banner = (await t.call('GET', `${BASE}/banners`, undefined, auth)).body.data.items[0];
    for (const link of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', 'promotion', '/a b']) {
      const res = await t.call('POST', `${BASE}/banners/update`, { id: banner.id, title: 'بنر', link, position: 'top', sort: 1 }, auth);
      expect(res.status, link).toBe(422);
      expect(fieldsOf(res).link, link).toContain('با / شروع شود');
    }
    const res = await t.call('POST', `${BASE}/banners/update`, { id: banner.id, title: '  ', link: '/', position: 'side', sort: -1 }, auth);
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual({ title: 'این فیلد الزامی است', position: 'جای بنر را انتخاب کنید', sort: 'ترتیب نمی‌تواند منفی باشد' });
    const gone = await t.call('POST', `${BASE}/banners/update`, { id: 99_999_999_999, title: 'بنر', link: '/', position: 'top', sort: 1 }, auth);
    expect(gone.status).toBe(422);
    const missing = await t.call('POST', `${BASE}/banners/update`, { id: 999_999, title: 'بنر', link: '/', position: 'top', sort: 1 }, auth);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('بنر یافت نشد');
  });
});

describe('FAQ', () => {
  it('a new question, an edited answer and a deleted question show in the FAQ, each audited', async () => {
    const auth = await editor();
    const group = (await t.call('GET', `${BASE}/faq`, undefined, auth)).body.data.items[0];
    const created = await t.call(
      'POST',
      `${BASE}/faq/items/create`,
      { category_id: group.id, question: 'ارسال به کیش دارید؟', answer: 'بله، با پست.', sort: 9 },
      auth,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const version = pageVersion();
    const updated = await t.call(
      'POST',
      `${BASE}/faq/items/update`,
      { id, category_id: group.id, question: 'ارسال به کیش دارید؟', answer: 'بله، با پست پیشتاز در ۵ روز.', sort: 9 },
      auth,
    );
    expect(updated.status).toBe(200);
    expect(pageVersion()).not.toBe(version);
    const shown = (await faqGroups(t.db)).find((g) => g.id === group.id)!.items.find((i) => i.id === id);
    expect(shown?.answer).toBe('بله، با پست پیشتاز در ۵ روز.');
    const [row] = await auditOf('content.faq-item.updated', id);
    expect(row!.before).toMatchObject({ answer: 'بله، با پست.' });
    expect(row!.after).toMatchObject({ answer: 'بله، با پست پیشتاز در ۵ روز.' });
    expect(await auditOf('content.faq-item.created', id)).toHaveLength(1);

    expect((await t.call('POST', `${BASE}/faq/items/delete`, { id }, auth)).status).toBe(200);
    expect(await t.db.select().from(faqItems).where(eq(faqItems.id, id))).toHaveLength(0);
    expect((await auditOf('content.faq-item.deleted', id))[0]!.before).toMatchObject({ question: 'ارسال به کیش دارید؟' });
  });

  it('keeps a group with questions, deletes an empty one, and refuses a question in no group', async () => {
    const auth = await editor();
    const group = (await t.call('GET', `${BASE}/faq`, undefined, auth)).body.data.items[0];
    const kept = await t.call('POST', `${BASE}/faq/categories/delete`, { id: group.id }, auth);
    expect(kept.status).toBe(422);
    expect(fieldsOf(kept).id).toContain('این دسته پرسش دارد');
    const created = await t.call('POST', `${BASE}/faq/categories/create`, { title: 'بازگشت کالا', sort: 5 }, auth);
    expect(created.status).toBe(200);
    expect((await t.call('POST', `${BASE}/faq/categories/delete`, { id: created.body.data.id }, auth)).status).toBe(200);
    const orphan = await t.call('POST', `${BASE}/faq/items/create`, { category_id: created.body.data.id, question: 'پرسش؟', answer: 'پاسخ', sort: 0 }, auth);
    expect(orphan.status).toBe(422);
    expect(fieldsOf(orphan).category_id).toBe('دستهٔ پرسش یافت نشد');
    const empty = await t.call('POST', `${BASE}/faq/items/create`, { category_id: group.id, question: '', answer: 'x\u0000y' }, auth);
    expect(empty.status).toBe(422);
  });
});

describe('static pages', () => {
  it('creates and edits a page from text; a taken address is a 422, never a 500', async () => {
    const auth = await editor();
    const body = '## چرا بازار\nخرید آسان.\nارسال سریع.\n\n## تماس\nبا ما تماس بگیرید.';
    const created = await t.call('POST', `${BASE}/pages/create`, { slug: 'Why-Bazaar', title: 'چرا بازار؟', body }, auth);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const [row] = await t.db.select().from(pages).where(eq(pages.id, id));
    expect(row).toMatchObject({
      slug: 'why-bazaar',
      body: [
        { heading: 'چرا بازار', paragraphs: ['خرید آسان.', 'ارسال سریع.'] },
        { heading: 'تماس', paragraphs: ['با ما تماس بگیرید.'] },
      ],
    });

    const dupe = await t.call('POST', `${BASE}/pages/create`, { slug: 'about', title: 'دوباره', body: 'متن' }, auth);
    expect(dupe.status).toBe(422);
    expect(fieldsOf(dupe).slug).toBe('این نشانی برای صفحهٔ دیگری به کار رفته است');
    const renamed = await t.call('POST', `${BASE}/pages/update`, { id, slug: 'terms', title: 'چرا بازار؟', body }, auth);
    expect(renamed.status).toBe(422);
    expect(fieldsOf(renamed).slug).toBe('این نشانی برای صفحهٔ دیگری به کار رفته است');

    const edited = await t.call('POST', `${BASE}/pages/update`, { id, slug: 'why-bazaar', title: 'چرا بازار', body: 'فقط یک بند.' }, auth);
    expect(edited.status).toBe(200);
    const [audit] = await auditOf('content.page.updated', id);
    expect(audit!.before).toMatchObject({ title: 'چرا بازار؟' });
    expect(audit!.after).toMatchObject({ title: 'چرا بازار', body: [{ paragraphs: ['فقط یک بند.'] }] });

    const bad = await t.call('POST', `${BASE}/pages/create`, { slug: 'درباره ما', title: '', body: '\n\n' }, auth);
    expect(bad.status).toBe(422);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['body', 'slug', 'title']);
    expect(fieldsOf(bad).slug).toContain('حروف کوچک انگلیسی');
    const blank = await t.call('POST', `${BASE}/pages/create`, { slug: 'blank', title: 'خالی', body: '## فقط سرتیتر' }, auth);
    expect(blank.status).toBe(422);
    expect(fieldsOf(blank).body).toBe('متن صفحه دست‌کم یک بند لازم دارد');
  });
});

describe('campaign windows', () => {
  it('creates, moves and deletes a window in Tehran time; the end must follow the start', async () => {
    const auth = await editor();
    const created = await t.call(
      'POST',
      `${BASE}/campaigns/create`,
      { kind: 'yalda', title: 'شب یلدا', starts_at: '2026-12-19T00:00', ends_at: '2026-12-21T23:59' },
      auth,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row!.startsAt.toISOString()).toBe('2026-12-18T20:30:00.000Z');

    const version = pageVersion();
    const moved = await t.call(
      'POST',
      `${BASE}/campaigns/update`,
      { id, kind: 'yalda', title: 'یلدای بازار', starts_at: '۲۰۲۶-۱۲-۲۰T۱۰:۰۰', ends_at: '2026-12-22T10:00:00+03:30' },
      auth,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(pageVersion()).not.toBe(version);
    const [audit] = await auditOf('content.campaign.updated', id);
    expect(audit!.before).toMatchObject({ title: 'شب یلدا', startsAt: '2026-12-18T20:30:00.000Z' });
    expect(audit!.after).toMatchObject({ title: 'یلدای بازار', startsAt: '2026-12-20T06:30:00.000Z', endsAt: '2026-12-22T06:30:00.000Z' });

    const backwards = await t.call(
      'POST',
      `${BASE}/campaigns/update`,
      { id, kind: 'yalda', title: 'یلدا', starts_at: '2026-12-22T10:00', ends_at: '2026-12-20T10:00' },
      auth,
    );
    expect(backwards.status).toBe(422);
    expect(fieldsOf(backwards)).toEqual({ ends_at: 'زمان پایان باید بعد از زمان شروع باشد' });
    const nonsense = await t.call(
      'POST',
      `${BASE}/campaigns/create`,
      { kind: 'halloween', title: 'x', starts_at: '2026-02-31T10:00', ends_at: 'tomorrow' },
      auth,
    );
    expect(nonsense.status).toBe(422);
    expect(fieldsOf(nonsense)).toEqual({
      kind: 'نوع کمپین را انتخاب کنید',
      starts_at: 'زمان شروع را به‌درستی وارد کنید',
      ends_at: 'زمان پایان را به‌درستی وارد کنید',
    });

    expect((await t.call('POST', `${BASE}/campaigns/delete`, { id }, auth)).status).toBe(200);
    expect(await auditOf('content.campaign.deleted', id)).toHaveLength(1);
    expect((await t.call('POST', `${BASE}/campaigns/delete`, { id }, auth)).status).toBe(404);
  });

  it('sets a landing’s promoted products and categories in order and adds and removes its banners, audited', async () => {
    const auth = await editor();
    const created = await t.call(
      'POST',
      `${BASE}/campaigns/create`,
      { kind: 'yalda', title: 'یلدا', starts_at: '2026-12-19T00:00', ends_at: '2026-12-22T00:00' },
      auth,
    );
    const id = created.body.data.id as number;
    const productIds = (await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)).map((r) => r.id);
    const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
    const typed = `${productIds[2]}، ${productIds[0]} ${productIds[1]},${productIds[0]}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const saved = await t.call('POST', `${BASE}/campaigns/items`, { id, product_ids: typed, category_ids: String(category!.id) }, auth);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await campaignItems(t.db, id)).toEqual({ productIds: [productIds[2], productIds[0], productIds[1]], categoryIds: [category!.id] });
    expect(await auditOf('content.campaign.items', id)).toHaveLength(1);

    const unknown = await t.call('POST', `${BASE}/campaigns/items`, { id, product_ids: '999999', category_ids: 'abc' }, auth);
    expect(unknown.status).toBe(422);
    expect(fieldsOf(unknown)).toHaveProperty('category_ids');
    const missing = await t.call('POST', `${BASE}/campaigns/items`, { id, product_ids: '999999', category_ids: '' }, auth);
    expect(fieldsOf(missing)).toEqual({ product_ids: 'محصولی با این شناسه‌ها یافت نشد: 999999' });
    // A refused list leaves the saved one whole.
    expect((await campaignItems(t.db, id)).productIds).toHaveLength(3);

    const away = await t.call('POST', `${BASE}/campaigns/banners/create`, { id, title: 'بنر', image: '/x.png', link: 'https://evil.example' }, auth);
    expect(away.status).toBe(422);
    expect(fieldsOf(away)).toHaveProperty('link');
    const banner = await t.call('POST', `${BASE}/campaigns/banners/create`, { id, title: 'انار یلدا', image: '/media/yalda.png', link: '/yalda' }, auth);
    expect(banner.status, JSON.stringify(banner.body)).toBe(200);
    expect((await bannersOf(t.db, id)).map((b) => b.title)).toEqual(['انار یلدا']);
    expect((await t.call('POST', `${BASE}/campaigns/banners/delete`, { id: banner.body.data.id }, auth)).status).toBe(200);
    expect(await bannersOf(t.db, id)).toEqual([]);
  });
});

describe('competitions', () => {
  it('adds one in Tehran time, and publishes a finished one’s results with winners among its entrants only', async () => {
    const auth = await editor();
    const bad = await t.call(
      'POST',
      `${BASE}/competitions/create`,
      { title: '', description: 'd', question: 'q', starts_at: '2026-12-02T10:00', ends_at: '2026-12-01T10:00' },
      auth,
    );
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toMatchObject({ title: 'این فیلد الزامی است', ends_at: 'زمان پایان باید بعد از زمان شروع باشد' });

    const now = Date.now();
    const [a, b, outsider] = [await makeShopper(t.db), await makeShopper(t.db), await makeShopper(t.db)];
    const created = await t.call(
      'POST',
      `${BASE}/competitions/create`,
      {
        title: 'مسابقهٔ یلدا',
        description: 'به پرسش پاسخ دهید',
        question: 'بلندترین شب سال؟',
        starts_at: new Date(now - 3_600_000).toISOString(),
        ends_at: new Date(now + 3_600_000).toISOString(),
      },
      auth,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    for (const s of [a, b]) expect((await t.call('POST', '/v10/competition/register', { competition_id: id, answer: 'یلدا' }, s.headers)).status).toBe(200);

    // Not before its end.
    const early = await t.call('POST', `${BASE}/competitions/results`, { id, results: 'برنده اعلام شد', winner_ids: String(a.userId) }, auth);
    expect(early.status).toBe(422);
    await t.db
      .update(competitions)
      .set({ endsAt: new Date(now - 60_000) })
      .where(eq(competitions.id, id));
    const stranger = await t.call('POST', `${BASE}/competitions/results`, { id, results: 'برنده', winner_ids: `${a.userId}, ${outsider.userId}` }, auth);
    expect(stranger.status).toBe(422);
    const published = await t.call('POST', `${BASE}/competitions/results`, { id, results: 'قرعه‌کشی انجام شد', winner_ids: String(a.userId) }, auth);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await auditOf('content.competition.results', id)).toHaveLength(1);
    const list = (await t.call('GET', `${BASE}/competitions`, undefined, auth)).body.data;
    const row = (list.items ?? list).find((c: { id: number }) => c.id === id);
    expect(row.entrants.filter((e: { isWinner: boolean }) => e.isWinner).map((e: { userId: number }) => e.userId)).toEqual([a.userId]);
  });
});
