import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import { authCodes, authTokens, users } from '#modules/account/schema.ts';
import { rateLimitWindows } from '#server/auth/limit-schema.ts';
import { deleteStaleRows } from './cleanup.ts';
import type { Database } from '#server/db/client.ts';
import { smsOutbox } from '#server/sms/schema.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const now = new Date();
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const inDays = (d: number) => daysAgo(-d);

describe('the clean-up job', () => {
  it('deletes old tokens, codes and outbox rows, keeps what can still matter, and is idempotent', async () => {
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    const token = (name: string, fields: Partial<typeof authTokens.$inferInsert>) => ({
      userId: user!.id,
      kind: 'refresh',
      tokenHash: `cleanup-${name}`,
      family: 'cleanup-family',
      clientId: 'retail-web',
      expiresAt: inDays(20),
      ...fields,
    });
    await database.db.insert(authTokens).values([
      token('expired', { expiresAt: daysAgo(8) }),
      token('logged-out', { revokedAt: daysAgo(8) }),
      // A refresh token traded long ago: its replay must still revoke the family.
      token('rotated', { revokedAt: daysAgo(8), usedAt: daysAgo(8) }),
      token('live', {}),
      token('just-revoked', { revokedAt: daysAgo(1) }),
      token('retry-over', { revokedAt: daysAgo(0.01), usedAt: daysAgo(0.01), retryPair: 'sealed' }),
      token('retry-open', { revokedAt: now, usedAt: now, retryPair: 'sealed' }),
    ]);
    const code = (mobile: string, fields: Partial<typeof authCodes.$inferInsert>) => ({
      mobile,
      purpose: 'login',
      codeHash: 'h',
      expiresAt: inDays(0.001),
      ...fields,
    });
    await database.db
      .insert(authCodes)
      .values([code('09350000001', { expiresAt: daysAgo(2) }), code('09350000002', { consumedAt: daysAgo(2) }), code('09350000003', {})]);
    await database.db.insert(smsOutbox).values([
      { receptor: '09350000001', body: 'old', createdAt: daysAgo(8) },
      { receptor: '09350000001', body: 'new', createdAt: daysAgo(1) },
    ]);

    await database.db.insert(rateLimitWindows).values([
      { key: 'cleanup:ended', hits: 3, resetsAt: daysAgo(2) },
      { key: 'cleanup:live', hits: 1, resetsAt: inDays(0.01) },
    ]);

    expect(await deleteStaleRows(database.db, now)).toMatchObject({ tokens: 2, codes: 2, outbox: 1, windows: 1 });

    const tokens = await database.db
      .select()
      .from(authTokens)
      .where(inArray(authTokens.family, ['cleanup-family']));
    expect(tokens.map((t) => t.tokenHash.slice(8)).sort()).toEqual(['just-revoked', 'live', 'retry-open', 'retry-over', 'rotated']);
    expect(tokens.find((t) => t.tokenHash === 'cleanup-retry-over')!.retryPair).toBeNull();
    expect(tokens.find((t) => t.tokenHash === 'cleanup-retry-open')!.retryPair).toBe('sealed');
    const codes = await database.db
      .select()
      .from(authCodes)
      .where(inArray(authCodes.mobile, ['09350000001', '09350000002', '09350000003']));
    expect(codes.map((c) => c.mobile)).toEqual(['09350000003']);
    expect(
      (
        await database.db
          .select()
          .from(smsOutbox)
          .where(inArray(smsOutbox.receptor, ['09350000001']))
      ).map((m) => m.body),
    ).toEqual(['new']);

    expect((await database.db.select().from(rateLimitWindows)).map((w) => w.key)).toEqual(['cleanup:live']);
    expect(await deleteStaleRows(database.db, now)).toEqual({ tokens: 0, codes: 0, outbox: 0, windows: 0 });
  });
});
