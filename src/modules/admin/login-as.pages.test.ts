import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { passSecondFactor } from '#tests/factories/staff.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { staffMembers } from '#modules/staff/index.ts';

/**
 * The spec's /login-as route, rendered in-process: call-center staff are led to the back
 * office's login-as screen, a guest signs in first and comes back, a shopper is refused.
 * Named `.pages.test`: the PostgreSQL run skips these and their Vite start.
 */
const t = useTestApi();
const pages = usePageRenderer(t);

async function browserOf(role: 'call-center' | null) {
  const member = await newMember(t.db);
  if (role) await t.db.insert(staffMembers).values({ userId: member.id, role });
  const login = await issueLogin(t.db, member.id, 'retail-web');
  // The second factor is passed per sign-in: the browser's session shares the family with these tokens.
  if (role) await passSecondFactor(t, { Authorization: `Bearer ${login.tokens.access_token}` });
  return { Cookie: `bz_session=${login.web}` };
}

describe('/login-as', () => {
  it('leads call-center staff to the login-as screen, with the mobile they typed', async () => {
    const headers = await browserOf('call-center');
    const res = await pages.render('login-as.astro', '/login-as', { headers });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/login-as');
    const typed = await pages.render('login-as.astro', '/login-as?mobile=09120000001', { headers });
    expect(typed.headers.get('location')).toBe('/admin/login-as?mobile=09120000001');
  });

  it('sends a guest to sign in and back here, and refuses a shopper', async () => {
    const guest = await pages.render('login-as.astro', '/login-as');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/auth?back=%2Flogin-as');
    const shopper = await pages.render('login-as.astro', '/login-as', { headers: await browserOf(null) });
    expect(shopper.status).toBe(403);
    expect(await shopper.text()).toContain('دسترسی ندارید');
  });
});

describe('the back office’s forms', () => {
  it('leave checking to the server (novalidate), which names a missing field in Persian beside it', async () => {
    const headers = await browserOf('call-center');
    const shopper = await newMember(t.db);
    const url = `/admin/login-as?mobile=${shopper.mobile}`;
    const html = await (await pages.render('admin/login-as.astro', url, { headers })).text();
    const forms = html.match(/<form\b[^>]*>/g) ?? [];
    expect(forms.length).toBe(2);
    for (const form of forms) expect(form).toMatch(/\snovalidate\b/);
    expect(html).toMatch(/<textarea[^>]*\srequired/);
    const sent = await pages.render('admin/login-as.astro', url, {
      method: 'POST',
      body: new URLSearchParams({ user_id: String(shopper.id), reason: '' }).toString(),
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(sent.status).toBe(422);
    expect(await sent.text()).toMatch(/id="reason-error"[^>]*>\s*[\u0600-\u06FF]/);
  });
});
