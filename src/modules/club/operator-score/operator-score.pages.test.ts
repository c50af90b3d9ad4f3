import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { newMember } from '#tests/factories/members.ts';
import { passSecondFactor } from '#tests/factories/staff.ts';
import { staffMembers } from '#modules/staff/index.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { loginAsAudit, users } from '#modules/account/schema.ts';
import { operatorScores } from '../schema.ts';

/**
 * /club/operator-score and one contact's page, rendered in-process: a guest goes to sign in,
 * a shopper sees their contacts with plain star forms that post to the page and work without
 * JavaScript, a refused post comes back with its Persian message, and another shopper's
 * contact is not found. Named `.pages.test`: the PostgreSQL run skips these.
 */
const t = useTestApi();
const pages = usePageRenderer(t);

async function scene() {
  const shopper = await newMember(t.db);
  const op = await newMember(t.db);
  await t.db.update(users).set({ firstName: 'شیرین' }).where(eq(users.id, op.id));
  const [row] = await t.db
    .insert(loginAsAudit)
    .values({ operatorId: op.id, userId: shopper.id, family: `page-${Math.random()}`, startedAt: new Date(Date.now() - 3_600_000), endedAt: new Date() })
    .returning({ id: loginAsAudit.id });
  const { web } = await issueLogin(t.db, shopper.id, 'retail-web');
  return { shopper, contactId: row!.id, cookie: `bz_session=${web}` };
}

const post = (file: string, url: string, cookie: string, fields: Record<string, string>) =>
  pages.render(file, url, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('/club/operator-score', () => {
  it('sends a guest to sign in and back', async () => {
    const res = await pages.render('club/operator-score/index.astro', '/club/operator-score');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?back=%2Fclub%2Foperator-score');
  });

  it('lists the contacts with a star form, never cached, and says so when there are none', async () => {
    const { contactId, cookie } = await scene();
    const res = await pages.render('club/operator-score/index.astro', '/club/operator-score', { headers: { Cookie: cookie } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('امتیاز به کارشناس پشتیبانی');
    expect(html).toContain('کارشناس: شیرین');
    expect(html).toContain(`name="contact_id" value="${contactId}"`);
    expect(html.match(/type="radio" name="score"/g)).toHaveLength(5);
    expect(html).toContain('۵ ستاره: عالی');

    const lonely = await newMember(t.db);
    const { web } = await issueLogin(t.db, lonely.id, 'retail-web');
    const empty = await (await pages.render('club/operator-score/index.astro', '/club/operator-score', { headers: { Cookie: `bz_session=${web}` } })).text();
    expect(empty).toContain('در ۳۰ روز گذشته کارشناسی به‌جای شما کاری انجام نداده است.');
  });

  it('scores a contact with a plain form post: 303 back with thanks, then the score instead of the form', async () => {
    const { contactId, cookie } = await scene();
    const res = await post('club/operator-score/index.astro', '/club/operator-score', cookie, {
      contact_id: String(contactId),
      score: '5',
      comment: 'عالی بود',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/club/operator-score?sent=${contactId}`);
    const html = await (
      await pages.render('club/operator-score/index.astro', `/club/operator-score?sent=${contactId}`, { headers: { Cookie: cookie } })
    ).text();
    expect(html).toContain('امتیاز شما ثبت شد');
    expect(html).toContain('امتیاز شما: ۵ از ۵');
    expect(html).toContain('عالی بود');
    expect(html).not.toContain(`name="contact_id" value="${contactId}"`);
  });

  it('shows a refused post again with its Persian message and status', async () => {
    const { contactId, cookie } = await scene();
    const res = await post('club/operator-score/index.astro', '/club/operator-score', cookie, {
      contact_id: String(contactId),
      score: '9',
      comment: 'نوشته من',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('امتیاز باید عددی از ۱ تا ۵ باشد');
    expect(html).toContain('نوشته من');
    expect(await t.db.select().from(operatorScores).where(eq(operatorScores.contactId, contactId))).toHaveLength(0);
  });
});

describe('/club/operator-score/{contactId}', () => {
  it("shows the shopper's own contact with its form and scores it from there", async () => {
    const { contactId, cookie } = await scene();
    const url = `/club/operator-score/${contactId}`;
    const file = 'club/operator-score/[contactId].astro';
    const page = await pages.render(file, url, { params: { contactId: String(contactId) }, headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(`action="${url}"`);
    const res = await pages.render(file, url, {
      params: { contactId: String(contactId) },
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'score=%DB%B3',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${url}?sent=${contactId}`);
    const [row] = await t.db.select().from(operatorScores).where(eq(operatorScores.contactId, contactId));
    expect(row?.score).toBe(3);
  });

  it("answers 404 for another shopper's contact, even to a post, and scores nothing", async () => {
    const mine = await scene();
    const theirs = await scene();
    const file = 'club/operator-score/[contactId].astro';
    const url = `/club/operator-score/${theirs.contactId}`;
    const params = { contactId: String(theirs.contactId) };
    expect((await pages.render(file, url, { params, headers: { Cookie: mine.cookie } })).status).toBe(404);
    const res = await pages.render(file, url, {
      params,
      method: 'POST',
      headers: { Cookie: mine.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'score=5',
    });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(operatorScores).where(eq(operatorScores.contactId, theirs.contactId))).toHaveLength(0);
  });
});

describe('/admin/staff', () => {
  it("shows the owner each member's average score from shoppers", async () => {
    const owner = await newMember(t.db);
    await t.db.insert(staffMembers).values({ userId: owner.id, role: 'owner' });
    const login = await issueLogin(t.db, owner.id, 'retail-web');
    await passSecondFactor(t, { Authorization: `Bearer ${login.tokens.access_token}` });
    const operator = await newMember(t.db);
    await t.db.insert(staffMembers).values({ userId: operator.id, role: 'call-center' });
    for (const score of [5, 4]) {
      const shopper = await newMember(t.db);
      const [contact] = await t.db
        .insert(loginAsAudit)
        .values({ operatorId: operator.id, userId: shopper.id, family: `staff-${Math.random()}` })
        .returning({ id: loginAsAudit.id });
      await t.db.insert(operatorScores).values({ contactId: contact!.id, userId: shopper.id, operatorId: operator.id, score });
    }
    const res = await pages.render('admin/staff.astro', '/admin/staff', { headers: { Cookie: `bz_session=${login.web}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('امتیاز مشتریان: ۴٫۵ از ۵ (۲ امتیاز)');
  });
});
