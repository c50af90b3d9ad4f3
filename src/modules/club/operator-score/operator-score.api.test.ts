import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { fieldsOf, newMember } from '#tests/factories/members.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { loginAsAudit, users } from '#modules/account/schema.ts';
import { operatorScores } from '../schema.ts';
import { operatorScoreSummaries } from './summary.ts';
import { OPERATOR_SCORE_MESSAGES } from './validation.ts';

/**
 * The operator score through the API: a shopper's call-center contacts (login-as sessions) of
 * the last 30 days, each scored once (the unique contact, even for two submits at once);
 * someone else's contact is not found; a score outside 1..5 is a 422 in Persian.
 */
const t = useTestApi();
const DAY = 86_400_000;

async function operator(firstName = 'مریم') {
  const member = await newMember(t.db);
  await t.db.update(users).set({ firstName }).where(eq(users.id, member.id));
  return member;
}

/** A login-as session of `operatorId` for `userId`, started `daysAgo` days ago and ended an hour later. */
async function contact(operatorId: number, userId: number, daysAgo = 1) {
  const startedAt = new Date(Date.now() - daysAgo * DAY);
  const [row] = await t.db
    .insert(loginAsAudit)
    .values({ operatorId, userId, family: `test-${Math.random()}`, startedAt, endedAt: new Date(startedAt.getTime() + 3_600_000) })
    .returning({ id: loginAsAudit.id });
  return row!.id;
}

describe('GET /v10/operator-score/index', () => {
  it("lists the shopper's own contacts of the last 30 days, newest first, each still to be scored", async () => {
    const shopper = await newMember(t.db);
    const other = await newMember(t.db);
    const op = await operator('مریم');
    const older = await contact(op.id, shopper.id, 5);
    const newer = await contact(op.id, shopper.id, 1);
    await contact(op.id, shopper.id, 31);
    await contact(op.id, other.id, 1);
    const res = await t.call('GET', '/v10/operator-score/index', undefined, shopper.auth);
    expect(res.status).toBe(200);
    expect(res.body.data._meta).toMatchObject({ totalCount: 2, currentPage: 1 });
    expect(res.body.data.items.map((c: { contact_id: number }) => c.contact_id)).toEqual([newer, older]);
    expect(res.body.data.items[0]).toEqual({
      contact_id: newer,
      operator_name: 'مریم',
      started_at: expect.any(String),
      ended_at: expect.any(String),
      can_rate: true,
      score: null,
      comment: null,
      rated_at: null,
    });
  });

  it('asks a guest to sign in', async () => {
    expect((await t.call('GET', '/v10/operator-score/index')).status).toBe(401);
    expect((await t.call('POST', '/v10/operator-score/create', { contact_id: 1, score: 5 })).status).toBe(401);
  });
});

describe('POST /v10/operator-score/create', () => {
  it('scores a contact once, with its comment; a second score is a Persian 422', async () => {
    const shopper = await newMember(t.db);
    const op = await operator();
    const id = await contact(op.id, shopper.id);
    const res = await t.call('POST', '/v10/operator-score/create', { contact_id: id, score: '۴', comment: '  خیلی صبور بود  ' }, shopper.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe(OPERATOR_SCORE_MESSAGES.thanks);
    expect(res.body.data).toMatchObject({ contact_id: id, score: 4, comment: 'خیلی صبور بود', can_rate: false });

    const again = await t.call('POST', '/v10/operator-score/create', { contact_id: id, score: 1 }, shopper.auth);
    expect(again.status).toBe(422);
    expect(fieldsOf(again)).toEqual({ contact_id: 'امتیاز این تماس قبلاً ثبت شده است' });
    const rows = await t.db.select().from(operatorScores).where(eq(operatorScores.contactId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: shopper.id, operatorId: op.id, score: 4 });

    const list = await t.call('GET', '/v10/operator-score/index', undefined, shopper.auth);
    expect(list.body.data.items.find((c: { contact_id: number }) => c.contact_id === id)).toMatchObject({ score: 4, can_rate: false });
  });

  it('keeps one row when two submits arrive at once', async () => {
    const shopper = await newMember(t.db);
    const op = await operator();
    const id = await contact(op.id, shopper.id);
    const answers = await Promise.all([5, 2, 3].map((score) => t.call('POST', '/v10/operator-score/create', { contact_id: id, score }, shopper.auth)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    expect(await t.db.select().from(operatorScores).where(eq(operatorScores.contactId, id))).toHaveLength(1);
  });

  it("answers 404 for someone else's contact or an unknown one, and scores nothing", async () => {
    const shopper = await newMember(t.db);
    const other = await newMember(t.db);
    const op = await operator();
    const theirs = await contact(op.id, other.id);
    for (const contact_id of [theirs, 2_000_000]) {
      const res = await t.call('POST', '/v10/operator-score/create', { contact_id, score: 5 }, shopper.auth);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('تماس مورد نظر پیدا نشد');
    }
    expect(await t.db.select().from(operatorScores).where(eq(operatorScores.contactId, theirs))).toHaveLength(0);
  });

  it.each([0, 6, '2.5', 'خوب', '', null])('refuses the score %j with a Persian 422', async (score) => {
    const shopper = await newMember(t.db);
    const op = await operator();
    const id = await contact(op.id, shopper.id);
    const res = await t.call('POST', '/v10/operator-score/create', { contact_id: id, score }, shopper.auth);
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual({ score: 'امتیاز باید عددی از ۱ تا ۵ باشد' });
  });

  it('refuses a comment over 500 characters, a missing contact, and a contact past its 30 days', async () => {
    const shopper = await newMember(t.db);
    const op = await operator();
    const id = await contact(op.id, shopper.id);
    const long = await t.call('POST', '/v10/operator-score/create', { contact_id: id, score: 3, comment: 'خ'.repeat(501) }, shopper.auth);
    expect(long.status).toBe(422);
    expect(fieldsOf(long)).toEqual({ comment: 'توضیح حداکثر ۵۰۰ نویسه است' });
    expect(fieldsOf(await t.call('POST', '/v10/operator-score/create', { score: 3 }, shopper.auth))).toEqual({ contact_id: 'تماس را انتخاب کنید' });
    const old = await contact(op.id, shopper.id, 40);
    const late = await t.call('POST', '/v10/operator-score/create', { contact_id: old, score: 3 }, shopper.auth);
    expect(late.status).toBe(422);
    expect(fieldsOf(late)).toEqual({ contact_id: 'مهلت امتیاز دادن به این تماس (۳۰ روز) گذشته است' });
  });

  it('refuses an operator acting as the shopper: they cannot score themselves', async () => {
    const shopper = await newMember(t.db);
    const op = await operator();
    const id = await contact(op.id, shopper.id);
    const { tokens } = await issueLogin(t.db, shopper.id, 'retail-web', op.id);
    const res = await t.call('POST', '/v10/operator-score/create', { contact_id: id, score: 5 }, { Authorization: `Bearer ${tokens.access_token}` });
    expect(res.status).toBe(403);
    expect(await t.db.select().from(operatorScores).where(eq(operatorScores.contactId, id))).toHaveLength(0);
  });
});

describe("an operator's average for the back office", () => {
  it('is the mean of their scores to one decimal, with the count; nobody scored is absent', async () => {
    const op = await operator();
    const idle = await operator();
    for (const score of [5, 4, 4]) {
      const shopper = await newMember(t.db);
      const id = await contact(op.id, shopper.id);
      expect((await t.call('POST', '/v10/operator-score/create', { contact_id: id, score }, shopper.auth)).status).toBe(200);
    }
    const summaries = await operatorScoreSummaries(t.db, [op.id, idle.id]);
    expect(summaries.get(op.id)).toEqual({ average: 4.3, count: 3 });
    expect(summaries.has(idle.id)).toBe(false);
  });
});
