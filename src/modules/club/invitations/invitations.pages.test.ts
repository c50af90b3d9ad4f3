import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { issueLogin } from '#modules/account/index.ts';
import { users } from '#modules/account/schema.ts';
import { invitations } from '../schema.ts';
import { invitationCookieValue, invitationPath, linkToken, shortCode } from './link.ts';

/**
 * The invitation pages, rendered in-process: the landing (signed links only), the short
 * link, /invite-friends, the referral requests (the inviter's own only) and the names form
 * after signing in on an invitation path. Named `.pages.test`: the PostgreSQL run skips these.
 */
const t = useTestApi();
const pages = usePageRenderer(t);

const sessionOf = async (userId: number) => ({ Cookie: `bz_session=${(await issueLogin(t.db, userId, 'retail-web')).web}` });
let n = 0;
const newMobile = () => `0938${String(2_000_000 + (process.pid % 1000) * 1000 + n++).padStart(7, '0')}`;

/** A signed-in account without a name (a friend who has just signed up). */
async function nameless() {
  const mobile = newMobile();
  const [u] = await t.db.insert(users).values({ username: mobile, mobile }).returning();
  return { id: u!.id, mobile, headers: await sessionOf(u!.id) };
}

describe('/invite/{id}/{created}', () => {
  it('shows a guest who invited them (first name and initial) and what both get, and keeps the inviter in a signed HttpOnly cookie', async () => {
    const inviter = await makeShopper(t.db);
    const [, , id, created] = invitationPath(inviter.userId).split('/');
    const res = await pages.render('invite/[id]/[created].astro', invitationPath(inviter.userId), { params: { id: id!, created: created! } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('سارا م. شما را به بازار دعوت کرده است');
    expect(html).not.toContain('محمدی');
    expect(html).toContain('۱۰۰ سکه');
    expect(html).toContain('هر شماره موبایل فقط یک بار دعوت می‌شود');
    expect(html).toMatch(/<a href="\/invite\/continue" data-account-entry[^>]*>\s*ثبت‌نام یا ورود/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`bz_invite=${invitationCookieValue(inviter.userId)};`);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('answers a forged or broken link with a Persian 404 page and no cookie', async () => {
    const inviter = await makeShopper(t.db);
    for (const [id, created] of [
      [String(inviter.userId + 1), linkToken(inviter.userId)],
      [String(inviter.userId), 'A'.repeat(16)],
      ['abc', linkToken(inviter.userId)],
    ] as const) {
      const res = await pages.render('invite/[id]/[created].astro', `/invite/${id}/${created}`, { params: { id, created } });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('این لینک دعوت معتبر نیست');
      expect(res.headers.get('set-cookie') ?? '').not.toContain('bz_invite');
    }
  });

  it('sends someone just signed in on it to give their name first, else to the profile; the inviter to /invite-friends', async () => {
    const inviter = await makeShopper(t.db);
    const [, , id, created] = invitationPath(inviter.userId).split('/');
    const at = (headers: Record<string, string>) =>
      pages.render('invite/[id]/[created].astro', invitationPath(inviter.userId), { params: { id: id!, created: created! }, headers });
    const friend = await nameless();
    expect((await at(friend.headers)).headers.get('location')).toBe('/profile/invite-complete-info?back=%2Fprofile');
    const named = await makeShopper(t.db);
    expect((await at(await sessionOf(named.userId))).headers.get('location')).toBe('/profile');
    expect((await at(await sessionOf(inviter.userId))).headers.get('location')).toBe('/invite-friends');
  });
});

describe('/invite/continue and the short link /i/{code}', () => {
  it('sends a guest to sign in remembering the way back, and a signed-in shopper on (names first)', async () => {
    const guest = await pages.render('invite/continue.astro', '/invite/continue?to=%2Finvite-friends');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/auth');
    expect(guest.headers.get('set-cookie')).toContain(`bz_back=${encodeURIComponent('/invite/continue?to=%2Finvite-friends')}`);
    const friend = await nameless();
    const on = await pages.render('invite/continue.astro', '/invite/continue?to=%2Finvite-friends', { headers: friend.headers });
    expect(on.headers.get('location')).toBe('/profile/invite-complete-info?back=%2Finvite-friends');
    // Only the listed pages: anywhere else is the profile.
    const away = await pages.render('invite/continue.astro', '/invite/continue?to=https%3A%2F%2Fevil.example', { headers: friend.headers });
    expect(away.headers.get('location')).toBe('/profile/invite-complete-info?back=%2Fprofile');
  });

  it('redirects a signed short code to the full link on our origin; a forged one is the 404 page', async () => {
    const inviter = await makeShopper(t.db);
    const code = shortCode(inviter.userId);
    const res = await pages.render('i/[code].astro', `/i/${code}`, { params: { code } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(invitationPath(inviter.userId));
    const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    expect((await pages.render('i/[code].astro', `/i/${forged}`, { params: { code: forged } })).status).toBe(404);
  });
});

describe('/invite-friends', () => {
  it('shows a guest the rules and rewards with a sign-in button', async () => {
    const html = await (await pages.render('invite-friends.astro', '/invite-friends')).text();
    expect(html).toContain('دعوت از دوستان');
    expect(html).toContain('هدیهٔ دوست شما');
    expect(html).toMatch(/href="\/invite\/continue\?to=%2Finvite-friends" data-account-entry/);
    expect(html).not.toContain('data-copy-link');
  });

  it('gives a signed-in shopper their links to copy and share, never cached', async () => {
    const shopper = await makeShopper(t.db);
    const res = await pages.render('invite-friends.astro', '/invite-friends', { headers: await sessionOf(shopper.userId) });
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const url = `http://localhost:4321${invitationPath(shopper.userId)}`;
    const short = `http://localhost:4321/i/${shortCode(shopper.userId)}`;
    expect(html).toContain(`value="${url}"`);
    expect(html).toContain(`data-copy-link="${short}"`);
    expect(html).toContain(
      `https://wa.me/?text=${encodeURIComponent(`با این لینک در بازار ثبت‌نام کن؛ با اولین خریدت هر دوی ما سکهٔ هدیه می‌گیریم: ${short}`)}`,
    );
    expect(html).toContain(`https://t.me/share/url?url=${encodeURIComponent(short)}`);
    expect(html).toContain('href="/profile/referral-requests"');
  });
});

describe('/profile/referral-requests', () => {
  it("lists the shopper's invitations with the number masked, a Jalali date and the state in Persian; a guest signs in", async () => {
    expect((await pages.render('profile/referral-requests/index.astro', '/profile/referral-requests')).headers.get('location')).toBe('/auth');
    const inviter = await makeShopper(t.db);
    await t.db.insert(invitations).values([
      { inviterId: inviter.userId, invitedMobile: '09381234567', state: 'pending', createdAt: new Date('2026-03-25T08:00:00Z') },
      {
        inviterId: inviter.userId,
        invitedMobile: '09387654321',
        state: 'refused',
        reason: 'سقف پاداش دعوت در این ماه (۱۰ دعوت) پر شده بود',
        settledAt: new Date(),
      },
    ]);
    const res = await pages.render('profile/referral-requests/index.astro', '/profile/referral-requests', { headers: await sessionOf(inviter.userId) });
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('۰۹۳۸***۴۵۶۷');
    expect(html).not.toContain('09381234567');
    expect(html).toContain('۵ فروردین ۱۴۰۵');
    expect(html).toContain('در انتظار اولین خرید');
    expect(html).toContain('رد شد');
    expect(html).toContain('سقف پاداش دعوت در این ماه (۱۰ دعوت) پر شده بود');
  });

  it('opens one of the shopper’s own invitations; another shopper’s id, or none, is the 404 page', async () => {
    const [owner, other] = [await makeShopper(t.db), await makeShopper(t.db)];
    const [row] = await t.db
      .insert(invitations)
      .values({ inviterId: owner.userId, invitedMobile: '09381112233', state: 'rewarded', settledAt: new Date() })
      .returning();
    const open = (headers: Record<string, string>, id = String(row!.id)) =>
      pages.render('profile/referral-requests/[id].astro', `/profile/referral-requests/${id}`, { params: { id }, headers });
    const mine = await open(await sessionOf(owner.userId));
    const html = await mine.text();
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('پاداش داده شد');
    expect(html).toContain('۰۹۳۸***۲۲۳۳');
    expect((await open(await sessionOf(other.userId))).status).toBe(404);
    expect((await open(await sessionOf(owner.userId), 'x1')).status).toBe(404);
    expect((await open({})).headers.get('location')).toBe('/auth');
  });
});

describe('/profile/invite-complete-info', () => {
  it('asks a nameless shopper for the names alone, refuses bad ones in Persian, saves good ones and goes on', async () => {
    const friend = await nameless();
    const url = '/profile/invite-complete-info?back=%2Fprofile';
    const form = await (await pages.render('profile/invite-complete-info.astro', url, { headers: friend.headers })).text();
    expect(form).toContain('نام خود را وارد کنید');
    expect(form).toMatch(/<input id="first_name" name="first_name"/);

    const post = (body: string) =>
      pages.render('profile/invite-complete-info.astro', url, {
        method: 'POST',
        headers: { ...friend.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    const bad = await post('first_name=&last_name=%D9%86');
    expect(bad.status).toBe(422);
    const again = await bad.text();
    expect(again).toContain('این فیلد الزامی است');
    expect(again).toContain('حداقل طول متن کافی نیست');
    expect(again).toContain('aria-invalid="true"');

    const good = await post(`first_name=${encodeURIComponent('نيما')}&last_name=${encodeURIComponent('كاظمی')}`);
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe('/profile');
    expect(good.headers.get('set-cookie')).toContain(`bz_user=${encodeURIComponent('نیما')}`);
    const [saved] = await t.db.select().from(users).where(eq(users.id, friend.id));
    // Normalised as the profile form does (Arabic yeh and kaf become Persian letters).
    expect(saved).toMatchObject({ firstName: 'نیما', lastName: 'کاظمی', nationalCode: null });
    // With a name, the page no longer asks for it.
    const after = await (await pages.render('profile/invite-complete-info.astro', url, { headers: friend.headers })).text();
    expect(after).not.toContain('نام خود را وارد کنید');
    expect(after).toContain('تکمیل اطلاعات');
  });
});
