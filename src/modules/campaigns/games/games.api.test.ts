import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { users } from '#modules/account/index.ts';
import { gameRounds } from '../schema.ts';
import { GAME_MESSAGES, MAX_POINTS_PER_SECOND, SCORE_CAP } from './rules.ts';

const t = useTestApi();

/** A member with a name of our choosing (the board shows it masked). */
async function player(firstName: string, lastName: string | null) {
  const m = await newMember(t.db);
  await t.db.update(users).set({ firstName, lastName }).where(eq(users.id, m.id));
  return m;
}

async function start(auth: Record<string, string>): Promise<string> {
  const res = await t.call('POST', '/v6/game-score/start', {}, auth);
  expect(res.status).toBe(200);
  return res.body.data.round_id;
}

/** Moves a round's start `seconds` back, as if it had been played that long. */
const playedFor = (roundId: string, seconds: number) =>
  t.db
    .update(gameRounds)
    .set({ startedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(gameRounds.id, roundId));

async function played(member: { auth: Record<string, string> }, score: number, seconds = 30) {
  const id = await start(member.auth);
  await playedFor(id, seconds);
  const res = await t.call('POST', '/v6/game-score/submit', { round_id: id, score }, member.auth);
  expect(res.status).toBe(200);
  return res;
}

beforeAll(async () => {
  // The demo seed's rounds would share the board.
  await t.db.delete(gameRounds);
});

describe('a round of the pomegranate game', () => {
  it('is started by a signed-in shopper only, on the server', async () => {
    expect((await t.call('POST', '/v6/game-score/start', {})).status).toBe(401);
    const m = await newMember(t.db);
    const res = await t.call('POST', '/v6/game-score/start', {}, m.auth);
    expect(res.body.data).toEqual({ round_id: expect.stringMatching(/^[0-9a-f-]{36}$/), started_at: expect.any(String), seconds: 30 });
    const [row] = await t.db.select().from(gameRounds).where(eq(gameRounds.id, res.body.data.round_id));
    expect(row).toMatchObject({ userId: m.id, score: null, endedAt: null, isReset: false });
  });

  it('takes a score the time allows, once', async () => {
    const m = await newMember(t.db);
    const id = await start(m.auth);
    await playedFor(id, 20);
    const res = await t.call('POST', '/v6/game-score/submit', { round_id: id, score: 40 }, m.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, msg: GAME_MESSAGES.saved, data: { round_id: id, score: 40, best: 40, rank: expect.any(Number) } });

    const again = await t.call('POST', '/v6/game-score/submit', { round_id: id, score: 41 }, m.auth);
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual([{ field: 'round_id', message: GAME_MESSAGES.alreadySubmitted }]);
    const [row] = await t.db.select().from(gameRounds).where(eq(gameRounds.id, id));
    expect(row!.score).toBe(40);
  });

  it('takes one of several parallel submits of a round (a double click)', async () => {
    const m = await newMember(t.db);
    const id = await start(m.auth);
    await playedFor(id, 30);
    const answers = await Promise.all([10, 20, 30, 40, 50].map((score) => t.call('POST', '/v6/game-score/submit', { round_id: id, score }, m.auth)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(4);
  });

  it('refuses more points than the seconds played allow, and a score above the cap', async () => {
    const m = await newMember(t.db);
    const id = await start(m.auth);
    const fast = await t.call('POST', '/v6/game-score/submit', { round_id: id, score: 50 }, m.auth);
    expect(fast.status).toBe(422);
    expect(fast.body.data).toEqual([{ field: 'score', message: GAME_MESSAGES.tooFast }]);

    await playedFor(id, 10);
    const over = await t.call('POST', '/v6/game-score/submit', { round_id: id, score: MAX_POINTS_PER_SECOND * 10 + 2 }, m.auth);
    expect(over.status).toBe(422);
    const cap = await t.call('POST', '/v6/game-score/submit', { round_id: id, score: SCORE_CAP + 1 }, m.auth);
    expect(cap.status).toBe(422);
    expect(cap.body.data[0].field).toBe('score');
    // A refused score leaves the round open for an honest one.
    expect((await t.call('POST', '/v6/game-score/submit', { round_id: id, score: 30 }, m.auth)).status).toBe(200);
  });

  it('refuses a round left open past its timeout', async () => {
    const m = await newMember(t.db);
    const id = await start(m.auth);
    await playedFor(id, 200);
    const res = await t.call('POST', '/v6/game-score/submit', { round_id: id, score: 10 }, m.auth);
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual([{ field: 'round_id', message: GAME_MESSAGES.timedOut }]);
  });

  it("answers another shopper's round as not found, and malformed bodies 422 in Persian", async () => {
    const [owner, other] = [await newMember(t.db), await newMember(t.db)];
    const id = await start(owner.auth);
    await playedFor(id, 30);
    const res = await t.call('POST', '/v6/game-score/submit', { round_id: id, score: 5 }, other.auth);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(GAME_MESSAGES.roundNotFound);
    expect((await t.call('POST', '/v6/game-score/submit', { round_id: id, score: 5 })).status).toBe(401);

    const bad = await t.call('POST', '/v6/game-score/submit', { round_id: 'x', score: -1 }, owner.auth);
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual([
      { field: 'round_id', message: GAME_MESSAGES.roundId },
      { field: 'score', message: GAME_MESSAGES.score },
    ]);
    expect((await t.call('POST', '/v6/game-score/submit', { round_id: id, score: '۱۲' }, owner.auth)).status).toBe(200);
  });
});

describe('the board', () => {
  it('lists the best score of each shopper, highest first, names masked; best and rank for the caller', async () => {
    await t.db.delete(gameRounds);
    const sara = await player('سارا', 'محمدی');
    const reza = await player('رضا', 'کریمی');
    const nameless = await player('', null);
    await played(sara, 60);
    await played(sara, 80);
    await played(reza, 100);
    await played(nameless, 80);

    const guest = await t.call('GET', '/v6/game-score/score');
    expect(guest.status).toBe(200);
    expect(guest.body.data).toEqual({
      best: null,
      rank: null,
      board: [
        { rank: 1, name: 'رضا ک.', score: 100 },
        { rank: 2, name: 'سارا م.', score: 80 },
        { rank: 2, name: 'کاربر بازار', score: 80 },
      ],
    });
    expect(JSON.stringify(guest.body)).not.toContain('09');
    const mine = await t.call('GET', '/v6/game-score/score', undefined, sara.auth);
    expect(mine.body.data).toMatchObject({ best: 80, rank: 2 });
  });

  it('keeps ten rows', async () => {
    for (let i = 0; i < 11; i++) await played(await player(`بازیکن${i}`, 'آزمون'), i + 1);
    expect((await t.call('GET', '/v6/game-score/score')).body.data.board).toHaveLength(10);
  });

  it('hides a shopper who resets, keeping their rounds', async () => {
    await t.db.delete(gameRounds);
    const [a, b] = [await player('مینا', 'رضایی'), await player('کاوه', 'مرادی')];
    await played(a, 90);
    await played(b, 50);
    expect((await t.call('POST', '/v6/game-score/reset-factory', {})).status).toBe(401);
    const res = await t.call('POST', '/v6/game-score/reset-factory', {}, a.auth);
    expect(res.body).toEqual({ success: true, msg: GAME_MESSAGES.reset, data: { reset: 1 } });

    const board = await t.call('GET', '/v6/game-score/score', undefined, a.auth);
    expect(board.body.data).toEqual({ best: null, rank: null, board: [{ rank: 1, name: 'کاوه م.', score: 50 }] });
    expect(await t.db.select().from(gameRounds).where(eq(gameRounds.userId, a.id))).toEqual([expect.objectContaining({ score: 90, isReset: true })]);
    // Playing again puts them back with the new rounds only.
    await played(a, 20);
    expect((await t.call('GET', '/v6/game-score/score', undefined, a.auth)).body.data).toMatchObject({ best: 20, rank: 2 });
  });
});
