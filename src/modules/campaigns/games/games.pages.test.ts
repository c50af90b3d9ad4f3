import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { newMember } from '#tests/factories/members.ts';
import { issueLogin, users } from '#modules/account/index.ts';
import { products } from '#modules/catalog/index.ts';
import { campaigns, competitionEntries, competitions, gameRounds, huntFinds, huntItems } from '../schema.ts';

/**
 * The games' pages, rendered in-process: /club/games (the fāl, the game, the board, live
 * competitions), /hunt (clues and the shopper's finds, or when the next hunt is),
 * /profile/Register-competitor (the form, posted without JavaScript) and the hunt's marker
 * on a product page. Named `.pages.test`: the PostgreSQL run skips these.
 */
const t = useTestApi();
const pages = usePageRenderer(t, { uploads: 'games-pages' });
const HOUR = 3_600_000;
const ago = (h: number) => new Date(Date.now() - h * HOUR);

async function signedIn(firstName = 'سارا', lastName = 'محمدی') {
  const m = await newMember(t.db);
  await t.db.update(users).set({ firstName, lastName }).where(eq(users.id, m.id));
  const login = await issueLogin(t.db, m.id, 'retail-web');
  return { ...m, cookie: { Cookie: `bz_session=${login.web}` } };
}

let live: number, finished: number, product: { id: number; slug: string }, item: number;

beforeAll(async () => {
  await t.db.delete(campaigns);
  await t.db.delete(competitions);
  await t.db.delete(gameRounds);
  await t.db.delete(huntItems);
  const [yalda] = await t.db
    .insert(campaigns)
    .values({ kind: 'yalda', title: 'جشنواره یلدا', startsAt: ago(1), endsAt: ago(-5) })
    .returning();
  const rows = await t.db
    .insert(competitions)
    .values([
      { title: 'مسابقهٔ یلدا', description: 'پاسخ دهید', question: 'آرامگاه حافظ در کدام شهر است؟', startsAt: ago(2), endsAt: ago(-2) },
      {
        title: 'مسابقهٔ پاییز',
        description: 'پاسخ دهید',
        question: 'بلندترین شب؟',
        startsAt: ago(100),
        endsAt: ago(50),
        results: 'پاسخ درست: یلدا',
        resultsAt: ago(40),
      },
    ])
    .returning({ id: competitions.id });
  [live, finished] = rows.map((r) => r.id) as [number, number];
  const [p] = await t.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.status, 1)).orderBy(asc(products.id)).limit(1);
  product = p!;
  const [h] = await t.db
    .insert(huntItems)
    .values([
      { campaignId: yalda!.id, productId: product.id, clue: 'جایی که گرما می‌دهد', coins: 40 },
      { campaignId: null, productId: product.id + 1, clue: 'سرخ و پر از دانه', coins: 10 },
    ])
    .returning({ id: huntItems.id });
  item = h!.id;
});

describe('/club/games', () => {
  it('shows a guest a fāl with «فال دیگر», the game, the board and the live competitions', async () => {
    const winner = await signedIn('رضا', 'کریمی');
    await t.db.insert(gameRounds).values({ id: crypto.randomUUID(), userId: winner.id, game: 'pomegranate', startedAt: ago(1), endedAt: ago(0.9), score: 77 });
    const res = await pages.render('club/games.astro', '/club/games?fal=13');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('فال حافظ');
    expect(html).toContain('یوسف گم گشته بازآید به کنعان غم مخور');
    expect(html).toMatch(/href="\/club\/games\?fal=\d+#divination"[^>]*>\s*فال دیگر/);
    expect(html).toContain('بازی دانه‌های انار');
    expect(html).toContain('برای بازی و ثبت امتیاز وارد حساب کاربری شوید');
    expect(html).toContain('رضا ک.');
    expect(html).toContain('۷۷');
    expect(html).toContain('مسابقهٔ یلدا');
    expect(html).not.toContain('مسابقهٔ پاییز');
    expect(html).toContain('href="/hunt"');
  });

  it('shows a signed-in shopper their best and rank, never cached', async () => {
    const me = await signedIn();
    await t.db.insert(gameRounds).values({ id: crypto.randomUUID(), userId: me.id, game: 'pomegranate', startedAt: ago(1), endedAt: ago(0.9), score: 12 });
    const res = await pages.render('club/games.astro', '/club/games', { headers: me.cookie });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(/data-my-standing[^>]*>[^<]*بهترین امتیاز شما: <strong>۱۲<\/strong>/);
  });
});

describe('/hunt', () => {
  it("lists the running hunt's clues, the coins, and the shopper's finds", async () => {
    const guest = await (await pages.render('hunt.astro', '/hunt')).text();
    expect(guest).toContain('شکار گنج جشنواره یلدا');
    expect(guest).toContain('جایی که گرما می‌دهد');
    expect(guest).toContain('سرخ و پر از دانه');
    expect(guest).toContain('جایزهٔ همهٔ گنج‌ها: ۵۰ سکه');
    expect(guest).toContain('برای ثبت گنج‌هایی که پیدا می‌کنید وارد حساب کاربری شوید');
    expect(guest).not.toContain(product.slug);

    const me = await signedIn();
    await t.db.insert(huntFinds).values({ itemId: item, userId: me.id });
    const res = await pages.render('hunt.astro', `/hunt?found=${item}`, { headers: me.cookie });
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('۱ از ۲ گنج را پیدا کرده‌اید');
    expect(html).toContain('آفرین! گنج را پیدا کردید و ۴۰ سکه گرفتید.');
    // `?found=` of an item the shopper has not found says nothing.
    const other = await signedIn();
    expect(await (await pages.render('hunt.astro', `/hunt?found=${item}`, { headers: other.cookie })).text()).not.toContain('آفرین');
    expect(await (await pages.render('hunt.astro', '/hunt?miss=already', { headers: other.cookie })).text()).toContain('این گنج را قبلاً پیدا کرده‌اید');
  });

  it('says when the next hunt comes outside a campaign', async () => {
    await t.db.update(campaigns).set({ startsAt: ago(-48), endsAt: ago(-72) });
    try {
      const html = await (await pages.render('hunt.astro', '/hunt')).text();
      expect(html).toContain('اکنون شکار گنجی در کار نیست.');
      expect(html).toMatch(/شکار بعدی با «جشنواره یلدا» از .+ آغاز می‌شود/);
      expect(html).not.toContain('جایی که گرما می‌دهد');
    } finally {
      await t.db.update(campaigns).set({ startsAt: ago(1), endsAt: ago(-5) });
    }
  });
});

describe("the hunt's marker on a product page", () => {
  it('is a plain form to the find, the same for everyone, only on the product hiding an item', async () => {
    const page = (slug: string) => pages.render('product/[slug]/[...tab].astro', `/product/${slug}`, { params: { slug } });
    const html = await (await page(product.slug)).text();
    expect(html).toMatch(new RegExp(`<form[^>]*action="/v10/campaign/hunt-find"[^>]*>[\\s\\S]*name="item_id" value="${item}"[\\s\\S]*پیدا کردی!`));
    const [plain] = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, product.id + 2));
    expect(await (await page(plain!.slug)).text()).not.toContain('hunt-find');
  });
});

describe('/profile/Register-competitor', () => {
  const url = '/profile/Register-competitor';
  const post = (cookie: Record<string, string>, body: string) =>
    pages.render('profile/Register-competitor.astro', url, {
      method: 'POST',
      headers: { ...cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('sends a guest to sign in', async () => {
    expect((await pages.render('profile/Register-competitor.astro', url)).headers.get('location')).toBe('/auth?back=%2Fprofile%2FRegister-competitor');
  });

  it('takes an answer through a plain form once, and shows results of finished ones', async () => {
    const me = await signedIn();
    const res = await pages.render('profile/Register-competitor.astro', url, { headers: me.cookie });
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toMatch(new RegExp(`<form method="post"[\\s\\S]*name="competition_id" value="${live}"`));
    expect(html).toContain('آرامگاه حافظ در کدام شهر است؟');
    expect(html).toContain('پاسخ درست: یلدا');

    const blank = await post(me.cookie, `competition_id=${live}&answer=`);
    expect(blank.status).toBe(422);
    expect(await blank.text()).toContain('پاسخ خود را بنویسید');

    const sent = await post(me.cookie, `competition_id=${live}&answer=${encodeURIComponent('شیراز')}`);
    expect(sent.status).toBe(303);
    const back = sent.headers.get('location')!;
    expect(back).toBe(`/profile/Register-competitor?entered=${live}#competition-${live}`);
    const after = await (await pages.render('profile/Register-competitor.astro', back.split('#')[0]!, { headers: me.cookie })).text();
    expect(after).toContain('پاسخ شما ثبت شد. موفق باشید!');
    expect(after).toContain('پاسخ شما ثبت شده است');
    expect(after).toContain('شیراز');
    expect(after).not.toMatch(new RegExp(`name="competition_id" value="${live}"`));

    const twice = await post(me.cookie, `competition_id=${live}&answer=${encodeURIComponent('تهران')}`);
    expect(twice.status).toBe(422);
    expect(await twice.text()).toContain('قبلاً در این مسابقه شرکت کرده‌اید');
    const ended = await post(me.cookie, `competition_id=${finished}&answer=x`);
    expect(await ended.text()).toContain('مهلت شرکت در این مسابقه به پایان رسیده است');
    expect(await t.db.select().from(competitionEntries).where(eq(competitionEntries.userId, me.id))).toHaveLength(1);
  });
});
