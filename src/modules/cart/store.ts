import { atom } from 'nanostores';
import { HttpError } from '#lib/http/index.ts';
import { faShell } from '#i18n/fa-shell.ts';
import { showToast, TOAST_DURATION_MS, type ToastLink } from '#ui/toast/store.ts';
import { cartCalls, toastFailure as fail, type Answer } from './client.ts';
import { $cartCount, onOtherTabCartChange, publishCartChange } from './count-store.ts';
import type { Cart, FutureItem, VarietyCount } from './validation.ts';

/**
 * The cart in the browser: one copy, always the server's answer (the server decides
 * counts and prices; spec section 4). Actions toast the server's message; a refused
 * count change resets that line to the count the server reports.
 */
export const $cart = atom<Cart | null>(null);
/** Null until the page's (or the server's) list arrives. */
export const $future = atom<FutureItem[] | null>(null);
/** Variety ids with a request in flight (their controls wait). */
export const $pending = atom<ReadonlySet<number>>(new Set());

function setPending(id: number, on: boolean) {
  const next = new Set($pending.get());
  if (on) next.add(id);
  else next.delete(id);
  $pending.set(next);
}

/** The page's server-rendered cart becomes the store's first value (browser only). */
export function seedCart(cart: Cart, future: FutureItem[]): void {
  $cart.set(cart);
  $future.set(future);
}

function apply(answer: Answer<Cart>, toast = true, link?: ToastLink): Cart {
  $cart.set(answer.data);
  publishCartChange(answer.data.count);
  if (toast && answer.msg) showToast(answer.msg, 'success', TOAST_DURATION_MS, link);
  return answer.data;
}

/** Runs a cart call for one line (or the whole cart with id 0), toasting the outcome. */
async function run(id: number, call: () => Promise<Answer<Cart>>, after?: () => Promise<void>, link?: ToastLink): Promise<boolean> {
  setPending(id, true);
  try {
    apply(await call(), true, link);
    await after?.();
    return true;
  } catch (err) {
    fail(err);
    return false;
  } finally {
    setPending(id, false);
  }
}

export async function refreshCart(): Promise<void> {
  try {
    const answer = await cartCalls.index();
    apply(answer, false);
    await reloadFuture();
  } catch {
    // The page keeps what it shows; the next action answers with the truth.
  }
}

/** Adds `count` more (the server's add rule); `link` goes on the success toast. */
export const addItem = (id: number, count?: number, link?: ToastLink) => run(id, () => cartCalls.add(id, count), undefined, link);

/** The add-to-cart toast's way on to the cart. */
export const CART_LINK: ToastLink = { href: '/cart', label: faShell.buy.viewCart };

/** The count of a variety in the cart as this page knows it (0: not in it, or not known yet). */
export const countInCart = (cart: Cart | null, id: number): number => cart?.items.find((i) => i.v_id === id)?.count ?? 0;

/**
 * A buy button's tap: adds once, with a toast that links to the cart. A tap while
 * the add is on its way is dropped, and a tap on a variety already in the cart adds nothing
 * and says so (the stepper changes the count): a second tap never silently adds a unit.
 * When the badge says the cart holds something the page has not seen yet (an earlier
 * visit), the cart is read first, so that visit's lines count too.
 */
export async function addOnce(id: number, count?: number): Promise<boolean> {
  if ($pending.get().has(id)) return false;
  if ($cart.get() === null && $cartCount.get() > 0) {
    setPending(id, true);
    try {
      $cart.set((await cartCalls.index()).data);
    } catch {
      // Unknown still: the add below goes ahead, and its answer is the truth.
    } finally {
      setPending(id, false);
    }
  }
  if (countInCart($cart.get(), id) > 0) {
    showToast(faShell.buy.already, 'success', TOAST_DURATION_MS, CART_LINK);
    return true;
  }
  return run(id, () => cartCalls.add(id, count), undefined, CART_LINK);
}

/** Spec section 4: on failure show the message and reset to the server's count for that variety. */
export async function changeItem(id: number, count: number): Promise<void> {
  // The tap shows at once; the server's answer (or refusal) then sets the truth.
  const shown = $cart.get();
  if (shown) $cart.set({ ...shown, items: shown.items.map((i) => (i.v_id === id ? { ...i, count } : i)) });
  setPending(id, true);
  try {
    apply(await cartCalls.change(id, count), false);
  } catch (err) {
    fail(err);
    const kept = (err instanceof HttpError ? (err.body as { varietyIdCount?: VarietyCount[] } | undefined)?.varietyIdCount : undefined) ?? null;
    const cart = $cart.get();
    if (cart && kept) {
      const counts = new Map(kept.map((k) => [k.id, k.count]));
      $cart.set({ ...cart, items: cart.items.map((i) => ({ ...i, count: counts.get(i.v_id) ?? i.count })) });
    } else await refreshCart();
  } finally {
    setPending(id, false);
  }
}

const reloadFuture = async () => {
  $future.set((await cartCalls.future()).data.items);
};

export const removeItem = (id: number) => run(id, () => cartCalls.remove(id));
export const clearAll = () => run(0, () => cartCalls.clear());
export const moveToFuture = (id: number) => run(id, () => cartCalls.toFuture(id), reloadFuture);
export const moveAllToFuture = () => run(0, () => cartCalls.allToFuture(), reloadFuture);
export const futureToCart = (id: number) => run(id, () => cartCalls.futureToCart(id), reloadFuture);
export const removeFuture = (id: number) => run(id, () => cartCalls.futureRemove(id), reloadFuture);
export const removeDiscount = (code?: string) => run(0, () => cartCalls.removeDiscount(code));

/** Applies a discount or gift-card code; a refusal's field message comes back for the form. */
export async function applyCode(code: string): Promise<{ applied: boolean; fieldError: string | null }> {
  try {
    apply(await cartCalls.setDiscount(code));
    return { applied: true, fieldError: null };
  } catch (err) {
    if (err instanceof HttpError && err.status === 422) return { applied: false, fieldError: err.fields[0]?.message ?? err.message };
    fail(err);
    return { applied: false, fieldError: null };
  }
}

/** Two tabs converge: a change elsewhere reloads this tab's copy. */
export function followOtherTabs(): () => void {
  return onOtherTabCartChange(() => void refreshCart());
}

export { $cartCount, syncCartCountFromCookie } from './count-store.ts';
