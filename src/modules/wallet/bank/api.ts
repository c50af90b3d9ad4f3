import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { bankOfCard, bankOfSheba, cleanDigits, normalizeSheba, shebaBankCode } from '#lib/validation/iran.ts';
import { requireCaller } from '#server/auth/session.ts';
import { notFound, validationError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { idSchema, pagination, parse, queryId } from '#server/http/params.ts';
import { userById } from '#modules/account/index.ts';
import { addBankAccount, bankAccountOf, listBankAccounts, selectDefaultAccount } from './accounts.ts';
import { inquireFor } from './inquiry.ts';
import { payoutAccount, payoutPreForm, payoutsOf, requestPayout } from './payouts.ts';
import {
  BANK_MESSAGES,
  bankAccountForm,
  bankTitle,
  cardInput,
  formatCard,
  formatSheba,
  payoutBody,
  shebaBody,
  shebaInput,
  type BankInfoView,
  type IbanInquiryView,
} from './validation.ts';

/**
 * Bank accounts and payouts (spec section 7 "Money"): /v6/bank-account/*,
 * /v8/bank-account/*, /v6/user-back-balance/* and /v6/balance/deposit-to-account. Every
 * call but `info` needs a signed-in caller and reaches only the caller's rows: another
 * shopper's account or request by id is a 404. Amounts are rials.
 */
export const bankApi = new Hono<AppEnv>();

const caller = async (c: Context<AppEnv>) => {
  const user = await userById(c.var.db, requireCaller(c).userId);
  if (!user) throw notFound();
  return user;
};

bankApi.get('/v6/bank-account/view', async (c) => {
  const { userId } = requireCaller(c);
  return ok(c, await bankAccountOf(c.var.db, userId, queryId(c)));
});

/** What a Sheba (`sheba`) or card number (`card_number`) as typed is: normalised, valid or why not, and its bank. */
bankApi.get('/v6/bank-account/info', (c) => {
  const sheba = c.req.query('sheba');
  const card = c.req.query('card_number');
  if (sheba?.trim()) {
    const value = normalizeSheba(sheba);
    const checked = z.safeParse(shebaInput(), sheba);
    const code = shebaBankCode(value) ?? null;
    const bank = bankOfSheba(value);
    const info: BankInfoView = {
      type: 'sheba',
      value,
      formatted: formatSheba(value),
      valid: checked.success,
      message: checked.success ? null : checked.error.issues[0]!.message,
      bank_code: code,
      bank_name: bank ? bankTitle(bank) : null,
    };
    return ok(c, info);
  }
  if (card?.trim()) {
    const value = cleanDigits(toAsciiDigits(card));
    const checked = z.safeParse(cardInput(), card);
    const bank = bankOfCard(value);
    const info: BankInfoView = {
      type: 'card',
      value,
      formatted: formatCard(value),
      valid: checked.success,
      message: checked.success ? null : checked.error.issues[0]!.message,
      bank_code: null,
      bank_name: bank ? bankTitle(bank) : null,
    };
    return ok(c, info);
  }
  throw validationError([{ field: 'sheba', message: BANK_MESSAGES.infoMissing }]);
});

bankApi.post('/v6/bank-account/set-account', async (c) => {
  const user = await caller(c);
  const body = await readBody(c);
  // Validated before the inquiry is spent on it (the service validates again).
  parse(bankAccountForm, body);
  return ok(c, await addBankAccount(c.var.db, user, body), 'حساب بانکی ثبت شد');
});

bankApi.post('/v6/bank-account/iban-inquiry', async (c) => {
  const user = await caller(c);
  const { sheba } = parse(shebaBody, await readBody(c));
  const answer = await inquireFor(user.id, { sheba, firstName: user.firstName, lastName: user.lastName, nationalCode: user.nationalCode });
  const answered = answer.status === 'answered';
  const view: IbanInquiryView = {
    sheba,
    bank_code: shebaBankCode(sheba)!,
    bank_name: bankTitle(bankOfSheba(sheba)!),
    available: answered,
    matches: answered ? answer.matches : null,
    // Someone else's name is theirs: it is not told.
    owner_name: answered && answer.matches ? answer.ownerName : null,
  };
  return ok(c, view);
});

bankApi.get('/v8/bank-account/list-by-user', async (c) => {
  const { userId } = requireCaller(c);
  return ok(c, { items: await listBankAccounts(c.var.db, userId) });
});

bankApi.post('/v8/bank-account/select-default', async (c) => {
  const { userId } = requireCaller(c);
  const { id } = parse(z.object({ id: idSchema(BANK_MESSAGES.id) }), await readBody(c));
  return ok(c, await selectDefaultAccount(c.var.db, userId, id), 'حساب پیش‌فرض تغییر کرد');
});

bankApi.get('/v6/user-back-balance/get-pre-form', async (c) => {
  const { userId } = requireCaller(c);
  return ok(c, await payoutPreForm(c.var.db, userId));
});

/** The amount arrives in rials: the spec's client multiplies the toman it shows by 10. */
const insert = async (c: Context<AppEnv>) => {
  const { userId } = requireCaller(c);
  const body = parse(payoutBody, await readBody(c));
  return ok(c, await requestPayout(c.var.db, userId, body), 'درخواست برداشت ثبت شد و پس از بررسی به حساب شما واریز می‌شود');
};
bankApi.post('/v6/user-back-balance/insert', insert);
bankApi.post('/v6/balance/deposit-to-account', insert);

bankApi.get('/v6/user-back-balance/index', async (c) => {
  const { userId } = requireCaller(c);
  const page = pagination(c);
  const { items, total } = await payoutsOf(c.var.db, userId, page);
  return collection(c, items, total, page);
});

bankApi.get('/v6/user-back-balance/view-account', async (c) => {
  const { userId } = requireCaller(c);
  return ok(c, await payoutAccount(c.var.db, userId, queryId(c)));
});
