import {
  hasNotLeft,
  ORDER_STATUS,
  PAY_STATUS,
  SEND_PROGRESS,
  SEND_STATUS,
  STOCK_STATE,
  type OrderStatus,
  type PayStatus,
  type SendStatus,
  type StockState,
} from './statuses.ts';

/**
 * What a shopper may do with an order, derived from its statuses: the same conditions the
 * actions themselves check under the row lock (flows/cancel-order.ts, flows/pay-again.ts),
 * so a button is offered only when pressing it can succeed. Pure.
 */
interface OrderState {
  status: OrderStatus;
  payStatus: PayStatus;
  stockState: StockState;
  holdUntil: Date | null;
}
interface DispatchState {
  id: number;
  sendStatus: SendStatus;
}

const live = (dispatches: readonly DispatchState[]) => dispatches.filter((d) => d.sendStatus !== SEND_STATUS.cancelled);

/** An order's send status: its least advanced live dispatch's (cancelled when none is live). */
export function orderSendStatus(dispatches: readonly DispatchState[]): SendStatus {
  const statuses = live(dispatches).map((d) => d.sendStatus);
  return statuses.reduce<SendStatus>((least, s) => (SEND_PROGRESS[s] < SEND_PROGRESS[least] ? s : least), SEND_STATUS.cancelled);
}

const OPEN: readonly OrderStatus[] = [ORDER_STATUS.awaitingPayment, ORDER_STATUS.processing, ORDER_STATUS.awaitingCancellation];

/** The whole order while it is open and nothing has left (packed still counts as here). */
export function canCancelOrder(order: OrderState, dispatches: readonly DispatchState[]): boolean {
  return OPEN.includes(order.status) && live(dispatches).every((d) => hasNotLeft(d.sendStatus));
}

/**
 * One dispatch while it is being prepared: alone only on a paid order (an unpaid order's
 * bank attempt is for the whole amount); the last live one cancels the order with it.
 */
export function canCancelDispatch(order: OrderState, dispatch: DispatchState, dispatches: readonly DispatchState[]): boolean {
  if (!hasNotLeft(dispatch.sendStatus)) return false;
  const others = live(dispatches).some((d) => d.id !== dispatch.id);
  return others ? order.status === ORDER_STATUS.processing : canCancelOrder(order, dispatches);
}

export function canPayAgain(order: OrderState, now = new Date()): boolean {
  return order.status === ORDER_STATUS.awaitingPayment && order.stockState === STOCK_STATE.held && !!order.holdUntil && order.holdUntil > now;
}

/** An invoice exists for what was paid and not cancelled (processing, delivered, returned…). */
export function hasInvoice(order: Pick<OrderState, 'status' | 'payStatus'>): boolean {
  return order.payStatus === PAY_STATUS.success && order.status !== ORDER_STATUS.cancelled && order.status !== ORDER_STATUS.awaitingPayment;
}

/** The delivery address may change while the order is open and no live dispatch is packed yet (its label carries the address). */
export function canChangeAddress(order: OrderState, dispatches: readonly DispatchState[]): boolean {
  const open = order.status === ORDER_STATUS.awaitingPayment || order.status === ORDER_STATUS.processing;
  return open && live(dispatches).length > 0 && live(dispatches).every((d) => d.sendStatus === SEND_STATUS.preparing);
}
