import { isGuest, openLoginFromAnywhere } from '#modules/account/client.ts';

/**
 * Progressive enhancement of the catalogue's personal buttons, loaded on every catalogue
 * page and kept tiny: one delegated listener each. The add-to-cart form posts to
 * /cart/add without JavaScript (the server adds and shows the cart); with it, the first
 * tap loads the cart actions (and only then the HTTP client) and stays on the page; a buy
 * box island that has hydrated handles its own form (its submit never reaches here). The
 * wish-list hearts and "let me know" buttons do the same, opening the login modal for guests.
 */
const signedIn = () => !isGuest();

async function busy<T>(el: HTMLElement, work: () => Promise<T>): Promise<T> {
  el.setAttribute('aria-busy', 'true');
  el.toggleAttribute('disabled', true);
  try {
    return await work();
  } finally {
    el.removeAttribute('aria-busy');
    el.toggleAttribute('disabled', false);
  }
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('[data-add-to-cart]')) return;
  event.preventDefault();
  const data = new FormData(form);
  const id = Number(data.get('id'));
  const count = Number(data.get('count')) || undefined;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]') ?? form;
  void busy(button, async () => {
    const { addOnce } = await import('./store.ts');
    if (await addOnce(id, count)) form.dataset.added = 'true';
  });
}

/**
 * Hearts the shopper changed on this page: their state is fresher than the idle fill's
 * answer, which may arrive after a quick click (a busy phone) and must not undo it.
 */
const changedHere = new Set<number>();

async function toggleWish(button: HTMLButtonElement) {
  const id = Number(button.dataset.wishToggle);
  changedHere.add(id);
  const on = button.getAttribute('aria-pressed') !== 'true';
  const { wishItem } = await import('#modules/lists/client.ts');
  if (await wishItem(id, on)) {
    for (const b of document.querySelectorAll<HTMLButtonElement>(`[data-wish-toggle="${id}"]`)) b.setAttribute('aria-pressed', String(on));
    if (!on) button.closest<HTMLElement>('[data-wish-remove-card]')?.remove();
  }
}

async function letMeKnow(button: HTMLButtonElement) {
  const { letMeKnow: ask } = await import('#modules/lists/client.ts');
  if (await ask(Number(button.dataset.letMeKnow))) button.setAttribute('aria-pressed', 'true');
}

function onClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-wish-toggle], button[data-let-me-know]') : null;
  if (!target) return;
  event.preventDefault();
  const act = () => void busy(target, () => (target.dataset.wishToggle ? toggleWish(target) : letMeKnow(target)));
  if (signedIn()) act();
  else void openLoginFromAnywhere(act);
}

/** Fills the hearts of a signed-in shopper once the page is idle (one request for the page). */
async function markWished() {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[data-wish-toggle]')];
  if (!signedIn() || buttons.length === 0) return;
  const { wishedOf } = await import('#modules/lists/client.ts');
  const wished = new Set(await wishedOf([...new Set(buttons.map((b) => Number(b.dataset.wishToggle)))]));
  for (const b of buttons) {
    const id = Number(b.dataset.wishToggle);
    if (!changedHere.has(id)) b.setAttribute('aria-pressed', String(wished.has(id)));
  }
}

export function enhanceCartButtons(doc: Document = document): void {
  doc.addEventListener('submit', onSubmit);
  doc.addEventListener('click', onClick);
  const idle = (cb: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(cb, { timeout: 3000 }) : setTimeout(cb, 1500));
  idle(() => void markWished());
}
