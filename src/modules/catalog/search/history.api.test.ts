import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { searchHistory } from './history-schema.ts';
import { recordSearchOfSession } from './history.ts';
import { SEARCH_HISTORY_KEPT, SEARCH_HISTORY_SHOWN } from './history-validation.ts';

const t = useTestApi();

const shopper = () => makeShopper(t.db, { address: false });
const create = (query: unknown, headers: Record<string, string>) => t.call('POST', '/v10/search-history/create', { query }, headers);
const queries = async (headers: Record<string, string>) => {
  const res = await t.call('GET', '/v10/search-history/index', undefined, headers);
  expect(res.status).toBe(200);
  return (res.body.data.items as { query: string }[]).map((i) => i.query);
};
const rowsOf = (userId: number) => t.db.select().from(searchHistory).where(eq(searchHistory.userId, userId));

describe('search history: auth', () => {
  it('answers 401 to guests on every endpoint', async () => {
    expect((await t.call('GET', '/v10/search-history/index')).status).toBe(401);
    expect((await create('گوشی', {})).status).toBe(401);
    expect((await t.call('DELETE', '/v10/search-history/delete?id=1')).status).toBe(401);
    const clear = await t.call('DELETE', '/v10/search-history/clear');
    expect(clear.status).toBe(401);
    expect(clear.body.success).toBe(false);
  });
});

describe('search history: happy', () => {
  it('records searches newest first, keeps the text as typed and moves a repeat to the top', async () => {
    const me = await shopper();
    const first = await create('  گوشی سامسونگ  ', me.headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ query: 'گوشی سامسونگ' });
    expect(first.body.data.id).toEqual(expect.any(Number));
    expect(new Date(first.body.data.created_at).toISOString()).toBe(first.body.data.created_at);
    await create('کتاب', me.headers);
    await create('هدفون', me.headers);
    expect(await queries(me.headers)).toEqual(['هدفون', 'کتاب', 'گوشی سامسونگ']);

    // The same search in other letters (Arabic ي/ك, extra spaces, ZWNJ): one entry, to the top, as last typed.
    const again = await create('گوشي  سامسونگ', me.headers);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await queries(me.headers)).toEqual(['گوشي  سامسونگ', 'هدفون', 'کتاب']);
    await create('كتاب', me.headers);
    expect(await queries(me.headers)).toEqual(['كتاب', 'گوشي  سامسونگ', 'هدفون']);
    expect(await rowsOf(me.userId)).toHaveLength(3);

    const index = await t.call('GET', '/v10/search-history/index', undefined, me.headers);
    expect(index.body.data._meta).toMatchObject({ totalCount: 3, currentPage: 1, perPage: SEARCH_HISTORY_SHOWN });
    expect(index.headers.get('X-Pagination-Total-Count')).toBe('3');
    expect(Object.keys(index.body.data.items[0]).sort()).toEqual(['created_at', 'id', 'query', 'updated_at']);
  });

  it('keeps at most 20 per shopper and shows the newest 10', async () => {
    const me = await shopper();
    for (let i = 1; i <= SEARCH_HISTORY_KEPT + 5; i++) await create(`کالا ${i}`, me.headers);
    expect(await rowsOf(me.userId)).toHaveLength(SEARCH_HISTORY_KEPT);
    const shown = await queries(me.headers);
    expect(shown).toEqual(Array.from({ length: SEARCH_HISTORY_SHOWN }, (_, i) => `کالا ${SEARCH_HISTORY_KEPT + 5 - i}`));
    // The oldest five were pruned; removing a shown one brings the 11th newest into view.
    const kept = (await rowsOf(me.userId)).map((r) => r.query);
    expect(kept).not.toContain('کالا 5');
    expect(kept).toContain('کالا 6');
    const index = await t.call('GET', '/v10/search-history/index', undefined, me.headers);
    expect(index.body.data._meta.totalCount).toBe(SEARCH_HISTORY_SHOWN);
    await t.call('DELETE', `/v10/search-history/delete?id=${index.body.data.items[0].id}`, undefined, me.headers);
    expect((await queries(me.headers)).at(-1)).toBe(`کالا ${SEARCH_HISTORY_KEPT + 5 - SEARCH_HISTORY_SHOWN}`);
    // Page 2 is beyond what is shown; per-page above 10 is refused.
    expect((await t.call('GET', '/v10/search-history/index?page=2', undefined, me.headers)).body.data.items).toEqual([]);
    expect((await t.call('GET', '/v10/search-history/index?per-page=11', undefined, me.headers)).status).toBe(422);
  });

  it('cuts a long search to 100 letters and takes form-encoded bodies', async () => {
    const me = await shopper();
    const res = await create('ا'.repeat(150), me.headers);
    expect(res.body.data.query).toHaveLength(100);
    const form = await t.app.request('/v10/search-history/create', {
      method: 'POST',
      headers: { ...me.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: 'لپ تاپ' }).toString(),
    });
    expect(form.status).toBe(200);
    expect((await queries(me.headers))[0]).toBe('لپ تاپ');
  });
});

describe('search history: errors', () => {
  it('answers 422 with a Persian field message to an empty or missing query', async () => {
    const me = await shopper();
    for (const query of ['', '   ', '\u200c', undefined]) {
      const res = await create(query, me.headers);
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
      expect(res.body.data).toEqual([{ field: 'query', message: 'عبارت جستجو را وارد کنید' }]);
    }
    expect(await rowsOf(me.userId)).toHaveLength(0);
  });

  it("deletes the shopper's own; another shopper's id is a 404 and stays", async () => {
    const me = await shopper();
    const other = await shopper();
    const mine = (await create('کفش', me.headers)).body.data;
    const theirs = (await create('ساعت', other.headers)).body.data;

    const refused = await t.call('DELETE', `/v10/search-history/delete?id=${theirs.id}`, undefined, me.headers);
    expect(refused.status).toBe(404);
    expect(refused.body.data.status).toBe(404);
    expect(await queries(other.headers)).toEqual(['ساعت']);

    const removed = await t.call('DELETE', `/v10/search-history/delete?id=${mine.id}`, undefined, me.headers);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: mine.id, query: 'کفش' });
    expect(removed.body.msg).toBe('جستجوی کفش حذف شد');
    expect(await queries(me.headers)).toEqual([]);
    expect((await t.call('DELETE', `/v10/search-history/delete?id=${mine.id}`, undefined, me.headers)).status).toBe(404);
    expect((await t.call('DELETE', '/v10/search-history/delete?id=abc', undefined, me.headers)).status).toBe(422);
    expect((await t.call('DELETE', '/v10/search-history/delete', undefined, me.headers)).status).toBe(422);
  });
});

describe('search history: clear and isolation', () => {
  it("clears only the caller's searches", async () => {
    const me = await shopper();
    const other = await shopper();
    for (const q of ['میز', 'صندلی']) await create(q, me.headers);
    for (const q of ['میز', 'کمد']) await create(q, other.headers);
    expect(await queries(me.headers)).toEqual(['صندلی', 'میز']);
    expect(await queries(other.headers)).toEqual(['کمد', 'میز']);

    const cleared = await t.call('DELETE', '/v10/search-history/clear', undefined, me.headers);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({ count: 2 });
    expect(await queries(me.headers)).toEqual([]);
    expect(await queries(other.headers)).toEqual(['کمد', 'میز']);
    // Clearing an empty list is fine.
    expect((await t.call('DELETE', '/v10/search-history/clear', undefined, me.headers)).body.data).toEqual({ count: 0 });
  });

  it('works with the browser session cookie (our pages send X-Client-Id)', async () => {
    const me = await shopper();
    const { web } = await issueLogin(t.db, me.userId, CLIENT.client_id);
    const cookie = { Cookie: `bz_session=${web}` };
    expect((await create('دوربین', { ...cookie, 'X-Client-Id': CLIENT.client_id })).status).toBe(200);
    expect(await queries(cookie)).toEqual(['دوربین']);
    // A change with the cookie from another site is refused.
    expect((await t.call('DELETE', '/v10/search-history/clear', undefined, { ...cookie, Origin: 'https://evil.example' })).status).toBe(403);
    expect(await queries(cookie)).toEqual(['دوربین']);
  });
});

describe('search history: login-as', () => {
  it('an operator acting as the shopper reads and tidies their list but does not add to it', async () => {
    const me = await shopper();
    const operator = await shopper();
    await create('عطر', me.headers);
    const { tokens } = await issueLogin(t.db, me.userId, CLIENT.client_id, operator.userId);
    const acting = { Authorization: `Bearer ${tokens.access_token}` };
    expect(await queries(acting)).toEqual(['عطر']);
    const res = await create('ابزار', acting);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(await queries(me.headers)).toEqual(['عطر']);
    expect((await t.call('DELETE', '/v10/search-history/clear', undefined, acting)).body.data).toEqual({ count: 1 });
    expect(await queries(me.headers)).toEqual([]);
  });
});

describe('search history: the search results page', () => {
  it("records the signed-in shopper's search, not a guest's or an operator's, and never throws", async () => {
    const me = await shopper();
    const operator = await shopper();
    const { web } = await issueLogin(t.db, me.userId, CLIENT.client_id);
    await recordSearchOfSession(t.db, web, ' یخچال ');
    await recordSearchOfSession(t.db, web, 'ماشین لباسشویی');
    await recordSearchOfSession(t.db, web, 'يخچال');
    expect(await queries(me.headers)).toEqual(['يخچال', 'ماشین لباسشویی']);

    // No session, an unknown token, no query, login-as: nothing recorded, nothing thrown.
    await recordSearchOfSession(t.db, undefined, 'تلویزیون');
    await recordSearchOfSession(t.db, 'not-a-token', 'تلویزیون');
    await recordSearchOfSession(t.db, web, null);
    await recordSearchOfSession(t.db, web, '   ');
    const acting = await issueLogin(t.db, me.userId, CLIENT.client_id, operator.userId);
    await recordSearchOfSession(t.db, acting.web, 'تلویزیون');
    expect(await queries(me.headers)).toEqual(['يخچال', 'ماشین لباسشویی']);

    // A failing database is logged without the shopper's words.
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const broken = Object.assign(Object.create(t.db), {
        select: () => {
          throw new Error('boom: تلویزیون');
        },
      }) as typeof t.db;
      await expect(recordSearchOfSession(broken, web, 'تلویزیون')).resolves.toBeUndefined();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors)).not.toContain('تلویزیون');
  });
});
