import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { ApiError, notFound } from '#server/errors.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { toFaDigits } from '#lib/digits.ts';
import { users, isConfirmedPartner } from '#modules/account/index.ts';
import { products } from '#modules/catalog/index.ts';
import { openDecision } from '#modules/decisions/index.ts';
import { wholesaleInquiries } from './schema.ts';
import type { InquiryInput } from './inquiry-validation.ts';

/**
 * Bulk price inquiries (`/v6/wholesale-inquiry/create`): a confirmed
 * partner asks about a product; the inquiry waits in the back office's decisions inbox,
 * where staff answer it (the answer goes to the partner by SMS) or decline it with a
 * reason. Partners only: the product's wholesale tab is theirs.
 */
export const INQUIRY_MESSAGES = {
  partnersOnly: 'استعلام قیمت عمده ویژهٔ همکاران تأییدشده است',
  product: 'کالا پیدا نشد',
  answered: 'به این استعلام پیش‌تر پاسخ داده شده است',
};

export async function createInquiry(db: Db, userId: number, input: InquiryInput): Promise<number> {
  if (!(await isConfirmedPartner(db, userId))) throw new ApiError(403, INQUIRY_MESSAGES.partnersOnly);
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.product_id));
    if (!product) throw notFound(INQUIRY_MESSAGES.product);
    const [made] = await tx
      .insert(wholesaleInquiries)
      .values({
        userId,
        productId: input.product_id,
        coName: input.co_name,
        orderQuantity: input.order_quantity,
        targetPriceRial: input.target_price ?? null,
        details: input.detailed_inquiry_information ?? null,
      })
      .returning({ id: wholesaleInquiries.id });
    await openDecision(tx, 'inquiry', made!.id);
    return made!.id;
  });
}

/** Staff's answer or refusal, in the inbox's transaction, with the partner's SMS queued in it. */
export async function closeInquiryIn(tx: Tx, id: number, staffUserId: number, verdict: 'answered' | 'declined', text: string): Promise<void> {
  const [row] = await tx.select().from(wholesaleInquiries).where(eq(wholesaleInquiries.id, id)).for('update');
  if (!row) throw notFound('استعلام پیدا نشد');
  if (row.status !== 'open') throw new ApiError(409, INQUIRY_MESSAGES.answered);
  await tx
    .update(wholesaleInquiries)
    .set({ status: verdict, answer: text, answeredBy: staffUserId, answeredAt: new Date() })
    .where(eq(wholesaleInquiries.id, id));
  const [who] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, row.userId));
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, row.productId));
  const head = `بازار\nاستعلام خرید ${toFaDigits(row.orderQuantity)} عدد «${product?.name ?? ''}»`;
  await smsProvider().send(tx, { receptor: who!.mobile, body: verdict === 'answered' ? `${head}\nپاسخ: ${text}` : `${head} پذیرفته نشد.\nدلیل: ${text}` });
}

/** The partner's own inquiries, newest first (the partner panel). */
export async function inquiriesOf(db: Db, userId: number, limit = 10) {
  return db
    .select({
      id: wholesaleInquiries.id,
      product: products.name,
      slug: products.slug,
      quantity: wholesaleInquiries.orderQuantity,
      status: wholesaleInquiries.status,
      answer: wholesaleInquiries.answer,
      at: wholesaleInquiries.createdAt,
    })
    .from(wholesaleInquiries)
    .innerJoin(products, eq(products.id, wholesaleInquiries.productId))
    .where(eq(wholesaleInquiries.userId, userId))
    .orderBy(desc(wholesaleInquiries.id))
    .limit(limit);
}
