import { BULK_TEXT } from './bulk-quantity.ts';
import { checkBulkField, setBulkField, watchBulkQuantities } from './enhance-bulk-quantity.ts';

/**
 * The wholesale buy box's script (components/BulkBuy.astro): the quantity field prices
 * what is typed, a count that cannot be ordered is said beside it and not sent, and the
 * form goes through the cart store (the header badge follows, the server's message is a
 * toast) instead of leaving the page: the first time it adds the count, then it sets the
 * count in the cart. Without it the same form posts to /cart/add or /cart/change and the
 * cart page shows the result. The store (and the HTTP client) load with the first send.
 */
const FORM = 'form[data-bulk-buy]';

/** The form as the cart now holds `inCart` of its variety: sends set the count from now on. */
function showInCart(form: HTMLFormElement, inCart: number) {
  form.dataset.inCart = String(inCart);
  form.action = inCart > 0 ? '/cart/change' : '/cart/add';
  const label = form.querySelector<HTMLElement>('[data-bulk-label]');
  if (label) label.textContent = inCart > 0 ? BULK_TEXT.set : BULK_TEXT.add;
  const link = form.querySelector<HTMLElement>('[data-bulk-cart-link]');
  if (link) link.hidden = inCart === 0;
  const input = form.querySelector<HTMLInputElement>('input[data-bulk-count]');
  if (input && inCart > 0) setBulkField(input, inCart);
}

async function send(form: HTMLFormElement, count: number) {
  const id = Number(form.dataset.bulkBuy);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  button?.setAttribute('aria-busy', 'true');
  if (button) button.disabled = true;
  try {
    const store = await import('./store.ts');
    if (Number(form.dataset.inCart) > 0) await store.changeItem(id, count);
    else await store.addItem(id, count, store.CART_LINK);
    // The server's answer is the truth: the count it kept (a refusal leaves the old one).
    const cart = store.$cart.get();
    if (cart) showInCart(form, store.countInCart(cart, id));
  } catch {
    // The store toasts what went wrong; the form stays as it was.
  } finally {
    button?.removeAttribute('aria-busy');
    if (button) button.disabled = false;
  }
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(FORM)) return;
  event.preventDefault();
  const input = form.querySelector<HTMLInputElement>('input[data-bulk-count]');
  if (!input || form.querySelector('button[aria-busy]')) return;
  const count = checkBulkField(input, true);
  if (count === null) return input.focus();
  void send(form, count);
}

export function enhanceBulkBuy(doc: Document = document): void {
  watchBulkQuantities(doc);
  doc.addEventListener('submit', onSubmit);
}
