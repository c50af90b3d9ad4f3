import { count, eq, gt, inArray, or } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import { authTokens, loginAsAudit, users } from '#modules/account/schema.ts';
import { campaigns, competitionEntries, gameRounds, huntFinds, wheelSpins } from '#modules/campaigns/schema.ts';
import { invitations, operatorScores } from '#modules/club/schema.ts';
import { discountCodes, giftCards } from '#modules/cart/schema.ts';
import { products, sellers } from '#modules/catalog/schema.ts';
import { providerApplications } from '#modules/provider/schema.ts';
import { orders } from '#modules/orders/schema.ts';
import { backRequests } from '#modules/returns/schema.ts';
import { reviews, surveyItems } from '#modules/reviews/schema.ts';
import { paymentAttempts, refunds } from '#modules/payments/schema.ts';
import { bankAccounts, ledgerEntries, payoutRequests } from '#modules/wallet/schema.ts';
import { verifyPassword } from '#server/auth/crypto.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import type { Database } from '#server/db/client.ts';
import { prepareDatabase } from '../prepare.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from './accounts.ts';
import { DEMO_DISCOUNT_CODES, DEMO_GIFT_CARDS } from './codes.ts';
import { resetSeededData, seedDatabase } from './index.ts';
import { decisions } from '#modules/decisions/index.ts';
import { staffMembers } from '#modules/staff/index.ts';

const DEMO_MOBILES = DEMO_ACCOUNTS.map((a) => a.mobile);
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
afterEach(() => vi.unstubAllEnvs());

const production = () => {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('SEED', 'false');
};
const demoUsers = () => database.db.select().from(users).where(inArray(users.mobile, DEMO_MOBILES));

describe('production and the demo accounts', () => {
  it('disables the demo accounts and codes a development seed left, on every production start', async () => {
    const operator = (await demoUsers()).find((u) => u.role === 'operator')!;
    await issueLogin(database.db, operator.id, 'retail-web');
    production();
    const lines: string[] = [];
    // The server's own database handle stays open: prepare closes only what it opened.
    await prepareDatabase(
      (line) => lines.push(line),
      async () => ({ ...database, close: async () => {} }),
    );
    const after = await demoUsers();
    expect(after).toHaveLength(DEMO_ACCOUNTS.length);
    for (const user of after) {
      expect(user).toMatchObject({ passwordHash: null, role: 'customer', isHamkar: false, coworkerStatus: null });
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(false);
    }
    // The demo staff's published second factor opens no back office any more.
    const staff = await database.db
      .select()
      .from(staffMembers)
      .where(
        inArray(
          staffMembers.userId,
          after.map((u) => u.id),
        ),
      );
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((m) => !m.active && m.totpSecret === null)).toBe(true);
    const [session] = await database.db.select().from(authTokens).where(eq(authTokens.userId, operator.id));
    expect(session!.revokedAt).not.toBeNull();
    const codes = await database.db.select().from(discountCodes).where(inArray(discountCodes.code, DEMO_DISCOUNT_CODES));
    const cards = await database.db.select().from(giftCards).where(inArray(giftCards.code, DEMO_GIFT_CARDS));
    expect([...codes, ...cards].every((c) => !c.isActive)).toBe(true);
    expect(lines.join('\n')).toMatch(/disabled the demo accounts 0912/);
    // Idempotent: the next start finds nothing left to do.
    const again: string[] = [];
    await prepareDatabase(
      (line) => again.push(line),
      async () => ({ ...database, close: async () => {} }),
    );
    expect(again.join('\n')).not.toMatch(/disabled/);
  });

  it('seeds the catalogue in production, but no demo account or code', async () => {
    // A database that never had the demo: no demo users, so none of their orders either.
    const demo = (await demoUsers()).map((u) => u.id);
    for (const table of [ledgerEntries, refunds, paymentAttempts, payoutRequests, bankAccounts])
      await database.db.delete(table).where(inArray(table.userId, demo));
    await database.db.delete(backRequests).where(inArray(backRequests.userId, demo));
    await database.db.delete(orders).where(inArray(orders.userId, demo));
    await database.db.delete(providerApplications).where(inArray(providerApplications.userId, demo));
    await database.db.delete(decisions).where(inArray(decisions.decidedBy, demo));
    // What the demo shoppers did in the club and the games, and the call-center contacts behind their operator scores.
    await database.db.delete(invitations).where(or(inArray(invitations.inviterId, demo), inArray(invitations.invitedUserId, demo)));
    await database.db.delete(operatorScores).where(or(inArray(operatorScores.userId, demo), inArray(operatorScores.operatorId, demo)));
    await database.db.delete(loginAsAudit).where(or(inArray(loginAsAudit.userId, demo), inArray(loginAsAudit.operatorId, demo)));
    for (const table of [wheelSpins, gameRounds, competitionEntries, huntFinds]) await database.db.delete(table).where(inArray(table.userId, demo));
    await database.db.update(sellers).set({ userId: null }).where(inArray(sellers.userId, demo));
    await database.db.delete(users).where(inArray(users.mobile, DEMO_MOBILES));
    await database.db.delete(discountCodes).where(inArray(discountCodes.code, DEMO_DISCOUNT_CODES));
    await database.db.delete(giftCards).where(inArray(giftCards.code, DEMO_GIFT_CARDS));
    await resetSeededData(database.db);
    production();
    await seedDatabase(database.db, { products: 10 });
    expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(10);
    expect(await demoUsers()).toEqual([]);
    // No made-up seasonal windows either: production's are the ones staff enter.
    expect(await database.db.select().from(campaigns)).toEqual([]);
    // Rating criteria, so shoppers can review; no made-up reviews, so no rating yet.
    expect((await database.db.select({ n: count() }).from(surveyItems))[0]!.n).toBeGreaterThan(0);
    expect((await database.db.select({ n: count() }).from(reviews))[0]!.n).toBe(0);
    expect(await database.db.select().from(products).where(gt(products.surveyCount, 0))).toEqual([]);
    expect(await database.db.select().from(discountCodes).where(inArray(discountCodes.code, DEMO_DISCOUNT_CODES))).toEqual([]);
    expect(await database.db.select().from(giftCards).where(inArray(giftCards.code, DEMO_GIFT_CARDS))).toEqual([]);
    await expect(seedAccounts(database.db)).rejects.toThrow(/never/);
  });
});
