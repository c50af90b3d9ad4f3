import { atom } from 'nanostores';
import { HttpError, NO_RESPONSE } from '#lib/http/errors.ts';
import { showToast } from '#ui/toast/store.ts';
import type { PlaceOrderRequest } from './client.ts';
import { keepValidSlots, type SlotChoices } from './components/choices.ts';
import type { Checkout, PlacedOrder } from './validation.ts';
import { problemsOf, type PlaceProblems } from './problems.ts';

/**
 * The checkout in the browser (/shipping and /payment): the server's checkout for the
 * chosen address and the shopper's slot choices. Costs and slots always come from the
 * server; changing the address asks it again. Filled only in the browser (module stores
 * would be shared by every request on the server): islands render from props until then.
 */
export const $checkout = atom<Checkout | null>(null);
export const $slots = atom<SlotChoices>({});
/** The address whose checkout is being fetched (the cards follow the tap at once). */
export const $addressId = atom<number | null>(null);
export const $reloading = atom(false);

// The HTTP client (ofetch) loads with the first call: the pages read and choose without it.
const calls = async () => (await import('./client.ts')).checkoutCalls;

/** Spec section 8: the server's message, or "no answer", as an error toast (unless already shown). */
function toastFailure(err: unknown): void {
  if (err instanceof HttpError && (err.handled || err.kind === 'cancelled')) return;
  showToast(err instanceof HttpError ? err.message : NO_RESPONSE, 'error');
}

export function seedCheckout(checkout: Checkout, slots: SlotChoices): void {
  $checkout.set(checkout);
  $addressId.set(checkout.address_id);
  $slots.set(keepValidSlots(checkout.dispatches, slots));
}

export function chooseSlot(key: string, slotId: number): void {
  $slots.set({ ...$slots.get(), [key]: slotId });
}

let asked = 0;

/** Shows another address's checkout; only the latest tap's answer counts. */
export async function chooseAddress(addressId: number): Promise<void> {
  const previous = $checkout.get()?.address_id ?? null;
  const mine = ++asked;
  $addressId.set(addressId);
  $reloading.set(true);
  try {
    const { data } = await (await calls()).view(addressId, { mode: 'rethrow' });
    if (mine !== asked) return;
    $checkout.set(data);
    $addressId.set(data.address_id);
    // Slot ids belong to a city: choices made for another city fall away.
    $slots.set(keepValidSlots(data.dispatches, $slots.get()));
  } catch (err) {
    if (mine !== asked) return;
    $addressId.set(previous);
    if (err instanceof HttpError && err.kind === 'unauthorized') location.reload();
    else toastFailure(err);
  } finally {
    if (mine === asked) $reloading.set(false);
  }
}

export { problemsOf, type PlaceProblems } from './problems.ts';

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only in secure contexts (HTTPS,
 * localhost); a shop reached over plain HTTP on a local network still gets 122 random bits.
 */
export function newIdempotencyKey(c: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto): string {
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// One key per page view: a double click or a retry after a lost answer sends the same one,
// and the server answers with the same order instead of making another. /payment renders
// its key into the page's form (useKey), so a tap the plain form sent before the island
// woke and one the island sends are the same order too.
let pageKey: string | null = null;
export const idempotencyKey = () => (pageKey ??= newIdempotencyKey());
export const useKey = (key: string) => {
  pageKey ??= key;
};

/**
 * POST /v10/cart/payment. Resolves with the order, or with the problems to show beside
 * their parts (422); other failures are toasted here (spec section 8: no answer says so).
 */
export async function placeOrder(body: PlaceOrderRequest): Promise<{ order: PlacedOrder } | { problems: PlaceProblems }> {
  try {
    const { data } = await (await calls()).place(body, idempotencyKey(), { mode: 'rethrow' });
    return { order: data };
  } catch (err) {
    if (err instanceof HttpError && err.kind === 'validation')
      return { problems: problemsOf(err.fields.length ? err.fields : [{ field: '', message: err.message }]) };
    if (err instanceof HttpError && err.kind === 'unauthorized') location.reload();
    else toastFailure(err);
    return { problems: {} };
  }
}

/** Where the browser goes once the order is placed: the bank, or the result when nothing is left to pay. */
export const afterPlacement = (order: PlacedOrder) => order.payment_url ?? `/callback/order/${order.order_id}`;
