import { confirmedCompanyOf } from '#modules/wholesale/index.ts';
import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { numberToPersianWords } from '#lib/persian-words.ts';
import { legalForInvoice, users, type LegalView } from '#modules/account/index.ts';
import { codeShare, invoiceTotals, VAT_PERCENT, type InvoiceTotals } from './invoice-math.ts';
import { hasInvoice } from './rules.ts';
import { orderDispatches, orderLines, orders } from './schema.ts';
import { ORDER_STATUS, PAY_STATUS, SEND_STATUS } from './statuses.ts';
import { SHOP_SELLER } from './shop-info.ts';
import type { FactorItem, Invoice, InvoiceCompany } from './invoice-types.ts';
import { ORDER_MESSAGES, type ShipTo } from './validation.ts';

/**
 * Invoices (factors): one per paid order, and one per dispatch of it (the spec's
 * /profile/factors/{slave_id}/{id}). An invoice shows what was sold: the lines of live
 * dispatches (a cancelled dispatch was given back and is not on it), their shipping, the
 * discount code's share of those goods, and the VAT the total contains
 * (invoice-math.ts). Only the caller's paid, uncancelled orders have one; anything else
 * is "not found".
 */
type OrderRow = typeof orders.$inferSelect;
type DispatchRow = typeof orderDispatches.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const notInvoiced = () => notFound(ORDER_MESSAGES.invoiceNotFound);
const liveOf = (dispatches: readonly DispatchRow[]) => dispatches.filter((d) => d.sendStatus !== SEND_STATUS.cancelled);

function totalsOf(o: OrderRow, chosen: readonly DispatchRow[], lines: readonly LineRow[]): InvoiceTotals {
  const ids = new Set(chosen.map((d) => d.id));
  const own = lines.filter((l) => ids.has(l.dispatchId)).map((l) => ({ count: l.count, priceMain: Number(l.priceMainRial), price: Number(l.priceRial) }));
  const goods = own.reduce((sum, l) => sum + l.price * l.count, 0);
  const shipping = chosen.reduce((sum, d) => sum + Number(d.sendCostRial), 0);
  return invoiceTotals(own, { shipping, codeDiscount: codeShare(Number(o.discountCodeRial), goods, Number(o.goodsRial)) });
}

export const shipToLine = (s: ShipTo) => [s.province, s.city, s.address, `پلاک ${s.plaque}`, s.unit ? `واحد ${s.unit}` : null].filter(Boolean).join('، ');

/** The shopper's chosen company as the invoice shows it. */
const chosenCompany = (l: LegalView): InvoiceCompany => ({
  legal_id: l.id,
  name: l.company_name,
  name_en: l.company_name_en,
  company_type: l.company_type_title || null,
  legal_national_id: l.national_id,
  economic_code: l.eghtesad_code,
  registration_code: l.recorde_code,
  phone: l.phone,
  postal_code: l.postal_code,
  address: l.address,
});

/**
 * Whom the invoice names as a company: the shopper's choice for this order (kept even after
 * they removed the company from their list), else a business order's confirmed partner
 * company, else none.
 */
async function invoiceCompanyOf(db: DbOrTx, userId: number, o: OrderRow): Promise<InvoiceCompany | null> {
  const chosen = o.legalId === null ? null : await legalForInvoice(db, userId, o.legalId);
  if (chosen) return chosenCompany(chosen);
  const partner = o.business ? await confirmedCompanyOf(db, userId) : null;
  return partner && { name: partner.name, legal_national_id: partner.legalNationalId, economic_code: partner.economicCode };
}

export async function invoiceOf(db: DbOrTx, userId: number, orderId: number, dispatchId: number | null = null): Promise<Invoice> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!o || !hasInvoice(o)) throw notInvoiced();
  const live = liveOf(await db.select().from(orderDispatches).where(eq(orderDispatches.orderId, o.id)).orderBy(asc(orderDispatches.id)));
  const chosen = dispatchId === null ? live : live.filter((d) => d.id === dispatchId);
  if (chosen.length === 0) throw notInvoiced();
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.dispatchId,
        chosen.map((d) => d.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const [buyer] = await db.select().from(users).where(eq(users.id, userId));
  const company = await invoiceCompanyOf(db, userId, o);
  const t = totalsOf(o, chosen, lines);
  return {
    number: dispatchId === null ? String(o.id) : `${o.id}-${dispatchId}`,
    order_id: o.id,
    dispatch_id: dispatchId,
    date: (o.paidAt ?? o.createdAt).toISOString(),
    seller: { ...SHOP_SELLER },
    buyer: {
      name: [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ') || o.shipTo.delivery_name,
      national_code: buyer?.nationalCode ?? null,
      mobile: buyer?.mobile ?? o.shipTo.receiver_mobile,
      address: shipToLine(o.shipTo),
      postal_code: o.shipTo.zipcode,
      company,
    },
    lines: lines.map((l) => ({
      id: l.id,
      name: l.productName,
      color: l.colorName,
      guarantee: l.guaranteeName,
      count: l.count,
      unit_price: Number(l.priceMainRial),
      discount: (Number(l.priceMainRial) - Number(l.priceRial)) * l.count,
      total: Number(l.priceRial) * l.count,
    })),
    price_main: t.priceMain,
    line_discount: t.lineDiscount,
    goods: t.goods,
    discount_code: t.codeDiscount,
    shipping: t.shipping,
    total: t.total,
    tax: { percent: VAT_PERCENT, amount: t.vat },
    total_words: `${numberToPersianWords(t.total)} ریال`,
  };
}

/** The orders that have an invoice: paid, neither cancelled nor (impossible once paid) awaiting payment. */
const invoiced = (userId: number) =>
  and(eq(orders.userId, userId), eq(orders.payStatus, PAY_STATUS.success), notInArray(orders.status, [ORDER_STATUS.cancelled, ORDER_STATUS.awaitingPayment]));

export async function factorList(db: DbOrTx, userId: number, page: Page): Promise<{ items: FactorItem[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(orders).where(invoiced(userId));
  const rows = await db
    .select()
    .from(orders)
    .where(invoiced(userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.perPage)
    .offset(offsetOf(page));
  if (rows.length === 0) return { items: [], total: total?.n ?? 0 };
  const ids = rows.map((o) => o.id);
  const [dispatches, lines] = await Promise.all([
    db.select().from(orderDispatches).where(inArray(orderDispatches.orderId, ids)).orderBy(asc(orderDispatches.id)),
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
  ]);
  const items = rows.map((o): FactorItem => {
    const live = liveOf(dispatches.filter((d) => d.orderId === o.id));
    return {
      id: o.id,
      number: String(o.id),
      order_id: o.id,
      date: (o.paidAt ?? o.createdAt).toISOString(),
      total: totalsOf(o, live, lines).total,
      dispatches: live.map((d) => ({ id: d.id, title: d.sellerName })),
    };
  });
  return { items, total: total?.n ?? 0 };
}
