import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { CLIENT, lastCode, signed } from '#tests/auth-helpers.ts';
import { deliveredOrder } from '#tests/factories/orders.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { faInvite } from '#i18n/fa-invite.ts';
import { users } from '#modules/account/schema.ts';
import { ledgerEntries } from '#modules/wallet/schema.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { claimInvitation } from '#flows/claim-invitation.ts';
import { deliverDispatch } from '#flows/fulfil-dispatch.ts';
import { rewardInvitationIn } from '#flows/steps/reward-invitation.ts';
import { invitations } from '../schema.ts';
import { invitationCookieValue, invitationPath, shortCode, shortPath } from './link.ts';
import { INVITED_REWARD_COINS, INVITER_REWARD_COINS, MONTHLY_REWARD_LIMIT } from './rules.ts';

const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

let n = 0;
/** Numbers of this file's own (0938…), clear of the factories' and the seed's. */
const newMobile = () => `0938${String(1_000_000 + (process.pid % 1000) * 1000 + n++).padStart(7, '0')}`;

/** Registers a new account by SMS code through the API, the browser carrying `cookie`. */
async function register(mobile: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  expect((await t.call('POST', '/v8/register/register', signed(mobile), headers)).status).toBe(200);
  const res = await t.call('POST', '/v8/register/validate-code-register', { mobile, code: await lastCode(t.db, mobile), ...CLIENT }, headers);
  expect(res.status).toBe(200);
  return res;
}

const invitationOfUser = async (userId: number) => (await t.db.select().from(invitations).where(eq(invitations.invitedUserId, userId)))[0];
/** The coins an invitation paid a user (by the entries' notes). */
const inviteCoins = async (userId: number) =>
  (
    await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, 'coin')))
  )
    .filter((e) => e.note === faInvite.inviterNote || e.note === faInvite.invitedNote)
    .reduce((sum, e) => sum + e.amount, 0);

describe('GET /v10/model-shortener/invite and view', () => {
  it("answers a signed-in shopper's own links, absolute on the shop's origin; a guest gets 401", async () => {
    const shopper = await makeShopper(t.db);
    const res = await t.call('GET', '/v10/model-shortener/invite', undefined, shopper.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { url: `http://localhost${invitationPath(shopper.userId)}`, short_url: `http://localhost${shortPath(shopper.userId)}` },
    });
    expect(res.body.data.url).toMatch(new RegExp(`^http://localhost/invite/${shopper.userId}/[A-Za-z0-9_-]{16}$`));
    expect((await t.call('GET', '/v10/model-shortener/invite')).status).toBe(401);
  });

  it('leads a short code to its full link (public), a forged one to a 404 and a missing one to a 422', async () => {
    const shopper = await makeShopper(t.db);
    const ok = await t.call('GET', `/v10/model-shortener/view?code=${shortCode(shopper.userId)}`);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ url: `http://localhost${invitationPath(shopper.userId)}` });

    const forged = `${shopper.userId.toString(36)}${shortCode(shopper.userId + 1).slice(-8)}`;
    const missing = await t.call('GET', `/v10/model-shortener/view?code=${forged}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: 'لینک دعوت یافت نشد' });
    // Signed, but nobody has that id.
    expect((await t.call('GET', `/v10/model-shortener/view?code=${shortCode(2_000_000_000)}`)).status).toBe(404);
    const none = await t.call('GET', '/v10/model-shortener/view');
    expect(none.status).toBe(422);
    expect(none.body.data).toEqual([{ field: 'code', message: 'این فیلد الزامی است' }]);
  });

  it('/v6/site/invite tells anyone the rewards, the monthly limit and the rules in Persian', async () => {
    const res = await t.call('GET', '/v6/site/invite');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ inviter_coins: INVITER_REWARD_COINS, invited_coins: INVITED_REWARD_COINS, monthly_limit: MONTHLY_REWARD_LIMIT });
    expect(res.body.data.rules.join(' ')).toContain('هر شماره موبایل فقط یک بار دعوت می‌شود');
  });
});

describe('signing up with the invitation cookie', () => {
  it('records a pending invitation for a new account and drops the cookie', async () => {
    const inviter = await makeShopper(t.db);
    const mobile = newMobile();
    const res = await register(mobile, `bz_invite=${invitationCookieValue(inviter.userId)}`);
    expect(res.headers.getSetCookie().some((c) => /^bz_invite=; Path=\/; Max-Age=0/.test(c))).toBe(true);
    const friend = res.body.data.identity.id as number;
    expect(await invitationOfUser(friend)).toMatchObject({ inviterId: inviter.userId, invitedMobile: mobile, state: 'pending', reason: null, settledAt: null });
  });

  it('ignores a forged cookie, an account that is not new, and the inviter signing in with their own link', async () => {
    const inviter = await makeShopper(t.db);
    const forged = await register(newMobile(), `bz_invite=${inviter.userId}.${'A'.repeat(22)}`);
    expect(await invitationOfUser(forged.body.data.identity.id)).toBeUndefined();

    // An old customer (made two hours ago) opening a link later is not an invited friend.
    const old = newMobile();
    await t.db.insert(users).values({ username: old, mobile: old, createdAt: new Date(Date.now() - 2 * 3_600_000) });
    const signedIn = await register(old, `bz_invite=${invitationCookieValue(inviter.userId)}`);
    expect(await invitationOfUser(signedIn.body.data.identity.id)).toBeUndefined();

    // The inviter's own number: never oneself.
    const [me] = await t.db.select().from(users).where(eq(users.id, inviter.userId));
    await register(me!.mobile, `bz_invite=${invitationCookieValue(inviter.userId)}`);
    expect(await invitationOfUser(inviter.userId)).toBeUndefined();
  });

  it('never invites oneself: the same account, or a new account on the number the inviter had before a change', async () => {
    const inviter = await makeShopper(t.db);
    expect(await claimInvitation(t.db, inviter.userId, inviter.userId)).toBeNull();
    const before = newMobile();
    await t.db.update(users).set({ previousMobile: before }).where(eq(users.id, inviter.userId));
    const [again] = await t.db.insert(users).values({ username: before, mobile: before }).returning();
    expect(await claimInvitation(t.db, inviter.userId, again!.id)).toBeNull();
    expect(await invitationOfUser(again!.id)).toBeUndefined();
  });

  it('invites a number once, by anyone: a second account on it is impossible, and a number already invited is not invited again', async () => {
    const [first, second] = [await makeShopper(t.db), await makeShopper(t.db)];
    const mobile = newMobile();
    const friend = (await register(mobile, `bz_invite=${invitationCookieValue(first.userId)}`)).body.data.identity.id as number;
    expect((await invitationOfUser(friend))?.inviterId).toBe(first.userId);

    // The number has its account: signing up on it again is the same account (no second one), and the other inviter gets nothing.
    const again = await register(mobile, `bz_invite=${invitationCookieValue(second.userId)}`);
    expect(again.body.data.identity.id).toBe(friend);
    await expect(t.db.insert(users).values({ username: `${mobile}-b`, mobile })).rejects.toThrow();
    expect(await t.db.select().from(invitations).where(eq(invitations.invitedMobile, mobile))).toHaveLength(1);

    // The friend moves to a new number; a new account on the old one cannot be invited again.
    await t.db.update(users).set({ mobile: newMobile(), previousMobile: mobile }).where(eq(users.id, friend));
    const [reborn] = await t.db
      .insert(users)
      .values({ username: `${mobile}-c`, mobile })
      .returning();
    expect(await claimInvitation(t.db, second.userId, reborn!.id)).toBeNull();
    expect(await invitationOfUser(reborn!.id)).toBeUndefined();
  });
});

describe('the reward, when the invited friend’s first order is delivered', () => {
  it('pays both once, in the delivering transaction; a second delivered order and a replay pay nothing', async () => {
    const inviter = await makeShopper(t.db);
    const friend = await makeShopper(t.db);
    const invitation = await claimInvitation(t.db, inviter.userId, friend.userId);
    expect(invitation?.state).toBe('pending');

    const first = await deliveredOrder(t, { shopper: friend });
    expect(await invitationOfUser(friend.userId)).toMatchObject({ state: 'rewarded', reason: null, settledAt: expect.any(Date) });
    expect(await inviteCoins(inviter.userId)).toBe(INVITER_REWARD_COINS);
    expect(await inviteCoins(friend.userId)).toBe(INVITED_REWARD_COINS);

    // The delivery again: the dispatch is delivered already, nothing moves and nothing is paid.
    await expect(deliverDispatch(t.db, first.dispatches[0]!.id)).rejects.toThrow();
    // The step replayed on the same order: the invitation is settled, nothing to pay.
    expect(await t.db.transaction((tx) => rewardInvitationIn(tx, { id: first.orderId, userId: friend.userId }, new Date()))).toBeNull();
    await deliveredOrder(t, { shopper: friend });
    expect(await inviteCoins(inviter.userId)).toBe(INVITER_REWARD_COINS);
    expect(await inviteCoins(friend.userId)).toBe(INVITED_REWARD_COINS);
  });

  it('refuses, with the reason, an invitation beyond the monthly limit: nobody is paid', async () => {
    const inviter = await makeShopper(t.db);
    // This month's rewards are used up (rows of earlier friends, their accounts not needed here).
    await t.db.insert(invitations).values(
      Array.from({ length: MONTHLY_REWARD_LIMIT }, () => ({
        inviterId: inviter.userId,
        invitedMobile: newMobile(),
        state: 'rewarded' as const,
        settledAt: new Date(),
      })),
    );
    const friend = await makeShopper(t.db);
    await claimInvitation(t.db, inviter.userId, friend.userId);
    await deliveredOrder(t, { shopper: friend });
    const refused = await invitationOfUser(friend.userId);
    expect(refused).toMatchObject({ state: 'refused', reason: `سقف پاداش دعوت در این ماه (۱۰ دعوت) پر شده بود`, settledAt: expect.any(Date) });
    expect(await inviteCoins(inviter.userId)).toBe(0);
    expect(await inviteCoins(friend.userId)).toBe(0);
  });

  it('a limit reached in an earlier month does not count, and an account that ordered before is never invited', async () => {
    const inviter = await makeShopper(t.db);
    const lastMonth = new Date(Date.now() - 40 * 24 * 3_600_000);
    await t.db.insert(invitations).values(
      Array.from({ length: MONTHLY_REWARD_LIMIT }, () => ({
        inviterId: inviter.userId,
        invitedMobile: newMobile(),
        state: 'rewarded' as const,
        settledAt: lastMonth,
      })),
    );
    const friend = await makeShopper(t.db);
    await claimInvitation(t.db, inviter.userId, friend.userId);
    await deliveredOrder(t, { shopper: friend });
    expect((await invitationOfUser(friend.userId))?.state).toBe('rewarded');
    // The friend has an order now: another inviter's link finds them no longer new.
    expect(await claimInvitation(t.db, (await makeShopper(t.db)).userId, friend.userId)).toBeNull();
  });
});

describe('the demo seed', () => {
  it('gives the demo customer a rewarded and a pending invitation, the rewarded one paid to both', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.mobile, '09120000001'));
    const rows = await t.db.select().from(invitations).where(eq(invitations.inviterId, demo!.id)).orderBy(invitations.id);
    expect(rows.map((r) => [r.invitedMobile, r.state])).toEqual([
      ['09902000001', 'rewarded'],
      ['09902000002', 'pending'],
    ]);
    expect(await inviteCoins(demo!.id)).toBe(INVITER_REWARD_COINS);
    expect(await inviteCoins(rows[0]!.invitedUserId!)).toBe(INVITED_REWARD_COINS);
  });
});
