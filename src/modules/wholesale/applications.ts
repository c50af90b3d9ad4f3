import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { ApiError, notFound } from '#server/errors.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { config } from '#server/config.ts';
import { purgePages } from '#server/cache/page-version.ts';
import { setCoworkerStatus, users } from '#modules/account/index.ts';
import { openDecision, reopenDecision } from '#modules/decisions/index.ts';
import { COWORKER_STATUS } from './partner-status.ts';
import { partnerApplications } from './schema.ts';
import { PARTNER_MESSAGES, type PartnerApplicationInput } from './validation.ts';

/**
 * Joining the partner programme: an application opens a case in the back
 * office's decisions inbox in its own transaction, the account becomes a partner
 * applicant (is_hamkar, coworker status waiting), and the decision (partner-decision.ts)
 * confirms or refuses it with the reason the applicant reads on /b2b/validation, and an
 * SMS. A refused applicant may apply again: a new application, a new case.
 */
export type Application = typeof partnerApplications.$inferSelect;

const valuesOf = (input: PartnerApplicationInput, documentPath: string | null) => ({
  kind: input.kind,
  companyName: input.company_name,
  legalNationalId: input.kind === 'company' ? (input.legal_national_id ?? null) : null,
  companyType: input.kind === 'company' ? (input.company_type ?? null) : null,
  economicCode: input.economic_code ?? null,
  introMethodId: input.intro_method_id,
  documentPath,
});

export async function latestApplication(db: DbOrTx, userId: number): Promise<Application | null> {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.userId, userId)).orderBy(desc(partnerApplications.id)).limit(1);
  return row ?? null;
}

async function lockApplicant(tx: Tx, userId: number) {
  const [user] = await tx.select({ id: users.id, coworkerStatus: users.coworkerStatus }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('حساب پیدا نشد');
  if (user.coworkerStatus === COWORKER_STATUS.confirmed) throw new ApiError(409, PARTNER_MESSAGES.alreadyPartner);
  return user;
}

/** A new application (POST /v10/coworker/register): refused while one waits or once confirmed. */
export async function applyAsPartner(db: Db, userId: number, input: PartnerApplicationInput, documentPath: string | null = null): Promise<Application> {
  return db.transaction(async (tx) => {
    await lockApplicant(tx, userId);
    const latest = await latestApplication(tx, userId);
    if (latest?.status === COWORKER_STATUS.waiting) throw new ApiError(409, PARTNER_MESSAGES.waiting);
    if (latest?.status === COWORKER_STATUS.needsChanges) throw new ApiError(409, PARTNER_MESSAGES.correct);
    const [made] = await tx
      .insert(partnerApplications)
      .values({ userId, ...valuesOf(input, documentPath) })
      .returning();
    await setCoworkerStatus(tx, userId, COWORKER_STATUS.waiting, { hamkar: true });
    await openDecision(tx, 'partner', made!.id);
    return made!;
  });
}

/**
 * POST /v10/coworker/update: corrects the waiting application (the case stays where it is
 * in the inbox), or, after a refusal, applies again.
 */
export async function updateApplication(db: Db, userId: number, input: PartnerApplicationInput, documentPath: string | null = null): Promise<Application> {
  const latest = await latestApplication(db, userId);
  if (!latest) throw notFound(PARTNER_MESSAGES.noApplication);
  const correcting = latest.status === COWORKER_STATUS.needsChanges;
  if (latest.status !== COWORKER_STATUS.waiting && !correcting) return applyAsPartner(db, userId, input, documentPath);
  return db.transaction(async (tx) => {
    await lockApplicant(tx, userId);
    const values = valuesOf(input, documentPath ?? latest.documentPath);
    const [row] = await tx
      .update(partnerApplications)
      .set({ ...values, status: COWORKER_STATUS.waiting, updatedAt: new Date() })
      .where(and(eq(partnerApplications.id, latest.id), eq(partnerApplications.status, latest.status)))
      .returning();
    if (!row) throw new ApiError(409, PARTNER_MESSAGES.noApplication);
    if (correcting) {
      // Corrected as staff asked: waiting again, and back in the inbox where it was.
      await setCoworkerStatus(tx, userId, COWORKER_STATUS.waiting);
      await reopenDecision(tx, 'partner', row.id);
    }
    return row;
  });
}

/** The decision, in the inbox's transaction: the application and the account move together, and the SMS is queued with them. */
export async function decideApplicationIn(
  tx: Tx,
  id: number,
  staffUserId: number,
  verdict: 'confirmed' | 'refused' | 'needsChanges',
  reason: string | null,
): Promise<void> {
  const [app] = await tx.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
  if (!app) throw notFound('درخواست همکاری پیدا نشد');
  if (app.status !== COWORKER_STATUS.waiting) throw new ApiError(409, 'دربارهٔ این درخواست پیش‌تر تصمیم گرفته شده است');
  const status = COWORKER_STATUS[verdict];
  await tx
    .update(partnerApplications)
    .set({ status, staffNote: reason, decidedBy: staffUserId, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(partnerApplications.id, id));
  const user = await setCoworkerStatus(tx, app.userId, status, { hamkar: true });
  const body = {
    confirmed: `بازار\nدرخواست همکاری «${app.companyName}» تأیید شد. قیمت‌های همکار در فروشگاه عمده برای شما فعال است.\n${config.siteUrl}/b2b`,
    refused: `بازار\nدرخواست همکاری «${app.companyName}» تأیید نشد.\nدلیل: ${reason ?? ''}\n${config.siteUrl}/b2b/validation`,
    needsChanges: `بازار\nدرخواست همکاری «${app.companyName}» نیاز به اصلاح دارد: ${reason ?? ''}\n${config.siteUrl}/b2b/validation`,
  }[verdict];
  // The SMS outbox row is written in this transaction: no message for a decision that rolled back.
  await smsProvider().send(tx, { receptor: user!.mobile, body });
  // Cached pages are kept by audience (guest, shopper, partner) and each session's audience
  // is remembered under the page version: moving it shows the partner their prices at once.
  purgePages();
}

/** The company a confirmed partner was confirmed as (their latest confirmed application), for business invoices. */
export async function confirmedCompanyOf(
  db: DbOrTx,
  userId: number,
): Promise<{ name: string; legalNationalId: string | null; economicCode: string | null } | null> {
  const [row] = await db
    .select({ name: partnerApplications.companyName, legalNationalId: partnerApplications.legalNationalId, economicCode: partnerApplications.economicCode })
    .from(partnerApplications)
    .where(and(eq(partnerApplications.userId, userId), eq(partnerApplications.status, COWORKER_STATUS.confirmed)))
    .orderBy(desc(partnerApplications.id))
    .limit(1);
  return row ?? null;
}
