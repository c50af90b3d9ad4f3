import type { AstroCookies } from 'astro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import type { Database } from '#server/db/client.ts';
import { staffAudit } from '../index.ts';
import { users } from '#modules/account/schema.ts';
import { actingPageGate, pageVerdict } from './pages.ts';
import { ACTING_BANK_REFUSED, ACTING_REFUSED, ACTING_SENSITIVE_PAGES, actingAction } from './policy.ts';

describe('acting as a customer: the pages’ rule', () => {
  it('lets reads through and refuses every form post not on the allow-list, naming the sensitive ones', () => {
    expect(pageVerdict('GET', '/profile/back-balance')).toMatchObject({ allowed: true, audit: false });
    expect(pageVerdict('POST', '/profile/back-balance')).toEqual({ allowed: false, message: ACTING_BANK_REFUSED, title: 'درخواست برداشت' });
    expect(pageVerdict('POST', '/profile/back-balance/')).toMatchObject({ allowed: false, message: ACTING_BANK_REFUSED });
    expect(pageVerdict('POST', '/profile/survey')).toEqual({ allowed: false, message: ACTING_REFUSED, title: 'POST /profile/survey' });
    for (const key of Object.keys(ACTING_SENSITIVE_PAGES)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(pageVerdict(method, path).allowed, key).toBe(false);
    }
  });
});

describe('acting as a customer: the page middleware', () => {
  let database: Database;
  let customerId = 0;
  let operatorId = 0;
  beforeAll(async () => {
    database = await freshDatabase();
    const [customer] = await database.db.select({ id: users.id }).from(users).where(eq(users.mobile, '09120000001'));
    const [operator] = await database.db.select({ id: users.id }).from(users).where(eq(users.mobile, '09120000003'));
    [customerId, operatorId] = [customer!.id, operator!.id];
  });
  afterAll(() => database.close());

  const cookiesOf = (session: string | undefined) => ({ get: () => (session ? { value: session } : undefined) }) as unknown as AstroCookies;
  async function gate(method: string, pathname: string, session: string | undefined) {
    let reached = false;
    const res = await actingPageGate(
      {
        db: async () => database.db,
        cookies: cookiesOf(session),
        request: new Request(`http://localhost${pathname}`, { method }),
        pathname,
        ip: 'test',
        home: '/',
      },
      async () => {
        reached = true;
        return new Response('page', { status: 200 });
      },
    );
    return { res, reached };
  }

  it('answers 403 with the reason before the page reads a payout form, and records the attempt', async () => {
    const { web } = await issueLogin(database.db, customerId, 'retail-web', operatorId);
    const { res, reached } = await gate('POST', '/profile/back-balance', web);
    expect(reached).toBe(false);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(ACTING_BANK_REFUSED);
    const rows = await database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subjectId, String(customerId)));
    expect(rows.map((r) => ({ actor: r.actorUserId, action: r.action, after: r.after }))).toEqual([
      { actor: operatorId, action: actingAction('POST /profile/back-balance'), after: { status: 403, refused: true } },
    ]);
    // Reading the page is fine.
    expect((await gate('GET', '/profile/back-balance', web)).reached).toBe(true);
  });

  it('leaves the customer’s own session and guests alone', async () => {
    const { web } = await issueLogin(database.db, customerId, 'retail-web');
    expect((await gate('POST', '/profile/back-balance', web)).reached).toBe(true);
    expect((await gate('POST', '/profile/back-balance', undefined)).reached).toBe(true);
  });
});
