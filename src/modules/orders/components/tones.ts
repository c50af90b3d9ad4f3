import { ORDER_STATUS as O, PAY_STATUS as P, SEND_STATUS as S, type OrderStatus, type PayStatus, type SendStatus } from '../statuses.ts';

/**
 * The colour of a status badge: good news green, waiting amber, ended red, moving blue-ish
 * (the brand tint). Colour is never the only signal: the badge always carries its words.
 */
export type Tone = 'ok' | 'wait' | 'bad' | 'info';

export const orderTone = (s: OrderStatus): Tone =>
  s === O.delivered ? 'ok' : s === O.awaitingPayment || s === O.awaitingCancellation ? 'wait' : s === O.cancelled || s === O.returned ? 'bad' : 'info';

export const sendTone = (s: SendStatus): Tone => (s === S.delivered ? 'ok' : s === S.cancelled || s === S.returned ? 'bad' : s === S.sent ? 'info' : 'wait');

export const payTone = (s: PayStatus): Tone => (s === P.success ? 'ok' : s === P.unsuccessful || s === P.errorSaving ? 'bad' : 'wait');

export const TONE_CLASSES: Readonly<Record<Tone, string>> = {
  ok: 'bg-success/10 text-success',
  wait: 'bg-warn/15 text-ink',
  bad: 'bg-danger/10 text-danger',
  info: 'bg-brand-50 text-brand-700',
};
