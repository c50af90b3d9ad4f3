import { eq, inArray } from 'drizzle-orm';
import { toFaDigits } from '#lib/digits.ts';
import { formatJalaliDate } from '#lib/jalali.ts';
import { COMPANY_TYPES, users } from '#modules/account/index.ts';
import type { DecisionKind } from '#modules/decisions/index.ts';
import { decideApplicationIn } from './applications.ts';
import { INTRO_METHODS } from './partner-status.ts';
import { partnerApplications } from './schema.ts';

/**
 * A partner application as a case in the back office's decisions inbox (docs/adr/0020,
 * 0021): approving makes the applicant a confirmed partner; refusing records the reason
 * they read on /b2b/validation; sending it back asks them to correct it (the correction
 * reopens the case). Each way they get an SMS.
 */
export const partnerDecision: DecisionKind = {
  kind: 'partner',
  title: 'درخواست همکاری (عمده)',
  async describe(db, ids) {
    const rows = ids.length
      ? await db
          .select({ app: partnerApplications, firstName: users.firstName, lastName: users.lastName, mobile: users.mobile })
          .from(partnerApplications)
          .innerJoin(users, eq(users.id, partnerApplications.userId))
          .where(inArray(partnerApplications.id, ids))
      : [];
    return new Map(
      rows.map(({ app, firstName, lastName, mobile }) => {
        const who = [firstName, lastName].filter(Boolean).join(' ') || toFaDigits(mobile);
        const company =
          app.kind === 'company'
            ? `شرکت ${COMPANY_TYPES.find((c) => c.id === app.companyType)?.title ?? ''}، شناسه ملی ${toFaDigits(app.legalNationalId ?? '')}`
            : 'کسب‌وکار شخصی';
        return [
          app.id,
          {
            title: `${app.companyName} (${who})`,
            lines: [
              company + (app.economicCode ? `، کد اقتصادی ${toFaDigits(app.economicCode)}` : ''),
              `موبایل ${toFaDigits(mobile)}، آشنایی از ${INTRO_METHODS.find((m) => m.id === app.introMethodId)?.title ?? '—'}، درخواست ${formatJalaliDate(app.createdAt)}`,
              app.documentPath ? 'مدرک پیوست شده است' : 'بدون مدرک پیوست',
            ],
          },
        ];
      }),
    );
  },
  approve: (tx, id, staffUserId) => decideApplicationIn(tx, id, staffUserId, 'confirmed', null),
  refuse: (tx, id, staffUserId, reason) => decideApplicationIn(tx, id, staffUserId, 'refused', reason),
  sendBack: (tx, id, staffUserId, note) => decideApplicationIn(tx, id, staffUserId, 'needsChanges', note),
};
