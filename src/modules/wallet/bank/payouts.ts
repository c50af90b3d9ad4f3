import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { users } from '#modules/account/index.ts';
import { closeDecision, openDecision } from '#modules/decisions/index.ts';
import { balancesOf, post } from '../ledger.ts';
import { LEDGER_REASONS } from '../reasons.ts';
import { bankAccounts, payoutRequests } from '../schema.ts';
import { defaultAccountOf, listBankAccounts, lockShopper, ownAccount, viewOf } from './accounts.ts';
import { payoutBlockers } from './eligibility.ts';
import {
  PAYOUT_BLOCKERS,
  PAYOUT_MESSAGES,
  PAYOUT_MIN_RIAL,
  PAYOUT_STATE_TITLES,
  type BankAccountView,
  type PayoutBlocker,
  type PayoutPreForm,
  type PayoutView,
} from './validation.ts';

/**
 * Payouts of the balance to the shopper's bank account (spec "user-back-balance";
 * docs/adr/0013). Asking holds the money at once: the request row and a payoutRequested
 * ledger debit in one transaction under the shopper's lock, so the balance shown is what
 * can still be spent and two requests cannot both pass. Staff then either pay it out
 * (`approvePayout`: state paid, the transfer's reference) or refuse it with a reason
 * (`refusePayout`: state refused and a payoutRefused credit giving the money back). Each
 * decision is taken once, under the request's row lock; the state moves only here.
 */
type PayoutRow = typeof payoutRequests.$inferSelect;
type AccountRow = typeof bankAccounts.$inferSelect;

function payoutView(p: PayoutRow, a: AccountRow): PayoutView {
  const account = viewOf(a);
  return {
    id: p.id,
    amount: p.amountRial,
    state: p.state,
    state_title: PAYOUT_STATE_TITLES[p.state],
    reason: p.reason,
    transfer_ref: p.transferRef,
    bank_account_id: a.id,
    bank_name: account.bank_name,
    sheba_masked: account.sheba_masked,
    created_at: p.createdAt.toISOString(),
    decided_at: p.decidedAt?.toISOString() ?? null,
  };
}

/** Field of the 422 each blocker answers with (the form shows `amount` on its field, the rest as its alert). */
const BLOCKER_FIELD: Readonly<Record<PayoutBlocker, string>> = { identity: 'profile', balance: 'amount', pending: 'pending' };

async function shopperRow(db: DbOrTx, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw notFound();
  return u;
}

/** Whether the shopper may ask now (the identity's canCustomerBackBalanceRequest), and why not. */
export async function payoutAllowance(db: DbOrTx, userId: number): Promise<{ allowed: boolean; blockers: PayoutBlocker[]; balance: number }> {
  const u = await shopperRow(db, userId);
  const balance = (await balancesOf(db, userId)).rial;
  const blockers = await payoutBlockers(db, u, balance);
  return { allowed: blockers.length === 0, blockers, balance };
}

/**
 * A payout request: `amount` in rials (at least PAYOUT_MIN_RIAL, at most the balance),
 * into `bank_account_id` or the default account. Persian 422s, and nothing is written,
 * when it is not allowed; another shopper's account is a 404.
 */
export async function requestPayout(db: Db, userId: number, input: { amount: number; bank_account_id?: number }): Promise<PayoutView> {
  if (!Number.isSafeInteger(input.amount) || input.amount < PAYOUT_MIN_RIAL) throw validationError([{ field: 'amount', message: PAYOUT_MESSAGES.amountMin }]);
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const { blockers, balance } = await payoutAllowance(tx, userId);
    if (blockers.length)
      throw validationError(
        blockers.map((b) => ({ field: BLOCKER_FIELD[b], message: PAYOUT_BLOCKERS[b] })),
        PAYOUT_BLOCKERS[blockers[0]!],
      );
    if (input.amount > balance) throw validationError([{ field: 'amount', message: PAYOUT_MESSAGES.amountMax }]);
    const account = input.bank_account_id !== undefined ? await ownAccount(tx, userId, input.bank_account_id) : await defaultAccountOf(tx, userId);
    if (!account) throw validationError([{ field: 'bank_account_id', message: PAYOUT_MESSAGES.chooseAccount }]);
    const [payout] = await tx.insert(payoutRequests).values({ userId, bankAccountId: account.id, amountRial: input.amount }).returning();
    // Staff decide it in the back office's inbox.
    await openDecision(tx, 'payout', payout!.id);
    const view = payoutView(payout!, account);
    await post(tx, {
      userId,
      currency: 'rial',
      amount: -input.amount,
      reason: 'payoutRequested',
      note: `${LEDGER_REASONS.payoutRequested}: ${view.bank_name}`,
      payoutId: payout!.id,
    });
    return view;
  });
}

/** The caller's requests, newest first. */
export async function payoutsOf(db: DbOrTx, userId: number, page: Page): Promise<{ items: PayoutView[]; total: number }> {
  const mine = eq(payoutRequests.userId, userId);
  const [rows, [all]] = await Promise.all([
    db
      .select({ p: payoutRequests, a: bankAccounts })
      .from(payoutRequests)
      .innerJoin(bankAccounts, eq(bankAccounts.id, payoutRequests.bankAccountId))
      .where(mine)
      .orderBy(desc(payoutRequests.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(payoutRequests).where(mine),
  ]);
  return { items: rows.map((r) => payoutView(r.p, r.a)), total: all?.n ?? 0 };
}

async function ownPayout(db: DbOrTx, userId: number, id: number): Promise<PayoutRow> {
  const [row] = await db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.id, id), eq(payoutRequests.userId, userId)));
  if (!row) throw notFound(PAYOUT_MESSAGES.notFound);
  return row;
}

/** The account one of the caller's requests pays into (a removed account still shows). */
export async function payoutAccount(db: DbOrTx, userId: number, payoutId: number): Promise<BankAccountView> {
  const payout = await ownPayout(db, userId, payoutId);
  return viewOf(await ownAccount(db, userId, payout.bankAccountId, { withRemoved: true }));
}

/** Everything the request form needs (GET /v6/user-back-balance/get-pre-form and /profile/back-balance). */
export async function payoutPreForm(db: DbOrTx, userId: number): Promise<PayoutPreForm> {
  const [{ allowed, blockers, balance }, accounts, recent] = await Promise.all([
    payoutAllowance(db, userId),
    listBankAccounts(db, userId),
    payoutsOf(db, userId, { page: 1, perPage: 1 }),
  ]);
  const latest = recent.items[0];
  return {
    balance,
    min_amount: PAYOUT_MIN_RIAL,
    max_amount: balance,
    allowed,
    reasons: blockers.map((b) => PAYOUT_BLOCKERS[b]),
    accounts,
    default_account_id: accounts.find((a) => a.is_default)?.id ?? accounts[0]?.id ?? null,
    pending: latest?.state === 'pending' ? latest : null,
  };
}

const STAFF_ROLES = new Set(['operator', 'admin']);

/**
 * Locks the request, checks it is still pending, applies the decision. In the caller's
 * transaction: the back office's decisions inbox (admin/decisions) decides here together
 * with its own record, having checked the staff member's permission itself.
 */
async function decideIn(tx: Tx, payoutId: number, apply: (p: PayoutRow, at: Date) => Promise<PayoutRow>): Promise<PayoutView> {
  const [payout] = await tx.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId)).for('update');
  if (!payout) throw notFound(PAYOUT_MESSAGES.notFound);
  if (payout.state !== 'pending') throw new ApiError(409, PAYOUT_MESSAGES.alreadyDecided);
  const decided = await apply(payout, new Date());
  const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, decided.bankAccountId));
  return payoutView(decided, account!);
}

/** A decision by a user with the operator role, in a transaction of its own. */
async function decide(db: Db, payoutId: number, staffUserId: number, apply: (tx: Tx, p: PayoutRow, at: Date) => Promise<PayoutRow>): Promise<PayoutView> {
  return db.transaction(async (tx) => {
    const [staff] = await tx.select({ role: users.role }).from(users).where(eq(users.id, staffUserId));
    if (!staff || !STAFF_ROLES.has(staff.role)) throw new ApiError(403, PAYOUT_MESSAGES.staffOnly);
    return decideIn(tx, payoutId, (p, at) => apply(tx, p, at));
  });
}

/** Staff paid it out: state paid with the bank transfer's reference. The held money stays spent. */
export async function approvePayout(db: Db, payoutId: number, staffUserId: number, transferRef: string): Promise<PayoutView> {
  const ref = transferRefOf(transferRef);
  return decide(db, payoutId, staffUserId, (tx, p, at) => markPaid(tx, p, staffUserId, ref, at));
}

/** Staff refused it: state refused with the reason the shopper reads, and the held amount back in the balance. */
export async function refusePayout(db: Db, payoutId: number, staffUserId: number, reason: string): Promise<PayoutView> {
  const why = refusalOf(reason);
  return decide(db, payoutId, staffUserId, (tx, p, at) => markRefused(tx, p, staffUserId, why, at));
}

/** approvePayout in the caller's transaction, the permission already checked (the decisions inbox). */
export const approvePayoutIn = (tx: Tx, payoutId: number, staffUserId: number, transferRef: string) => {
  const ref = transferRefOf(transferRef);
  return decideIn(tx, payoutId, (p, at) => markPaid(tx, p, staffUserId, ref, at));
};

/** refusePayout in the caller's transaction, the permission already checked (the decisions inbox). */
export const refusePayoutIn = (tx: Tx, payoutId: number, staffUserId: number, reason: string) => {
  const why = refusalOf(reason);
  return decideIn(tx, payoutId, (p, at) => markRefused(tx, p, staffUserId, why, at));
};

function transferRefOf(raw: string): string {
  const ref = raw.trim();
  if (!ref) throw validationError([{ field: 'transfer_ref', message: PAYOUT_MESSAGES.transferRefRequired }]);
  return ref;
}

function refusalOf(raw: string): string {
  const why = raw.trim();
  if (!why) throw validationError([{ field: 'reason', message: PAYOUT_MESSAGES.reasonRequired }]);
  return why;
}

async function markPaid(tx: Tx, p: PayoutRow, staffUserId: number, ref: string, at: Date): Promise<PayoutRow> {
  const [row] = await tx
    .update(payoutRequests)
    .set({ state: 'paid', transferRef: ref, decidedBy: staffUserId, decidedAt: at })
    .where(eq(payoutRequests.id, p.id))
    .returning();
  await closeDecision(tx, 'payout', p.id, 'approved', staffUserId, null);
  return row!;
}

async function markRefused(tx: Tx, p: PayoutRow, staffUserId: number, why: string, at: Date): Promise<PayoutRow> {
  const [row] = await tx
    .update(payoutRequests)
    .set({ state: 'refused', reason: why, decidedBy: staffUserId, decidedAt: at })
    .where(eq(payoutRequests.id, p.id))
    .returning();
  await closeDecision(tx, 'payout', p.id, 'refused', staffUserId, why);
  await post(tx, {
    userId: p.userId,
    currency: 'rial',
    amount: p.amountRial,
    reason: 'payoutRefused',
    note: `${LEDGER_REASONS.payoutRefused}: ${why}`,
    payoutId: p.id,
  });
  return row!;
}
