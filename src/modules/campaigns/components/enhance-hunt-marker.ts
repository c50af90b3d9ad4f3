import { api, HttpError } from '#lib/http/index.ts';
import { NO_RESPONSE } from '#lib/http/errors.ts';
import { toFaDigits } from '#lib/digits.ts';
import { faGames } from '#i18n/fa-games.ts';

/**
 * The hunt marker's form, sent in place (the form works without this: a 303 to /hunt): the
 * find's result shown beside the button, a guest sent to sign in and brought back here.
 */
export function installHuntMarkers(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-hunt-marker]')) {
    const out = form.querySelector<HTMLElement>('[data-hunt-result]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (button?.disabled) return;
      if (button) button.disabled = true;
      try {
        const res = await api.post<{ data: { coins: number } }>(
          '/v10/campaign/hunt-find',
          { item_id: Number(new FormData(form).get('item_id')) },
          { mode: 'rethrow' },
        );
        if (out) {
          out.classList.remove('text-danger');
          out.classList.add('text-success');
          out.textContent = faGames.hunt.foundIt(res.data.coins > 0 ? toFaDigits(res.data.coins) : '');
        }
      } catch (err) {
        if (err instanceof HttpError && err.status === 401) {
          location.assign(`/auth?back=${encodeURIComponent(location.pathname)}`);
          return;
        }
        if (out) {
          out.classList.remove('text-success');
          out.classList.add('text-danger');
          out.textContent = err instanceof HttpError ? err.fields[0]?.message || err.message : NO_RESPONSE;
        }
        if (button) button.disabled = false;
      }
    });
  }
}
