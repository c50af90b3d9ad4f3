import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { bankOfSheba, shebaBankCode } from '#lib/validation/iran.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import { parse } from '#server/http/params.ts';
import { users } from '#modules/account/index.ts';
import { bankAccounts, payoutRequests } from '../schema.ts';
import { inquireFor, shebaInquiry, type ShebaInquiry } from './inquiry.ts';
import { BANK_MESSAGES, bankAccountForm, bankTitle, formatCard, formatSheba, maskSheba, type BankAccountView } from './validation.ts';

/**
 * A shopper's bank accounts for payouts (spec section 7 /v6/bank-account/*, IRAN.md A3/A4):
 * add (validated, asked of the inquiry service, the first one default), list, choose the
 * default, remove (only hidden: payouts made to it still name it). Every change runs under
 * the shopper's users-row lock, the same lock the ledger takes, so the default and the
 * count cannot race; every read is scoped to the caller.
 */
export const BANK_ACCOUNT_LIMIT = 10;

type Row = typeof bankAccounts.$inferSelect;
type Holder = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'nationalCode'>;

export function viewOf(r: Row): BankAccountView {
  return {
    id: r.id,
    sheba: r.sheba,
    sheba_formatted: formatSheba(r.sheba),
    sheba_masked: maskSheba(r.sheba),
    bank_code: r.bankCode,
    bank_name: bankTitle(bankOfSheba(r.sheba) ?? r.bankCode),
    card_number: r.cardNumber,
    card_number_formatted: r.cardNumber ? formatCard(r.cardNumber) : null,
    owner_name: r.ownerName,
    is_default: r.isDefault,
    created_at: r.createdAt.toISOString(),
  };
}

const active = (userId: number) => and(eq(bankAccounts.userId, userId), isNull(bankAccounts.removedAt));

/** The caller's accounts, the default first, then the newest. */
export async function listBankAccounts(db: DbOrTx, userId: number): Promise<BankAccountView[]> {
  const rows = await db.select().from(bankAccounts).where(active(userId)).orderBy(desc(bankAccounts.isDefault), desc(bankAccounts.id));
  return rows.map(viewOf);
}

/** One of the caller's accounts (removed ones too when `withRemoved`: a payout names it); 404 otherwise. */
export async function ownAccount(db: DbOrTx, userId: number, id: number, { withRemoved = false, lock = false } = {}): Promise<Row> {
  const where = withRemoved ? and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)) : and(eq(bankAccounts.id, id), active(userId));
  const query = db.select().from(bankAccounts).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(BANK_MESSAGES.accountNotFound);
  return row;
}

export async function bankAccountOf(db: DbOrTx, userId: number, id: number): Promise<BankAccountView> {
  return viewOf(await ownAccount(db, userId, id));
}

/** One shopper's account changes queue here (the ledger takes the same lock). */
export async function lockShopper(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const hasIdentity = (u: Holder) => Boolean(u.firstName?.trim() && u.lastName?.trim() && u.nationalCode);

/**
 * Adds an account from the form or API body (Persian digits, spaces and dashes accepted):
 * 422 with a Persian message on `sheba` or `card_number` when it is wrong, not the
 * shopper's (the inquiry says so), already theirs, or one too many.
 */
export async function addBankAccount(db: Db, user: Holder, input: unknown, provider: ShebaInquiry = shebaInquiry()): Promise<BankAccountView> {
  const body = parse(bankAccountForm, input);
  if (!hasIdentity(user)) throw validationError([{ field: 'sheba', message: BANK_MESSAGES.needIdentity }]);
  const answer = await inquireFor(
    user.id,
    { sheba: body.sheba, firstName: user.firstName, lastName: user.lastName, nationalCode: user.nationalCode },
    provider,
  );
  if (answer.status === 'answered' && !answer.matches) throw validationError([{ field: 'sheba', message: BANK_MESSAGES.notYours }]);
  const row = await db.transaction(async (tx) => {
    await lockShopper(tx, user.id);
    const mine = await tx.select({ sheba: bankAccounts.sheba }).from(bankAccounts).where(active(user.id));
    if (mine.some((a) => a.sheba === body.sheba)) throw validationError([{ field: 'sheba', message: BANK_MESSAGES.duplicate }]);
    if (mine.length >= BANK_ACCOUNT_LIMIT) throw validationError([{ field: 'sheba', message: BANK_MESSAGES.tooMany(BANK_ACCOUNT_LIMIT) }]);
    const [created] = await tx
      .insert(bankAccounts)
      .values({
        userId: user.id,
        sheba: body.sheba,
        bankCode: shebaBankCode(body.sheba)!,
        cardNumber: body.card_number ?? null,
        ownerName: answer.status === 'answered' ? answer.ownerName : null,
        isDefault: mine.length === 0,
      })
      .returning();
    return created!;
  });
  return viewOf(row);
}

/** Makes one of the caller's accounts the default (one per shopper). */
export async function selectDefaultAccount(db: Db, userId: number, id: number): Promise<BankAccountView> {
  const row = await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const account = await ownAccount(tx, userId, id);
    if (account.isDefault) return account;
    // The old default goes first: the partial unique index allows one at a time.
    await tx
      .update(bankAccounts)
      .set({ isDefault: false })
      .where(and(active(userId), eq(bankAccounts.isDefault, true)));
    const [updated] = await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, account.id)).returning();
    return updated!;
  });
  return viewOf(row);
}

/**
 * Hides one of the caller's accounts; refused (409) while a pending payout is to be paid
 * into it. Removing the default makes the newest remaining account the default.
 */
export async function removeBankAccount(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const account = await ownAccount(tx, userId, id);
    const [busy] = await tx
      .select({ n: count() })
      .from(payoutRequests)
      .where(and(eq(payoutRequests.bankAccountId, account.id), eq(payoutRequests.state, 'pending')));
    if (busy?.n) throw new ApiError(409, BANK_MESSAGES.accountBusy);
    await tx.update(bankAccounts).set({ removedAt: new Date(), isDefault: false }).where(eq(bankAccounts.id, account.id));
    if (!account.isDefault) return;
    const [next] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(active(userId), ne(bankAccounts.id, account.id)))
      .orderBy(desc(bankAccounts.id))
      .limit(1);
    if (next) await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, next.id));
  });
}

/** The default account, or the oldest one when (by some older write) none is marked. */
export async function defaultAccountOf(db: DbOrTx, userId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(bankAccounts).where(active(userId)).orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.id)).limit(1);
  return row;
}
