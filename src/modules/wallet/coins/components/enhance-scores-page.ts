import { faCoins as t } from '#i18n/fa-coins.ts';
import { showToast } from '#ui/toast/store.ts';

/**
 * The coins screen's small enhancements (the page works without them): copy buttons on
 * the personal codes, and a convert button that cannot be pressed twice while its form is
 * being sent (a second press would convert again if the coins covered it).
 */
export function installScoresPage(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy-code]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copyCode ?? '');
        showToast(t.copied, 'success');
      } catch {
        showToast(t.copyFailed, 'warn');
      }
    });
  }
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-convert-form]')) {
    form.addEventListener('submit', (event) => {
      if (form.dataset.sending) {
        event.preventDefault();
        return;
      }
      form.dataset.sending = '1';
      // After this turn, so the pressed button's value still goes with the form.
      setTimeout(() => form.querySelector('button[type="submit"]')?.setAttribute('disabled', ''));
    });
  }
}
