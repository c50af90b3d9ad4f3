import { eq, inArray } from 'drizzle-orm';
import { toFaDigits } from '#lib/digits.ts';
import { formatJalaliDate } from '#lib/jalali.ts';
import type { Tx } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { ApiError, notFound } from '#server/errors.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { users } from '#modules/account/index.ts';
import type { DecisionKind } from '#modules/decisions/index.ts';
import { categories, openAccountSellerIn } from '#modules/catalog/index.ts';
import { cities } from '#modules/geo/index.ts';
import { COMPANY_TYPES } from '#modules/wholesale/index.ts';
import { DOCUMENT_KINDS } from './documents.ts';
import { providerApplications, providerDocuments } from './schema.ts';
import { SALES_CHANNELS } from './validation.ts';

/**
 * A seller's application as a case in the decisions inbox (docs/adr/0024). Staff read
 * who applied, the shop, the bank account, the categories and open each document and the
 * contract before deciding. Approving makes the applicant a seller (a `sellers` row linked
 * to their account, active, so staff can add its offers in the catalogue at once);
 * refusing records the reason they read on /provider/complete; sending it back asks for a
 * correction. Each way they get an SMS, written in the decision's transaction.
 */

/** A new seller starts in the middle of the 0–5 performance scale's "good" band until orders rate them. */
const NEW_SELLER_SCORE = 3;

async function becomeSeller(tx: Tx, app: typeof providerApplications.$inferSelect): Promise<number> {
  const [city] = app.cityId ? await tx.select({ name: cities.name }).from(cities).where(eq(cities.id, app.cityId)) : [];
  const name = app.shopName ?? app.companyName ?? `${app.firstName} ${app.lastName}`;
  // Approved before (a seller whose later correction was approved again): the same seller (catalog keeps it).
  return openAccountSellerIn(tx, {
    slug: `seller-${app.id}`,
    name,
    nameEn: `Seller ${app.id}`,
    city: city?.name ?? '',
    performanceScore: NEW_SELLER_SCORE,
    joinedAt: new Date(),
    userId: app.userId,
  });
}

type Verdict = 'approved' | 'refused' | 'needsChanges';

async function decideIn(tx: Tx, id: number, staffUserId: number, verdict: Verdict, reason: string | null): Promise<void> {
  const [app] = await tx.select().from(providerApplications).where(eq(providerApplications.id, id)).for('update');
  if (!app) throw notFound('درخواست فروشندگی پیدا نشد');
  if (app.status !== 'waiting') throw new ApiError(409, 'دربارهٔ این درخواست پیش‌تر تصمیم گرفته شده است');
  const sellerId = verdict === 'approved' ? await becomeSeller(tx, app) : app.sellerId;
  await tx
    .update(providerApplications)
    .set({ status: verdict, staffNote: reason, decidedBy: staffUserId, decidedAt: new Date(), sellerId, updatedAt: new Date() })
    .where(eq(providerApplications.id, id));
  const [user] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, app.userId));
  const shop = app.shopName ?? '';
  const body = {
    approved: `بازار\nدرخواست فروشندگی «${shop}» تأیید شد؛ به جمع فروشندگان بازار خوش آمدید. کارشناسان ما برای ثبت کالاها با شما تماس می‌گیرند.\n${config.siteUrl}/provider/complete`,
    refused: `بازار\nدرخواست فروشندگی «${shop}» تأیید نشد.\nدلیل: ${reason ?? ''}\n${config.siteUrl}/provider/complete`,
    needsChanges: `بازار\nدرخواست فروشندگی «${shop}» نیاز به اصلاح دارد: ${reason ?? ''}\n${config.siteUrl}/provider/complete`,
  }[verdict];
  // The outbox row is written in this transaction: no message for a decision that rolled back.
  await smsProvider().send(tx, { receptor: user!.mobile, body });
}

const who = (a: typeof providerApplications.$inferSelect) =>
  a.personType === 'legal'
    ? `شخص حقوقی: شرکت ${a.companyName ?? ''} (${COMPANY_TYPES.find((c) => c.id === a.companyType)?.title ?? ''})، شناسهٔ ملی ${toFaDigits(a.legalNationalId ?? '')}، شمارهٔ ثبت ${toFaDigits(a.registrationNumber ?? '')}؛ صاحب امضا ${a.firstName} ${a.lastName}، کد ملی ${toFaDigits(a.nationalCode)}`
    : `شخص حقیقی: ${a.firstName} ${a.lastName}، کد ملی ${toFaDigits(a.nationalCode)}`;

export const providerDecision: DecisionKind = {
  kind: 'provider',
  title: 'درخواست فروشندگی',
  async describe(db, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ app: providerApplications, mobile: users.mobile, city: cities.name })
      .from(providerApplications)
      .innerJoin(users, eq(users.id, providerApplications.userId))
      .leftJoin(cities, eq(cities.id, providerApplications.cityId))
      .where(inArray(providerApplications.id, ids));
    const docs = await db
      .select({ id: providerDocuments.id, applicationId: providerDocuments.applicationId, kind: providerDocuments.kind })
      .from(providerDocuments)
      .where(inArray(providerDocuments.applicationId, ids));
    const categoryIds = [...new Set(rows.flatMap((r) => r.app.categoryIds ?? []))];
    const names = new Map(
      categoryIds.length
        ? (await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds))).map((c) => [c.id, c.name])
        : [],
    );
    return new Map(
      rows.map(({ app, mobile, city }) => [
        app.id,
        {
          title: `${app.shopName ?? ''} (${app.personType === 'legal' ? 'حقوقی' : 'حقیقی'})`,
          lines: [
            who(app),
            `موبایل ${toFaDigits(mobile)}، تلفن ${toFaDigits(app.phone)}${app.economicCode ? `، کد اقتصادی ${toFaDigits(app.economicCode)}` : ''}`,
            `${city ?? ''}، ${app.address ?? ''}، کد پستی ${toFaDigits(app.postalCode ?? '')}`,
            `شبا ${app.sheba ?? ''} به نام ${app.shebaHolder ?? ''}`,
            `دسته‌ها: ${(app.categoryIds ?? []).map((c) => names.get(c) ?? '').join('، ')}؛ فروش امروز: ${SALES_CHANNELS.find((s) => s.id === app.salesChannel)?.title ?? '—'}، حدود ${toFaDigits(app.productCount ?? 0)} کالا`,
            `ارسال ${app.submittedAt ? formatJalaliDate(app.submittedAt) : ''}`,
          ],
          links: [
            ...docs
              .filter((d) => d.applicationId === app.id)
              .map((d) => ({ href: `/v10/admin/provider/document?id=${d.id}`, label: DOCUMENT_KINDS.find((k) => k.id === d.kind)?.title ?? d.kind })),
            { href: `/v10/admin/provider/contract?id=${app.id}`, label: 'قرارداد (PDF)' },
          ],
        },
      ]),
    );
  },
  approve: (tx, id, staffUserId) => decideIn(tx, id, staffUserId, 'approved', null),
  refuse: (tx, id, staffUserId, reason) => decideIn(tx, id, staffUserId, 'refused', reason),
  sendBack: (tx, id, staffUserId, note) => decideIn(tx, id, staffUserId, 'needsChanges', note),
};
