import { and, eq } from 'drizzle-orm';
import { faAssistant as t } from '#i18n/fa-assistant.ts';
import { faShell } from '#i18n/fa-shell.ts';
import { toFaDigits } from '#lib/digits.ts';
import { formatJalaliDate } from '#lib/jalali.ts';
import { formatToman } from '#lib/money.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { faqAnswerFor, matchIntent } from '#modules/content/index.ts';
import { ORDER_STATUS_TITLES, orderCards, orderDispatches, orderSendStatus, orders, PAY_STATUS_TITLES, SEND_STATUS_TITLES } from '#modules/orders/index.ts';
import { balancesOf } from '#modules/wallet/index.ts';

/**
 * The assistant's answers (/chatbot, `POST /v10/chatbot/ask`): a read model over content (the
 * message's intent and the FAQ), orders and wallet, composed here because it reads several
 * modules and writes nothing. Deterministic: content's matcher names the intent, then
 *
 * - asking for a person: the support phone and the contact page (a hand-off);
 * - returns: how to ask for one (the shop keeps no return requests of its own yet) and the rule;
 * - the shopper's orders and wallet: their own rows only, or a sign-in link for a guest;
 * - anything else: the FAQ question it matches, a greeting or thanks, or else a hand-off.
 *
 * `handoff` is true when the assistant could not answer and points to people instead.
 */
export interface AssistantLink {
  title: string;
  url: string;
}

export interface AssistantAnswer {
  answer: string;
  links: AssistantLink[];
  handoff: boolean;
}

/** The return window the FAQ states (the shop's 7-day guarantee). */
const RETURN_DAYS = 7;
/** Orders a "where are my orders" answer lists. */
const LATEST_ORDERS = 3;

const phone = () => toFaDigits(faShell.site.supportPhone);
const contactLinks = (): AssistantLink[] => [
  { title: t.contactUs, url: '/contact-us' },
  { title: t.callSupport(phone()), url: `tel:${faShell.site.supportPhone.replace(/-/g, '')}` },
];
const signIn = (what: string): AssistantAnswer => ({
  answer: t.signInFor(what),
  links: [{ title: t.signIn, url: '/auth?back=%2Fchatbot' }],
  handoff: false,
});

/** The caller's latest orders, one line each. */
async function latestOrders(db: DbOrTx, userId: number): Promise<string[]> {
  const { items } = await orderCards(db, userId, null, { page: 1, perPage: LATEST_ORDERS });
  return items.map((o) => t.orderLine(toFaDigits(o.id), formatJalaliDate(o.date), o.status_title, o.send_status_title));
}

async function ordersAnswer(db: DbOrTx, userId: number, orderId: number | null): Promise<AssistantAnswer> {
  const all = { title: t.allOrders, url: '/profile/orders' };
  if (orderId !== null) {
    // Scoped to the caller: someone else's order number reads as not found.
    const [order] = await db
      .select({ id: orders.id, status: orders.status, payStatus: orders.payStatus, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (order) {
      const dispatches = await db
        .select({ id: orderDispatches.id, sendStatus: orderDispatches.sendStatus })
        .from(orderDispatches)
        .where(eq(orderDispatches.orderId, order.id));
      const send = orderSendStatus(dispatches);
      return {
        answer: t.orderOne(
          toFaDigits(order.id),
          formatJalaliDate(order.createdAt),
          ORDER_STATUS_TITLES[order.status],
          SEND_STATUS_TITLES[send],
          PAY_STATUS_TITLES[order.payStatus],
        ),
        links: [{ title: t.orderPage(toFaDigits(order.id)), url: `/profile/orders/${order.id}` }, all],
        handoff: false,
      };
    }
  }
  const lines = await latestOrders(db, userId);
  if (lines.length === 0) return { answer: t.noOrders, links: [all], handoff: false };
  const head = orderId !== null ? t.orderNotYours(toFaDigits(orderId)) : t.latestOrders;
  return { answer: [head, ...lines].join('\n'), links: [all], handoff: false };
}

async function walletAnswer(db: DbOrTx, userId: number): Promise<AssistantAnswer> {
  const { rial, coin } = await balancesOf(db, userId);
  return {
    answer: t.wallet(formatToman(rial, { freeLabel: false }), toFaDigits(coin)),
    links: [
      { title: t.walletPage, url: '/profile/paybuy' },
      { title: t.coinsPage, url: '/profile/scores' },
    ],
    handoff: false,
  };
}

const handoff = (): AssistantAnswer => ({ answer: t.handoff(phone()), links: [...contactLinks(), { title: t.faq, url: '/faq' }], handoff: true });

/** Answers one message; `userId` is the signed-in shopper (null for a guest), whose own data alone is read. */
export async function askAssistant(db: DbOrTx, message: string, userId: number | null): Promise<AssistantAnswer> {
  const { intent, orderId } = matchIntent(message);
  switch (intent) {
    case 'human':
      return { answer: t.human(phone()), links: contactLinks(), handoff: true };
    case 'returns': {
      const rule = await faqAnswerFor(db, 'شرایط بازگرداندن کالا');
      return {
        answer: t.returns(toFaDigits(RETURN_DAYS), phone()),
        links: [
          { title: t.contactUs, url: '/contact-us' },
          ...(rule ? [{ title: t.returnsRule, url: `/faq/items/${rule.id}` }] : []),
          ...(userId !== null ? [{ title: t.allOrders, url: '/profile/orders' }] : []),
        ],
        handoff: false,
      };
    }
    case 'orders':
      return userId === null ? signIn(t.yourOrders) : ordersAnswer(db, userId, orderId);
    case 'wallet':
      return userId === null ? signIn(t.yourWallet) : walletAnswer(db, userId);
    default:
      break;
  }
  const faq = await faqAnswerFor(db, message);
  if (faq) return { answer: `${t.faqFrom(faq.question)}\n${faq.answer}`, links: [{ title: t.faqLink, url: `/faq/items/${faq.id}` }], handoff: false };
  if (intent === 'greeting') return { answer: t.greeting, links: [{ title: t.faq, url: '/faq' }], handoff: false };
  if (intent === 'thanks') return { answer: t.thanks, links: [], handoff: false };
  return handoff();
}
