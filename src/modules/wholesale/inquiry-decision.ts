import { eq, inArray } from 'drizzle-orm';
import { toFaDigits } from '#lib/digits.ts';
import { validationError } from '#server/errors.ts';
import { formatJalaliDate } from '#lib/jalali.ts';
import { formatToman } from '#lib/money.ts';
import { users } from '#modules/account/index.ts';
import { products } from '#modules/catalog/index.ts';
import type { DecisionKind } from '#modules/decisions/index.ts';
import { closeInquiryIn } from './inquiries.ts';
import { wholesaleInquiries } from './schema.ts';

/** A partner's bulk price inquiry in the decisions inbox: answered (the answer is the approval's input) or declined with a reason. */
export const inquiryDecision: DecisionKind = {
  kind: 'inquiry',
  title: 'استعلام قیمت عمده',
  approveInput: { name: 'answer', label: 'پاسخ و قیمت پیشنهادی (برای همکار پیامک می‌شود)' },
  async describe(db, ids) {
    const rows = ids.length
      ? await db
          .select({ q: wholesaleInquiries, product: products.name, mobile: users.mobile })
          .from(wholesaleInquiries)
          .innerJoin(users, eq(users.id, wholesaleInquiries.userId))
          .innerJoin(products, eq(products.id, wholesaleInquiries.productId))
          .where(inArray(wholesaleInquiries.id, ids))
      : [];
    return new Map(
      rows.map(({ q, product, mobile }) => [
        q.id,
        {
          title: `${toFaDigits(q.orderQuantity)} عدد ${product}`,
          lines: [
            `${q.coName}، موبایل ${toFaDigits(mobile)}، ${formatJalaliDate(q.createdAt)}`,
            q.targetPriceRial ? `قیمت هدف هر عدد ${formatToman(q.targetPriceRial, { freeLabel: false })}` : 'بدون قیمت هدف',
            ...(q.details ? [q.details] : []),
          ],
        },
      ]),
    );
  },
  async approve(tx, id, staffUserId, answer) {
    if (!answer.trim()) throw validationError([{ field: 'input', message: 'پاسخ استعلام را بنویسید' }]);
    await closeInquiryIn(tx, id, staffUserId, 'answered', answer.trim());
  },
  refuse: (tx, id, staffUserId, reason) => closeInquiryIn(tx, id, staffUserId, 'declined', reason),
};
