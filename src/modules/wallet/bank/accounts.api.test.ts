import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { makeShopper } from '#tests/factories/shopper.ts';
import { useTestApi } from '#tests/harness.ts';
import { DEMO_ACCOUNTS } from '#app/seed/accounts.ts';
import { DEMO_SHEBA } from '#app/seed/bank-accounts.ts';
import { users } from '#modules/account/schema.ts';
import { ledgerProblems } from '../ledger.ts';
import { bankAccounts } from '../schema.ts';
import { listBankAccounts, removeBankAccount } from './accounts.ts';
import { FAKE_SHEBA_NOT_MATCHING, FAKE_SHEBA_UNAVAILABLE } from './inquiry.ts';
import { BANK_MESSAGES } from './validation.ts';

const t = useTestApi();
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

// IRAN.md A3/A4 vectors, plus Luhn-valid cards of the Shebas' own banks.
const PARSIAN = 'IR820540102680020817909002';
const PASARGAD = 'IR550570022080013447370101';
const PARSIAN_CARD = '6221061012345676';
const SAMAN_CARD = '6219861034529007';

const add = (headers: Record<string, string>, body: object) => t.call('POST', '/v6/bank-account/set-account', body, headers);
const fieldsOf = (res: { body: { data: { field: string; message: string }[] } }) => res.body.data;

describe('POST /v6/bank-account/set-account: validation', () => {
  it.each([
    ['', BANK_MESSAGES.shebaRequired],
    ['IR8205401026800208179090', BANK_MESSAGES.shebaFormat],
    ['IR82-0540-abc', BANK_MESSAGES.shebaFormat],
    ['IR820540102680020817909003', BANK_MESSAGES.shebaCheck],
    ['IR012345678901234567890123', BANK_MESSAGES.shebaCheck],
    ['IR279990000000000000000000', BANK_MESSAGES.shebaBank],
  ])('refuses the Sheba %j with a Persian message', async (sheba, message) => {
    const s = await makeShopper(t.db);
    const res = await add(s.headers, { sheba });
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual([{ field: 'sheba', message }]);
  });

  it.each([
    ['603770168909544', BANK_MESSAGES.cardFormat],
    ['6037701689095444', BANK_MESSAGES.cardCheck],
    ['6219861034529008', BANK_MESSAGES.cardCheck],
    ['4111111111111111', BANK_MESSAGES.cardForeign],
    [SAMAN_CARD, BANK_MESSAGES.cardOtherBank],
  ])('refuses the card %s with a Persian message', async (card_number, message) => {
    const s = await makeShopper(t.db);
    const res = await add(s.headers, { sheba: PARSIAN, card_number });
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual([{ field: 'card_number', message }]);
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.userId, s.userId))).toEqual([]);
  });
});

describe('bank accounts', () => {
  it('adds a Sheba typed in Persian digits with spaces, names the bank, keeps the card as 16 digits shown in groups of 4', async () => {
    const s = await makeShopper(t.db);
    const res = await add(s.headers, { sheba: '۸۲ ۰۵۴۰ ۱۰۲۶ ۸۰۰۲ ۰۸۱۷ ۹۰۹۰ ۰۲', card_number: '۶۲۲۱-۰۶۱۰-۱۲۳۴-۵۶۷۶' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      sheba: PARSIAN,
      sheba_formatted: 'IR82 0540 1026 8002 0817 9090 02',
      sheba_masked: 'IR82 0540 •••• •••• •••• 9090 02',
      bank_code: '054',
      bank_name: 'بانک پارسیان',
      card_number: PARSIAN_CARD,
      card_number_formatted: '6221 0610 1234 5676',
      owner_name: 'سارا محمدی',
      is_default: true,
    });
    const view = await t.call('GET', `/v6/bank-account/view?id=${res.body.data.id}`, undefined, s.headers);
    expect(view.body.data).toEqual(res.body.data);
    // The same Sheba twice is refused.
    const again = await add(s.headers, { sheba: PARSIAN.toLowerCase() });
    expect(fieldsOf(again)).toEqual([{ field: 'sheba', message: BANK_MESSAGES.duplicate }]);
  });

  it('keeps one default: the first account, then the one selected; the list shows the default first', async () => {
    const s = await makeShopper(t.db);
    const first = (await add(s.headers, { sheba: PARSIAN })).body.data;
    const second = (await add(s.headers, { sheba: PASARGAD })).body.data;
    expect([first.is_default, second.is_default]).toEqual([true, false]);
    const list = async () =>
      (await t.call('GET', '/v8/bank-account/list-by-user', undefined, s.headers)).body.data.items.map((a: { id: number; is_default: boolean }) => [
        a.id,
        a.is_default,
      ]);
    expect(await list()).toEqual([
      [first.id, true],
      [second.id, false],
    ]);

    const chosen = await t.call('POST', '/v8/bank-account/select-default', { id: second.id }, s.headers);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.is_default).toBe(true);
    expect(await list()).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Choosing the default again changes nothing.
    expect((await t.call('POST', '/v8/bank-account/select-default', { id: second.id }, s.headers)).status).toBe(200);
    expect(await list()).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // Removing the default hides it and makes the other the default.
    await removeBankAccount(t.db, s.userId, second.id);
    expect(await list()).toEqual([[first.id, true]]);
    expect((await t.call('GET', `/v6/bank-account/view?id=${second.id}`, undefined, s.headers)).status).toBe(404);
    // A removed Sheba can be added again.
    expect((await add(s.headers, { sheba: PASARGAD })).body.data.is_default).toBe(false);
  });

  it('asks the inquiry service: someone else’s account is refused, an unanswered one is kept without a name', async () => {
    const s = await makeShopper(t.db);
    const mine = await t.call('POST', '/v6/bank-account/iban-inquiry', { sheba: PASARGAD }, s.headers);
    expect(mine.body.data).toEqual({ sheba: PASARGAD, bank_code: '057', bank_name: 'بانک پاسارگاد', available: true, matches: true, owner_name: 'سارا محمدی' });
    const theirs = await t.call('POST', '/v6/bank-account/iban-inquiry', { sheba: FAKE_SHEBA_NOT_MATCHING }, s.headers);
    expect(theirs.body.data).toMatchObject({ bank_name: 'بانک ملی ایران', available: true, matches: false, owner_name: null });
    const down = await t.call('POST', '/v6/bank-account/iban-inquiry', { sheba: FAKE_SHEBA_UNAVAILABLE }, s.headers);
    expect(down.body.data).toMatchObject({ available: false, matches: null, owner_name: null });
    expect(fieldsOf(await t.call('POST', '/v6/bank-account/iban-inquiry', { sheba: 'IR12' }, s.headers))).toEqual([
      { field: 'sheba', message: BANK_MESSAGES.shebaFormat },
    ]);

    expect(fieldsOf(await add(s.headers, { sheba: FAKE_SHEBA_NOT_MATCHING }))).toEqual([{ field: 'sheba', message: BANK_MESSAGES.notYours }]);
    const kept = await add(s.headers, { sheba: FAKE_SHEBA_UNAVAILABLE });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ owner_name: null, bank_name: 'بانک ملی ایران' });
  });

  it('needs the shopper’s name and national code first (the account must be theirs)', async () => {
    const s = await makeShopper(t.db);
    await t.db.update(users).set({ nationalCode: null }).where(eq(users.id, s.userId));
    expect(fieldsOf(await add(s.headers, { sheba: PARSIAN }))).toEqual([{ field: 'sheba', message: BANK_MESSAGES.needIdentity }]);
  });

  it('GET /v6/bank-account/info names the bank of a Sheba or card as typed, and says what is wrong', async () => {
    const info = async (q: string) => (await t.call('GET', `/v6/bank-account/info?${q}`)).body.data;
    expect(await info(`sheba=${encodeURIComponent('۵۵۰۵۷۰۰۲۲۰۸۰۰۱۳۴۴۷۳۷۰۱۰۱')}`)).toEqual({
      type: 'sheba',
      value: PASARGAD,
      formatted: 'IR55 0570 0220 8001 3447 3701 01',
      valid: true,
      message: null,
      bank_code: '057',
      bank_name: 'بانک پاسارگاد',
    });
    expect(await info('sheba=IR820540102680020817909003')).toMatchObject({ valid: false, message: BANK_MESSAGES.shebaCheck, bank_name: 'بانک پارسیان' });
    expect(await info('card_number=6037-7016-8909-5443')).toMatchObject({
      type: 'card',
      value: '6037701689095443',
      formatted: '6037 7016 8909 5443',
      valid: true,
      bank_name: 'بانک کشاورزی',
    });
    expect(await info('card_number=4111111111111111')).toMatchObject({ valid: false, message: BANK_MESSAGES.cardForeign, bank_name: null });
    expect((await t.call('GET', '/v6/bank-account/info')).status).toBe(422);
  });
});

describe('bank accounts: only the caller’s', () => {
  it('answers 404 for another shopper’s account by id, 401 without a caller, and lists only the caller’s', async () => {
    const owner = await makeShopper(t.db);
    const other = await makeShopper(t.db);
    const account = (await add(owner.headers, { sheba: PARSIAN })).body.data;
    expect((await t.call('GET', `/v6/bank-account/view?id=${account.id}`, undefined, other.headers)).status).toBe(404);
    expect((await t.call('POST', '/v8/bank-account/select-default', { id: account.id }, other.headers)).status).toBe(404);
    await expect(removeBankAccount(t.db, other.userId, account.id)).rejects.toMatchObject({ status: 404 });
    expect((await t.call('GET', '/v8/bank-account/list-by-user', undefined, other.headers)).body.data.items).toEqual([]);
    for (const [method, path] of [
      ['GET', `/v6/bank-account/view?id=${account.id}`],
      ['GET', '/v8/bank-account/list-by-user'],
      ['POST', '/v6/bank-account/set-account'],
      ['POST', '/v6/bank-account/iban-inquiry'],
    ] as const) {
      expect((await t.call(method, path, method === 'POST' ? { sheba: PARSIAN } : undefined)).status).toBe(401);
    }
    // The owner's account is untouched.
    expect((await t.call('GET', `/v6/bank-account/view?id=${account.id}`, undefined, owner.headers)).body.data.is_default).toBe(true);
  });
});

describe('the demo seed', () => {
  it('gives the demo customer one default bank account in their name', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.mobile, DEMO_ACCOUNTS[0].mobile));
    const accounts = await listBankAccounts(t.db, demo!.id);
    expect(accounts).toEqual([
      expect.objectContaining({
        sheba: DEMO_SHEBA,
        bank_name: 'بانک پاسارگاد',
        card_number_formatted: '5022 2910 1234 5672',
        is_default: true,
        owner_name: 'سارا محمدی',
      }),
    ]);
  });
});
