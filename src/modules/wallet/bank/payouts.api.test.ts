import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makeShopper, type TestShopper } from '#tests/factories/shopper.ts';
import { useTestApi } from '#tests/harness.ts';
import { users } from '#modules/account/schema.ts';
import { balancesOf, ledgerProblems, post } from '../ledger.ts';
import { ledgerEntries, payoutRequests } from '../schema.ts';
import { removeBankAccount } from './accounts.ts';
import { approvePayout, refusePayout } from './payouts.ts';
import { BANK_MESSAGES, PAYOUT_BLOCKERS, PAYOUT_MESSAGES } from './validation.ts';

const t = useTestApi();
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

const PARSIAN = 'IR820540102680020817909002';
const PASARGAD = 'IR550570022080013447370101';

const credit = (userId: number, amount: number) => t.db.transaction((tx) => post(tx, { userId, currency: 'rial', amount, reason: 'topUp' }));
const balance = async (userId: number) => (await balancesOf(t.db, userId)).rial;
const addAccount = async (s: TestShopper, sheba = PARSIAN): Promise<number> =>
  (await t.call('POST', '/v6/bank-account/set-account', { sheba }, s.headers)).body.data.id;
const insert = (s: TestShopper, body: object, path = '/v6/user-back-balance/insert') => t.call('POST', path, body, s.headers);
const identity = async (s: TestShopper) => (await t.call('GET', '/v6/profile/identity', undefined, s.headers)).body.data;
const payoutsOfUser = (userId: number) => t.db.select().from(payoutRequests).where(eq(payoutRequests.userId, userId));

let staffSerial = 0;
async function makeStaff(role: 'admin' | 'operator' | 'customer' = 'admin'): Promise<number> {
  const mobile = `0939${String(process.pid % 1000).padStart(3, '0')}${String(++staffSerial).padStart(4, '0')}`;
  const [u] = await t.db.insert(users).values({ username: mobile, mobile, role }).returning();
  return u!.id;
}

/** A shopper with a balance and an account, who has asked for `amount` rials. */
async function shopperWithPayout(amount = 300_000, funds = 1_000_000) {
  const s = await makeShopper(t.db);
  await credit(s.userId, funds);
  const accountId = await addAccount(s);
  const res = await insert(s, { amount, bank_account_id: accountId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { s, accountId, payoutId: res.body.data.id as number };
}

describe('who may ask for a payout (canCustomerBackBalanceRequest)', () => {
  it('needs the name and national code, the smallest payout in the balance and nothing pending; get-pre-form says why not', async () => {
    const s = await makeShopper(t.db);
    const before = await t.call('GET', '/v6/user-back-balance/get-pre-form', undefined, s.headers);
    expect(before.body.data).toMatchObject({
      balance: 0,
      min_amount: 100_000,
      allowed: false,
      reasons: [PAYOUT_BLOCKERS.balance],
      accounts: [],
      default_account_id: null,
      pending: null,
    });
    expect((await identity(s)).canCustomerBackBalanceRequest).toBe(false);

    await credit(s.userId, 100_000);
    const accountId = await addAccount(s);
    const ready = (await t.call('GET', '/v6/user-back-balance/get-pre-form', undefined, s.headers)).body.data;
    expect(ready).toMatchObject({ balance: 100_000, max_amount: 100_000, allowed: true, reasons: [], default_account_id: accountId });
    expect(ready.accounts.map((a: { id: number }) => a.id)).toEqual([accountId]);
    expect((await identity(s)).canCustomerBackBalanceRequest).toBe(true);

    await t.db.update(users).set({ nationalCode: null }).where(eq(users.id, s.userId));
    expect((await t.call('GET', '/v6/user-back-balance/get-pre-form', undefined, s.headers)).body.data).toMatchObject({
      allowed: false,
      reasons: [PAYOUT_BLOCKERS.identity],
    });
    expect((await identity(s)).canCustomerBackBalanceRequest).toBe(false);
  });
});

describe('POST /v6/user-back-balance/insert', () => {
  it('holds the amount (rials) at once: the balance drops by a payoutRequested entry linked to the request', async () => {
    const { s, accountId, payoutId } = await shopperWithPayout(300_000);
    expect(await balance(s.userId)).toBe(700_000);
    const [last] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, s.userId)).orderBy(desc(ledgerEntries.seq)).limit(1);
    expect(last).toMatchObject({ amount: -300_000, reason: 'payoutRequested', payoutId, balanceAfter: 700_000 });
    expect(last!.note).toBe('درخواست برداشت به حساب بانکی: بانک پارسیان');

    const list = await t.call('GET', '/v6/user-back-balance/index', undefined, s.headers);
    expect(list.headers.get('X-Pagination-Total-Count')).toBe('1');
    expect(list.body.data.items).toEqual([
      expect.objectContaining({
        id: payoutId,
        amount: 300_000,
        state: 'pending',
        state_title: 'در حال بررسی',
        reason: null,
        bank_account_id: accountId,
        bank_name: 'بانک پارسیان',
      }),
    ]);
    expect((await t.call('GET', `/v6/user-back-balance/view-account?id=${payoutId}`, undefined, s.headers)).body.data).toMatchObject({
      id: accountId,
      sheba: PARSIAN,
    });
    // One at a time: the pending request blocks the next.
    const pre = (await t.call('GET', '/v6/user-back-balance/get-pre-form', undefined, s.headers)).body.data;
    expect(pre).toMatchObject({ allowed: false, reasons: [PAYOUT_BLOCKERS.pending], pending: { id: payoutId } });
    expect((await identity(s)).canCustomerBackBalanceRequest).toBe(false);
  });

  it('/v6/balance/deposit-to-account does the same, into the default account when none is named', async () => {
    const s = await makeShopper(t.db);
    await credit(s.userId, 500_000);
    await addAccount(s, PARSIAN);
    const pasargad = await addAccount(s, PASARGAD);
    await t.call('POST', '/v8/bank-account/select-default', { id: pasargad }, s.headers);
    const res = await insert(s, { amount: '۲۰۰۰۰۰' }, '/v6/balance/deposit-to-account');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 200_000, bank_account_id: pasargad, bank_name: 'بانک پاسارگاد', state: 'pending' });
    expect(await balance(s.userId)).toBe(300_000);
  });

  it('refuses with Persian 422s and changes nothing: below the minimum, above the balance, no account, not allowed', async () => {
    const s = await makeShopper(t.db);
    await credit(s.userId, 400_000);
    const fields = async (body: object) => {
      const res = await insert(s, body);
      expect(res.status).toBe(422);
      return res.body.data;
    };
    expect(await fields({ amount: 50_000 })).toEqual([{ field: 'amount', message: PAYOUT_MESSAGES.amountMin }]);
    expect(await fields({ amount: 'abc' })).toEqual([{ field: 'amount', message: PAYOUT_MESSAGES.amountNumber }]);
    // What Number() would read as 200,000 rials is not an amount: digits only.
    for (const amount of ['0x30d40', '2e5', ' 200000', '200000.0', '۲۰۰٬۰۰۰', 2e21]) {
      expect(await fields({ amount }), String(amount)).toEqual([{ field: 'amount', message: PAYOUT_MESSAGES.amountNumber }]);
    }
    expect(await fields({})).toEqual([{ field: 'amount', message: PAYOUT_MESSAGES.amountRequired }]);
    expect(await fields({ amount: 200_000 })).toEqual([{ field: 'bank_account_id', message: PAYOUT_MESSAGES.chooseAccount }]);
    const accountId = await addAccount(s);
    expect(await fields({ amount: 400_001, bank_account_id: accountId })).toEqual([{ field: 'amount', message: PAYOUT_MESSAGES.amountMax }]);
    await t.db.update(users).set({ nationalCode: null }).where(eq(users.id, s.userId));
    expect(await fields({ amount: 200_000, bank_account_id: accountId })).toEqual([{ field: 'profile', message: PAYOUT_BLOCKERS.identity }]);
    expect(await balance(s.userId)).toBe(400_000);
    expect(await payoutsOfUser(s.userId)).toEqual([]);
  });

  it('lets one of ten parallel requests through; the others are refused and the balance is held once', async () => {
    const s = await makeShopper(t.db);
    await credit(s.userId, 1_000_000);
    const accountId = await addAccount(s);
    const results = await Promise.all(Array.from({ length: 10 }, () => insert(s, { amount: 200_000, bank_account_id: accountId })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body.data).toEqual([{ field: 'pending', message: PAYOUT_BLOCKERS.pending }]);
    expect(await balance(s.userId)).toBe(800_000);
    expect(await payoutsOfUser(s.userId)).toHaveLength(1);
  });

  it('an account with a pending request cannot be removed', async () => {
    const { s, accountId } = await shopperWithPayout();
    await expect(removeBankAccount(t.db, s.userId, accountId)).rejects.toMatchObject({ status: 409, message: BANK_MESSAGES.accountBusy });
  });
});

describe('payouts: only the caller’s', () => {
  it('another shopper’s account in a request, or their request by id, is a 404; the index is the caller’s own', async () => {
    const { s: owner, accountId, payoutId } = await shopperWithPayout();
    const other = await makeShopper(t.db);
    await credit(other.userId, 500_000);
    const res = await insert(other, { amount: 200_000, bank_account_id: accountId });
    expect(res.status).toBe(404);
    expect(await balance(other.userId)).toBe(500_000);
    expect((await t.call('GET', `/v6/user-back-balance/view-account?id=${payoutId}`, undefined, other.headers)).status).toBe(404);
    expect((await t.call('GET', '/v6/user-back-balance/index', undefined, other.headers)).body.data.items).toEqual([]);
    expect((await t.call('GET', '/v6/user-back-balance/index', undefined, owner.headers)).body.data.items).toHaveLength(1);
    for (const path of ['/v6/user-back-balance/get-pre-form', '/v6/user-back-balance/index', `/v6/user-back-balance/view-account?id=${payoutId}`]) {
      expect((await t.call('GET', path)).status).toBe(401);
    }
    expect((await t.call('POST', '/v6/user-back-balance/insert', { amount: 200_000 })).status).toBe(401);
  });
});

describe('staff decisions', () => {
  it('approve: paid with the transfer’s reference, once; the held money stays spent', async () => {
    const { s, payoutId } = await shopperWithPayout(300_000);
    const staff = await makeStaff();
    const paid = await approvePayout(t.db, payoutId, staff, ' TR-12345 ');
    expect(paid).toMatchObject({ id: payoutId, state: 'paid', state_title: 'واریز شد', transfer_ref: 'TR-12345' });
    expect(await balance(s.userId)).toBe(700_000);
    await expect(approvePayout(t.db, payoutId, staff, 'TR-2')).rejects.toMatchObject({ status: 409, message: PAYOUT_MESSAGES.alreadyDecided });
    await expect(refusePayout(t.db, payoutId, staff, 'دیر شد')).rejects.toMatchObject({ status: 409 });
    expect(await balance(s.userId)).toBe(700_000);
    const [row] = await payoutsOfUser(s.userId);
    expect(row).toMatchObject({ state: 'paid', decidedBy: staff, transferRef: 'TR-12345' });
    // Decided: the shopper may ask again.
    expect((await identity(s)).canCustomerBackBalanceRequest).toBe(true);
  });

  it('refuse: the reason is shown and the money comes back by a payoutRefused entry, once', async () => {
    const { s, payoutId } = await shopperWithPayout(300_000);
    const staff = await makeStaff('operator');
    await expect(refusePayout(t.db, payoutId, staff, '  ')).rejects.toMatchObject({ status: 422 });
    const refused = await refusePayout(t.db, payoutId, staff, 'نام صاحب حساب با نام شما یکسان نیست');
    expect(refused).toMatchObject({ state: 'refused', state_title: 'رد شد', reason: 'نام صاحب حساب با نام شما یکسان نیست' });
    expect(await balance(s.userId)).toBe(1_000_000);
    const back = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payoutId)).orderBy(ledgerEntries.seq);
    expect(back.map((e) => [e.reason, e.amount])).toEqual([
      ['payoutRequested', -300_000],
      ['payoutRefused', 300_000],
    ]);
    await expect(refusePayout(t.db, payoutId, staff, 'دوباره')).rejects.toMatchObject({ status: 409 });
    await expect(approvePayout(t.db, payoutId, staff, 'TR-1')).rejects.toMatchObject({ status: 409 });
    expect(await balance(s.userId)).toBe(1_000_000);
    const list = (await t.call('GET', '/v6/user-back-balance/index', undefined, s.headers)).body.data.items;
    expect(list[0]).toMatchObject({ state: 'refused', reason: 'نام صاحب حساب با نام شما یکسان نیست' });
  });

  it('concurrent decisions on one request: exactly one is taken; the money moves at most once', async () => {
    const { s, payoutId } = await shopperWithPayout(300_000);
    const staff = await makeStaff();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? refusePayout(t.db, payoutId, staff, `دلیل ${i}`) : approvePayout(t.db, payoutId, staff, `TR-${i}`))),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409 });
    const [row] = await payoutsOfUser(s.userId);
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payoutId));
    expect(entries).toHaveLength(row!.state === 'refused' ? 2 : 1);
    expect(await balance(s.userId)).toBe(row!.state === 'refused' ? 1_000_000 : 700_000);
  });

  it('only staff decide, and an unknown request is a 404', async () => {
    const { s, payoutId } = await shopperWithPayout();
    await expect(approvePayout(t.db, payoutId, s.userId, 'TR-1')).rejects.toMatchObject({ status: 403 });
    await expect(refusePayout(t.db, payoutId, await makeStaff('customer'), 'نه')).rejects.toMatchObject({ status: 403 });
    await expect(approvePayout(t.db, 999_999, await makeStaff(), 'TR-1')).rejects.toMatchObject({ status: 404 });
    expect((await payoutsOfUser(s.userId))[0]!.state).toBe('pending');
  });
});

describe('an operator acting as the customer (login-as)', () => {
  it('cannot add or choose a bank account, nor ask for a payout: money leaves only on the customer’s own word', async () => {
    const operator = await t.call('POST', '/v6/register/login-by-password', {
      mobile: '09120000003',
      password: 'bazaar123',
      client_id: 'retail-web',
      client_secret: 'retail-web-secret',
    });
    const acting = await t.call('POST', '/v6/user/login-as', { mobile: '09120000001' }, { Authorization: `Bearer ${operator.body.data.access_token}` });
    expect(acting.status).toBe(200);
    const as = { Authorization: `Bearer ${acting.body.data.access_token}` };
    const refused = [
      await t.call('POST', '/v6/bank-account/set-account', { sheba: 'IR550570022080013447370101' }, as),
      await t.call('POST', '/v8/bank-account/select-default', { id: 1 }, as),
      await t.call('POST', '/v6/user-back-balance/insert', { amount: 100_000, bank_account_id: 1 }, as),
      await t.call('POST', '/v6/balance/deposit-to-account', { amount: 100_000 }, as),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('در حالت ورود به‌جای مشتری، ثبت حساب بانکی و درخواست برداشت ممکن نیست؛ مشتری باید خودش وارد شود');
    }
    // Reading is fine: the operator can tell the customer where their requests stand.
    expect((await t.call('GET', '/v6/user-back-balance/index', undefined, as)).status).toBe(200);
  });
});
