import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { users } from '#modules/account/index.ts';
import { competitionEntries, competitions } from '../schema.ts';
import { createCompetitionIn, publishResultsIn } from './manage.ts';
import { registerEntry } from './register.ts';
import { COMPETITION_MESSAGES } from './rules.ts';

const t = useTestApi();
const HOUR = 3_600_000;
const ago = (h: number) => new Date(Date.now() - h * HOUR);

const base = { description: 'به پرسش پاسخ دهید', question: 'بلندترین شب سال چه نام دارد؟' };
let live: number, finished: number, upcoming: number;

beforeAll(async () => {
  // The demo seed's competitions would share the lists.
  await t.db.delete(competitions);
  const winner = await newMember(t.db);
  await t.db.update(users).set({ firstName: 'نرگس', lastName: 'صادقی' }).where(eq(users.id, winner.id));
  const rows = await t.db
    .insert(competitions)
    .values([
      { ...base, title: 'مسابقهٔ یلدا', startsAt: ago(2), endsAt: ago(-2) },
      { ...base, title: 'مسابقهٔ پاییز', startsAt: ago(100), endsAt: ago(50), results: 'پاسخ درست: شب یلدا', resultsAt: ago(40) },
      { ...base, title: 'مسابقهٔ نوروز', startsAt: ago(-10), endsAt: ago(-20) },
    ])
    .returning({ id: competitions.id });
  [live, finished, upcoming] = rows.map((r) => r.id) as [number, number, number];
  await t.db.insert(competitionEntries).values({ competitionId: finished, userId: winner.id, answer: 'یلدا', isWinner: true });
});

describe('the competitions', () => {
  it('lists the live ones, then the finished ones with their results and masked winners, to anyone', async () => {
    const res = await t.call('GET', '/v10/competition/index');
    expect(res.status).toBe(200);
    const items = res.body.data.items;
    expect(items.map((c: { id: number }) => c.id)).toEqual([live, finished]);
    expect(items[0]).toMatchObject({ title: 'مسابقهٔ یلدا', status: 'live', results: null, winners: [] });
    expect(items[1]).toMatchObject({ status: 'finished', results: 'پاسخ درست: شب یلدا', winners: ['نرگس ص.'], results_at: expect.any(String) });
    expect(res.body.data._meta).toMatchObject({ totalCount: 2 });
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('2');
  });

  it('shows one by id, not an upcoming one, with the caller’s entry', async () => {
    expect((await t.call('GET', `/v10/competition/view?id=${live}`)).body.data).toMatchObject({ id: live, status: 'live', entry: null });
    const upcomingView = await t.call('GET', `/v10/competition/view?id=${upcoming}`);
    expect(upcomingView.status).toBe(404);
    expect(upcomingView.body.message).toBe(COMPETITION_MESSAGES.notFound);
    expect((await t.call('GET', '/v10/competition/view?id=x')).status).toBe(422);
  });

  it('takes one answer per shopper while it is live', async () => {
    const m = await newMember(t.db);
    expect((await t.call('POST', '/v10/competition/register', { competition_id: live, answer: 'یلدا' })).status).toBe(401);
    const res = await t.call('POST', '/v10/competition/register', { competition_id: live, answer: '  شب یلدا ' }, m.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: COMPETITION_MESSAGES.registered, data: { competition_id: live, answer: 'شب یلدا' } });

    const again = await t.call('POST', '/v10/competition/register', { competition_id: live, answer: 'چله' }, m.auth);
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual([{ field: 'competition_id', message: 'قبلاً در این مسابقه شرکت کرده‌اید' }]);

    const view = await t.call('GET', `/v10/competition/view?id=${live}`, undefined, m.auth);
    expect(view.body.data.entry).toMatchObject({ answer: 'شب یلدا', is_winner: false });
  });

  it('lets one of many parallel answers in', async () => {
    const m = await newMember(t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.call('POST', '/v10/competition/register', { competition_id: live, answer: `پاسخ ${i}` }, m.auth)),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(9);
    const rows = await t.db.select().from(competitionEntries).where(eq(competitionEntries.userId, m.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses answers outside the window, a missing answer and an unknown competition', async () => {
    const m = await newMember(t.db);
    const ended = await t.call('POST', '/v10/competition/register', { competition_id: finished, answer: 'یلدا' }, m.auth);
    expect(ended.status).toBe(422);
    expect(ended.body.data).toEqual([{ field: 'competition_id', message: COMPETITION_MESSAGES.ended }]);
    const early = await t.call('POST', '/v10/competition/register', { competition_id: upcoming, answer: 'یلدا' }, m.auth);
    expect(early.body.data).toEqual([{ field: 'competition_id', message: COMPETITION_MESSAGES.notStarted }]);
    const blank = await t.call('POST', '/v10/competition/register', { competition_id: live, answer: '   ' }, m.auth);
    expect(blank.status).toBe(422);
    expect(blank.body.data).toEqual([{ field: 'answer', message: COMPETITION_MESSAGES.answerRequired }]);
    expect((await t.call('POST', '/v10/competition/register', { competition_id: 999_999, answer: 'یلدا' }, m.auth)).status).toBe(404);
  });

  it('opens at its start and closes at its end (start inclusive, end exclusive)', async () => {
    const [row] = await t.db.select().from(competitions).where(eq(competitions.id, live));
    const [a, b, c] = [await newMember(t.db), await newMember(t.db), await newMember(t.db)];
    await expect(registerEntry(t.db, a.id, live, 'یلدا', new Date(row!.startsAt.getTime() - 1))).rejects.toMatchObject({ status: 422 });
    await expect(registerEntry(t.db, a.id, live, 'یلدا', row!.startsAt)).resolves.toMatchObject({ competition_id: live });
    await expect(registerEntry(t.db, b.id, live, 'یلدا', new Date(row!.endsAt.getTime() - 1))).resolves.toMatchObject({ competition_id: live });
    await expect(registerEntry(t.db, c.id, live, 'یلدا', row!.endsAt)).rejects.toMatchObject({ status: 422, message: COMPETITION_MESSAGES.ended });
  });
});

describe("the back office's side", () => {
  it('adds a competition and publishes the results of a finished one with its winners, who must have entered', async () => {
    const { row } = await t.db.transaction((tx) => createCompetitionIn(tx, { ...base, title: 'مسابقهٔ آزمایشی', starts_at: ago(10), ends_at: ago(-1) }));
    const [winner, loser, stranger] = [await newMember(t.db), await newMember(t.db), await newMember(t.db)];
    await registerEntry(t.db, winner.id, row.id, 'شب یلدا');
    await registerEntry(t.db, loser.id, row.id, 'چله');
    const publish = (winnerUserIds: number[], now?: Date) =>
      t.db.transaction((tx) => publishResultsIn(tx, row.id, { results: 'پاسخ درست: شب یلدا', winnerUserIds }, now));

    await expect(publish([winner.id])).rejects.toMatchObject({ status: 422 });
    const after = new Date(Date.now() + 2 * HOUR);
    await expect(publish([stranger.id], after)).rejects.toMatchObject({ status: 422, fields: [{ field: 'winners' }] });
    const done = await publish([winner.id], after);
    expect(done.after).toMatchObject({ results: 'پاسخ درست: شب یلدا', winners: [winner.id] });
    const entries = await t.db.select().from(competitionEntries).where(eq(competitionEntries.competitionId, row.id));
    expect(Object.fromEntries(entries.map((e) => [e.userId, e.isWinner]))).toEqual({ [winner.id]: true, [loser.id]: false });
  });
});
