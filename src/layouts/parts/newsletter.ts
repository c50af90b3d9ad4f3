import { faShell as fa } from '#i18n/fa-shell.ts';
import { messages } from '#lib/validation/messages.ts';
import { showToast } from '#ui/toast/store.ts';

/**
 * The footer newsletter form posts as a plain form without JavaScript; with it, the
 * address is checked here and sent in the background, and the answer shows as a toast.
 */
export function enhanceNewsletter(form: HTMLFormElement): void {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const email = input.value.trim();
    if (!email || !input.validity.valid) {
      showToast(email ? messages.email : messages.required);
      input.focus();
      return;
    }
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email }),
      });
      const body = (await res.json().catch(() => null)) as { message?: string; data?: Array<{ message: string }> } | null;
      if (res.ok) {
        showToast(fa.footer.newsletterDone, 'success');
        form.reset();
      } else {
        showToast(body?.data?.[0]?.message ?? body?.message ?? messages.email, 'error');
      }
    } catch {
      showToast('پاسخی از سرور دریافت نشد', 'error');
    }
  });
}
