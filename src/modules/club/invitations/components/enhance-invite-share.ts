import { faInvite as t } from '#i18n/fa-invite.ts';
import { showToast } from '#ui/toast/store.ts';

/**
 * /invite-friends without a framework: the copy buttons appear and copy their link (the
 * page works without this: the links are in fields to select), and a click in a link's
 * field selects it whole.
 */
export function enhanceInviteShare(doc: Document = document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-invite-share] button[data-copy-link]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copyLink ?? '');
        showToast(t.copied, 'success');
      } catch {
        showToast(t.copyFailed, 'warn');
      }
    });
  }
  for (const field of doc.querySelectorAll<HTMLInputElement>('[data-invite-share] input[data-invite-link]')) {
    field.addEventListener('focus', () => field.select());
  }
}
