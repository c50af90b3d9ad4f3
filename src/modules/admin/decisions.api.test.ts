import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { newMember } from '#tests/factories/members.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { useTestApi } from '#tests/harness.ts';
import { balancesOf, ledgerProblems, post } from '#modules/wallet/ledger.ts';
import { payoutRequests } from '#modules/wallet/schema.ts';
import { type StaffRole, staffAudit, staffMembers, newTotpSecret, totpCode } from '#modules/staff/index.ts';
import { decide, decisions } from '#modules/decisions/index.ts';
import { decisionKinds } from './decisions/kinds.ts';

/**
 * The decisions inbox (docs/adr/0020-back-office-access.md) with its first kind, payouts to a bank account
 * (docs/adr/0013): a request opens a case; the owner approves it with the transfer's
 * reference or refuses it with a reason the shopper reads; the payout, the case and the
 * audit move together, once.
 */
const t = useTestApi();
afterEach(async () => expect(await ledgerProblems(t.db)).toEqual([]));

const PARSIAN = 'IR820540102680020817909002';

/** A staff member of `role` past the second factor in this sign-in. */
async function staff(role: StaffRole) {
  const member = await newMember(t.db);
  const secret = newTotpSecret();
  await t.db.insert(staffMembers).values({ userId: member.id, role, totpSecret: secret, totpConfirmedAt: new Date() });
  expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: totpCode(secret) }, member.auth)).status).toBe(200);
  return member;
}

/** A shopper who asked for 300,000 rials of their 1,000,000 to be paid to their account. */
async function pendingPayout() {
  const s = await makeShopper(t.db);
  await t.db.transaction((tx) => post(tx, { userId: s.userId, currency: 'rial', amount: 1_000_000, reason: 'topUp' }));
  const accountId = (await t.call('POST', '/v6/bank-account/set-account', { sheba: PARSIAN }, s.headers)).body.data.id;
  const res = await t.call('POST', '/v6/user-back-balance/insert', { amount: 300_000, bank_account_id: accountId }, s.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await t.db
    .select()
    .from(decisions)
    .where(and(eq(decisions.kind, 'payout'), eq(decisions.subjectId, res.body.data.id)));
  return { s, payoutId: res.body.data.id as number, caseId: row!.id };
}

const inbox = async (auth: Record<string, string>) =>
  (await t.call('GET', '/v10/admin/decisions', undefined, auth)).body.data.items as { id: number; kind: string; title: string; lines: string[] }[];
const decideCase = (auth: Record<string, string>, body: object) => t.call('POST', '/v10/admin/decisions/decide', body, auth);

describe('the decisions inbox', () => {
  it('shows a payout request as a case, and the owner pays it out with the transfer reference, once', async () => {
    const owner = await staff('owner');
    const { s, payoutId, caseId } = await pendingPayout();
    const shown = (await inbox(owner.auth)).find((x) => x.id === caseId)!;
    expect(shown).toMatchObject({ kind: 'payout', kindTitle: 'برداشت به حساب بانکی' });
    expect(shown.title).toContain('۳۰٬۰۰۰ تومان');
    expect(shown.lines.join(' ')).toContain('پارسیان');

    expect((await decideCase(owner.auth, { id: caseId, verdict: 'approve', input: '' })).status).toBe(422);
    expect((await decideCase(owner.auth, { id: caseId, verdict: 'approve', input: 'TRX-88121' })).status).toBe(200);
    const [payout] = await t.db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
    expect(payout).toMatchObject({ state: 'paid', transferRef: 'TRX-88121', decidedBy: owner.id });
    expect((await balancesOf(t.db, s.userId)).rial).toBe(700_000);
    expect((await inbox(owner.auth)).some((x) => x.id === caseId)).toBe(false);
    // A second decision (a double click, another tab) changes nothing.
    expect((await decideCase(owner.auth, { id: caseId, verdict: 'refuse', reason: 'دیر' })).status).toBe(409);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'decision.payout.approve'));
    expect(audit.filter((r) => r.subjectId === String(payoutId))).toHaveLength(1);
  });

  it('refuses with a reason the shopper reads, and the money comes back to the balance', async () => {
    const owner = await staff('owner');
    const { s, payoutId, caseId } = await pendingPayout();
    expect((await decideCase(owner.auth, { id: caseId, verdict: 'refuse', reason: ' ' })).status).toBe(422);
    expect((await decideCase(owner.auth, { id: caseId, verdict: 'refuse', reason: 'نام صاحب حساب با نام شما یکی نیست' })).status).toBe(200);
    expect((await balancesOf(t.db, s.userId)).rial).toBe(1_000_000);
    const mine = await t.call('GET', '/v6/user-back-balance/index', undefined, s.headers);
    expect(mine.body.data.items.find((p: { id: number }) => p.id === payoutId)).toMatchObject({
      state: 'refused',
      reason: 'نام صاحب حساب با نام شما یکی نیست',
    });
    const [row] = await t.db.select().from(decisions).where(eq(decisions.id, caseId));
    expect(row).toMatchObject({ state: 'refused', decidedBy: owner.id, reason: 'نام صاحب حساب با نام شما یکی نیست' });
  });

  it('takes one decision when two arrive at once', async () => {
    const owner = await staff('owner');
    const { s, caseId } = await pendingPayout();
    const answers = await Promise.all([
      decideCase(owner.auth, { id: caseId, verdict: 'approve', input: 'TRX-1' }),
      decideCase(owner.auth, { id: caseId, verdict: 'refuse', reason: 'تکراری' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const balance = (await balancesOf(t.db, s.userId)).rial;
    expect([700_000, 1_000_000]).toContain(balance);
  });

  it('is closed to the roles without decisions.decide, with no data', async () => {
    const { caseId } = await pendingPayout();
    for (const role of ['order-operator', 'catalog-editor', 'call-center', 'content-editor'] as const) {
      const member = await staff(role);
      const list = await t.call('GET', '/v10/admin/decisions', undefined, member.auth);
      expect(list.status, role).toBe(403);
      expect(list.body.data).not.toHaveProperty('items');
      expect((await decideCase(member.auth, { id: caseId, verdict: 'approve', input: 'X' })).status, role).toBe(403);
    }
    const [row] = await t.db.select().from(decisions).where(eq(decisions.id, caseId));
    expect(row!.state).toBe('pending');
  });

  it('decides nothing for a role without decisions.decide, even called past the routes', async () => {
    const editor = await staff('catalog-editor');
    const { payoutId, caseId } = await pendingPayout();
    const asEditor = { userId: editor.id, role: 'catalog-editor' as const, family: 'direct' };
    await expect(decide(t.db, decisionKinds, asEditor, caseId, 'approve', { input: 'TRX-1' })).rejects.toMatchObject({ status: 403 });
    const [row] = await t.db.select().from(decisions).where(eq(decisions.id, caseId));
    expect(row!.state).toBe('pending');
    const [payout] = await t.db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
    expect(payout!.state).toBe('pending');
    expect(
      await t.db
        .select()
        .from(staffAudit)
        .where(eq(staffAudit.actorUserId, editor.id))
        .then((rows) => rows.filter((r) => r.action.startsWith('decision.'))),
    ).toEqual([]);
  });
});
