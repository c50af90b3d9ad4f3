import { getDatabase } from '#server/db/client.ts';
import { addressesOf } from '#modules/addresses/index.ts';
import type { AddressView } from '#modules/addresses/index.ts';
import { ApiError } from '#server/errors.ts';
import { ORDER_EXPANDS, orderView } from '#app/order-view.ts';
import { invoiceOf } from './factor.ts';
import { timelines } from './tracking.ts';
import type { Invoice } from './invoice-types.ts';
import type { OrderView, ShipTo, TrackingEventView } from './validation.ts';

/** The order already goes there: its copy matches the address word for word. */
const sameAddress = (a: AddressView, to: ShipTo) =>
  a.address === to.address &&
  a.zipcode === to.zipcode &&
  a.plaque === to.plaque &&
  a.unit === to.unit &&
  a.delivery_name === to.delivery_name &&
  a.receiver_mobile === to.receiver_mobile;

/**
 * What the order and invoice pages load, straight from the services (pages never call
 * the API over HTTP). A malformed id, another shopper's order and a missing one all
 * come back as null, and the page shows its 404.
 */
export const pathId = (raw: string | undefined): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The ?page= of a profile list (orders, invoices): 1 when missing or malformed, never past 10,000. */
export const listPage = (url: URL): number => Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export interface PageOrder {
  order: OrderView & Required<Pick<OrderView, 'dispatches' | 'transactions' | 'debtorPayments'>>;
  events: Map<number, TrackingEventView[]>;
  /** Where the order may be sent instead: the shopper's other addresses in its city (its slots are that city's). */
  addressChoices: AddressView[];
}

export async function pageOrder(userId: number, rawId: string | undefined): Promise<PageOrder | null> {
  const id = pathId(rawId);
  if (id === null) return null;
  const { db } = await getDatabase();
  const order = await orNull(() => orderView(db, userId, id, new Set(ORDER_EXPANDS)));
  if (!order) return null;
  const sent = order.dispatches!.filter((d) => d.barcode).map((d) => d.id);
  const choices = order.can_change_address ? await addressesOf(db, userId) : [];
  const addressChoices = choices.filter((a) => a.city_id === order.ship_to.city_id && !sameAddress(a, order.ship_to));
  return { order: order as PageOrder['order'], events: await timelines(db, sent), addressChoices };
}

export async function pageInvoice(userId: number, rawId: string | undefined, rawSlave?: string): Promise<Invoice | null> {
  const id = pathId(rawId);
  const slave = rawSlave === undefined ? null : pathId(rawSlave);
  if (id === null || (rawSlave !== undefined && slave === null)) return null;
  const { db } = await getDatabase();
  return orNull(() => invoiceOf(db, userId, id, slave));
}
