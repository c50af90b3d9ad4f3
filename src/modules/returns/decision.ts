import { asc, eq, inArray } from 'drizzle-orm';
import { toFaDigits } from '#lib/digits.ts';
import { formatJalaliDate } from '#lib/jalali.ts';
import type { Tx } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { ApiError, notFound } from '#server/errors.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { users } from '#modules/account/index.ts';
import type { DecisionKind } from '#modules/decisions/index.ts';
import { orderLines } from '#modules/orders/index.ts';
import { RETURN_MESSAGES as M } from './messages.ts';
import { backRequestEvents, backRequestItems, backRequestReasons, backRequests } from './schema.ts';
import { BACK_STATUS } from './statuses.ts';

/**
 * A return request as a case in the decisions inbox: staff read the items, the reasons
 * and the shopper's photos, then confirm (the shopper sends the parcel), refuse with a
 * reason, or send it back for changes (the shopper adds what is missing and it comes back
 * here). Each way the shopper gets an SMS written in the decision's transaction. The
 * money moves only when the parcel is received (flows/receive-return.ts).
 */
type Verdict = 'confirmed' | 'refused' | 'needsChanges';

async function decideIn(tx: Tx, id: number, staffUserId: number, verdict: Verdict, note: string | null): Promise<void> {
  const [row] = await tx.select().from(backRequests).where(eq(backRequests.id, id)).for('update');
  if (!row) throw notFound(M.requestNotFound);
  if (row.status !== BACK_STATUS.analysing) throw new ApiError(409, 'دربارهٔ این درخواست مرجوعی پیش‌تر تصمیم گرفته شده یا مشتری آن را لغو کرده است');
  const status = BACK_STATUS[verdict];
  await tx
    .update(backRequests)
    .set({ status, staffNote: note, decidedBy: staffUserId, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(backRequests.id, id));
  await tx.insert(backRequestEvents).values({ backRequestId: id, status, actor: 'staff', note });
  const [user] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, row.userId));
  const link = `${config.siteUrl}/profile/orders/return-requests/${id}`;
  const body = {
    confirmed: `بازار\nدرخواست مرجوعی ${toFaDigits(id)} تأیید شد. لطفاً کالا را بفرستید و رسید پستی را ثبت کنید.\n${link}`,
    refused: `بازار\nدرخواست مرجوعی ${toFaDigits(id)} تأیید نشد.\nدلیل: ${note ?? ''}\n${link}`,
    needsChanges: `بازار\nدرخواست مرجوعی ${toFaDigits(id)} نیاز به تکمیل دارد: ${note ?? ''}\n${link}`,
  }[verdict];
  // The outbox row is written in this transaction: no message for a decision that rolled back.
  await smsProvider().send(tx, { receptor: user!.mobile, body });
}

export const returnDecision: DecisionKind = {
  kind: 'return',
  title: 'درخواست مرجوعی',
  async describe(db, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ request: backRequests, mobile: users.mobile, first: users.firstName, last: users.lastName })
      .from(backRequests)
      .innerJoin(users, eq(users.id, backRequests.userId))
      .where(inArray(backRequests.id, ids));
    const items = await db
      .select({ item: backRequestItems, name: orderLines.productName, price: orderLines.priceRial, reason: backRequestReasons.title })
      .from(backRequestItems)
      .innerJoin(orderLines, eq(orderLines.id, backRequestItems.orderLineId))
      .leftJoin(backRequestReasons, eq(backRequestReasons.id, backRequestItems.reasonId))
      .where(inArray(backRequestItems.backRequestId, ids))
      .orderBy(asc(backRequestItems.id));
    return new Map(
      rows.map(({ request, mobile, first, last }) => {
        const mine = items.filter((i) => i.item.backRequestId === request.id);
        return [
          request.id,
          {
            title: `مرجوعی ${toFaDigits(request.id)} از سفارش ${toFaDigits(request.orderId)}`,
            lines: [
              `${first ?? ''} ${last ?? ''}، موبایل ${toFaDigits(mobile)}، ثبت ${formatJalaliDate(request.createdAt)}`,
              ...mine.map(
                ({ item, name, reason }) =>
                  `${toFaDigits(item.count)} × ${name} — ${reason ?? ''}${item.description ? `: «${item.description}»` : ''}${item.imagePath ? ' (عکس دارد)' : ''}`,
              ),
            ],
            links: mine.filter((i) => i.item.imagePath).map((i) => ({ href: `/v10/admin/back-request/photo?id=${i.item.id}`, label: `عکس ${i.name}` })),
          },
        ];
      }),
    );
  },
  approve: (tx, id, staffUserId) => decideIn(tx, id, staffUserId, 'confirmed', null),
  refuse: (tx, id, staffUserId, reason) => decideIn(tx, id, staffUserId, 'refused', reason),
  sendBack: (tx, id, staffUserId, note) => decideIn(tx, id, staffUserId, 'needsChanges', note),
};
