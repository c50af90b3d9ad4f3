import { toAsciiDigits } from '#lib/digits.ts';
import type { CheckoutDispatch } from '../validation.ts';

/**
 * The shopper's checkout choices travel in the URL (`/payment?address_id=7&slots[fast]=31`),
 * so /payment is server-rendered from them, a reload keeps them, and /shipping's form works
 * as a plain GET form without JavaScript. Pure: pages and islands share it.
 */
export type SlotChoices = Record<string, number>;

export interface Choices {
  addressId: number | null;
  slots: SlotChoices;
}

const MAX_ID = 2_147_483_647;
/** validation.ts's DISPATCH_KEY, repeated: importing its values would ship zod to the islands. */
const DISPATCH_KEY = /^(fast|seller-\d{1,10})$/;

/** A positive database id from a query value (Persian digits welcome), else null. */
export function parseId(value: string | null | undefined): number | null {
  if (value == null) return null;
  const ascii = toAsciiDigits(value.trim());
  if (!/^\d{1,10}$/.test(ascii)) return null;
  const n = Number(ascii);
  return n >= 1 && n <= MAX_ID ? n : null;
}

const SLOT_PARAM = /^slots\[([^\]]+)\]$/;

/** `address_id` and every `slots[<dispatch key>]` of a query; malformed entries are dropped. */
export function parseChoices(params: URLSearchParams): Choices {
  const slots: SlotChoices = {};
  for (const [name, value] of params) {
    const key = SLOT_PARAM.exec(name)?.[1];
    if (!key || !DISPATCH_KEY.test(key)) continue;
    const id = parseId(value);
    if (id !== null) slots[key] = id;
  }
  return { addressId: parseId(params.get('address_id')), slots };
}

/** The query of a set of choices; brackets stay readable (they are legal in a query). */
function query(choices: Choices, extra: Record<string, string> = {}): string {
  const parts: string[] = [];
  if (choices.addressId !== null) parts.push(`address_id=${choices.addressId}`);
  for (const key of Object.keys(choices.slots).sort()) {
    if (DISPATCH_KEY.test(key)) parts.push(`slots[${key}]=${choices.slots[key]}`);
  }
  for (const [name, value] of Object.entries(extra)) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export const paymentHref = (choices: Choices) => `/payment${query(choices)}`;

/** Back to /shipping with the choices kept, and why (a `notices` key of the checkout words). */
export const shippingHref = (choices: Choices, notice?: string) => `/shipping${query(choices, notice ? { notice } : {})}`;

/** A dispatch's chosen slot when it is one of its slots and not full. */
export function chosenSlot(dispatch: CheckoutDispatch, slots: SlotChoices) {
  const id = slots[dispatch.key];
  return dispatch.slots.find((s) => s.id === id && !s.full) ?? null;
}

/** Only the choices that still fit these dispatches (another address means other slots). */
export function keepValidSlots(dispatches: readonly CheckoutDispatch[], slots: SlotChoices): SlotChoices {
  const kept: SlotChoices = {};
  for (const d of dispatches) {
    const slot = chosenSlot(d, slots);
    if (slot) kept[d.key] = slot.id;
  }
  return kept;
}

/** The dispatches still waiting for a usable slot. */
export function missingSlots(dispatches: readonly CheckoutDispatch[], slots: SlotChoices): string[] {
  return dispatches.filter((d) => !chosenSlot(d, slots)).map((d) => d.key);
}

/**
 * What keeps /payment from showing these choices: the address (missing, or not the one the
 * checkout is for), a slot chosen that is gone or full (`slots`), or a dispatch the cart
 * gained since the shopper chose the others' times, a new seller's package with no time
 * yet (`newDispatch`: /shipping must not blame the times already chosen). Null when they
 * are complete. Each is a `notices` key of the checkout words.
 */
export function choicesProblem(
  checkoutAddressId: number | null,
  dispatches: readonly CheckoutDispatch[],
  choices: Choices,
): 'address' | 'slots' | 'newDispatch' | null {
  if (choices.addressId === null || checkoutAddressId !== choices.addressId) return 'address';
  const missing = dispatches.filter((d) => !chosenSlot(d, choices.slots));
  if (missing.length === 0) return null;
  // A time was chosen for every dispatch the shopper saw; only the new ones have none.
  const staleChoice = missing.some((d) => d.key in choices.slots);
  const choseBefore = Object.keys(choices.slots).length > 0;
  return !staleChoice && choseBefore ? 'newDispatch' : 'slots';
}
