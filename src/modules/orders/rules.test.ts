import { describe, expect, it } from 'vitest';
import { canCancelDispatch, canCancelOrder, canChangeAddress, canPayAgain, hasInvoice, orderSendStatus } from './rules.ts';
import { ORDER_STATUS as O, PAY_STATUS as P, SEND_STATUS as S, STOCK_STATE } from './statuses.ts';

const order = (status: number, payStatus: number = P.success, holdUntil: Date | null = null) =>
  ({ status, payStatus, stockState: status === O.awaitingPayment ? STOCK_STATE.held : STOCK_STATE.committed, holdUntil }) as Parameters<
    typeof canCancelOrder
  >[0];
const d = (id: number, sendStatus: number) => ({ id, sendStatus }) as Parameters<typeof orderSendStatus>[0][number];

describe('order rules', () => {
  it('an order’s send status is its least advanced live dispatch’s', () => {
    expect(orderSendStatus([d(1, S.sent), d(2, S.preparing)])).toBe(S.preparing);
    expect(orderSendStatus([d(1, S.cancelled), d(2, S.delivered)])).toBe(S.delivered);
    expect(orderSendStatus([d(1, S.cancelled), d(2, S.cancelled)])).toBe(S.cancelled);
    expect(orderSendStatus([])).toBe(S.cancelled);
  });

  it('cancels a whole order only while open and nothing has left', () => {
    expect(canCancelOrder(order(O.processing), [d(1, S.preparing), d(2, S.cancelled)])).toBe(true);
    expect(canCancelOrder(order(O.processing), [d(1, S.preparing), d(2, S.sent)])).toBe(false);
    expect(canCancelOrder(order(O.delivered), [d(1, S.delivered)])).toBe(false);
    expect(canCancelOrder(order(O.awaitingPayment, P.new), [d(1, S.preparing)])).toBe(true);
  });

  it('cancels one dispatch alone only on a paid order; the last live one goes with the order', () => {
    const paid = order(O.processing);
    const unpaid = order(O.awaitingPayment, P.new);
    const two = [d(1, S.preparing), d(2, S.preparing)];
    expect(canCancelDispatch(paid, two[0]!, two)).toBe(true);
    expect(canCancelDispatch(unpaid, two[0]!, two)).toBe(false);
    const last = [d(1, S.preparing), d(2, S.cancelled)];
    expect(canCancelDispatch(unpaid, last[0]!, last)).toBe(true);
    expect(canCancelDispatch(paid, d(2, S.cancelled), last)).toBe(false);
    const left = [d(1, S.preparing), d(2, S.sent)];
    expect(canCancelDispatch(paid, left[0]!, left)).toBe(true);
    expect(canCancelDispatch(paid, left[1]!, left)).toBe(false);
  });

  it('pays again while the hold lasts; invoices only what was paid and not cancelled', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(canPayAgain(order(O.awaitingPayment, P.unsuccessful, new Date('2026-01-01T10:05:00Z')), now)).toBe(true);
    expect(canPayAgain(order(O.awaitingPayment, P.unsuccessful, new Date('2026-01-01T09:59:00Z')), now)).toBe(false);
    expect(canPayAgain(order(O.processing), now)).toBe(false);
    expect(hasInvoice(order(O.processing))).toBe(true);
    expect(hasInvoice(order(O.delivered))).toBe(true);
    expect(hasInvoice(order(O.cancelled))).toBe(false);
    expect(hasInvoice(order(O.awaitingPayment, P.new))).toBe(false);
  });

  it('changes the address while open and every live dispatch is still here', () => {
    expect(canChangeAddress(order(O.processing), [d(1, S.preparing), d(2, S.cancelled)])).toBe(true);
    expect(canChangeAddress(order(O.processing), [d(1, S.preparing), d(2, S.sent)])).toBe(false);
    expect(canChangeAddress(order(O.awaitingCancellation), [d(1, S.preparing)])).toBe(false);
    expect(canChangeAddress(order(O.cancelled), [d(1, S.cancelled)])).toBe(false);
  });
});
