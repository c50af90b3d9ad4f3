import { faShell as fa } from '#i18n/fa-shell.ts';
import { $toasts, closeToast, type Toast } from './store.ts';

/**
 * Renders the toast store into the live region of the base layout without React, so
 * pages that hydrate nothing can still show toasts (loaded as a tiny module script).
 */
const COLORS: Record<Toast['type'], string> = {
  danger: 'bg-danger',
  error: 'bg-danger',
  success: 'bg-success',
  warn: 'bg-warn text-ink',
};

function render(region: HTMLElement, toasts: readonly Toast[]) {
  const shown = new Set(toasts.map((t) => String(t.id)));
  for (const el of [...region.children] as HTMLElement[]) {
    if (!shown.has(el.dataset.toastId ?? '')) el.remove();
  }
  for (const toast of toasts) {
    if (region.querySelector(`[data-toast-id="${toast.id}"]`)) continue;
    const item = document.createElement('div');
    item.dataset.toastId = String(toast.id);
    item.dataset.type = toast.type;
    item.setAttribute('role', toast.type === 'success' ? 'status' : 'alert');
    item.className = `toast pointer-events-auto flex items-center gap-3 rounded-lg px-4 py-3 text-sm text-white shadow-lg ${COLORS[toast.type]}`;
    const text = document.createElement('p');
    text.className = 'flex-1';
    text.textContent = toast.text;
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'shrink-0 rounded px-1 text-lg leading-none';
    close.setAttribute('aria-label', fa.common.close);
    close.textContent = '×';
    close.addEventListener('click', () => closeToast(toast.id));
    item.append(text);
    if (toast.link) {
      const link = document.createElement('a');
      link.href = toast.link.href;
      link.className = 'shrink-0 rounded font-bold underline underline-offset-4';
      link.textContent = toast.link.label;
      item.append(link);
    }
    item.append(close);
    region.append(item);
  }
}

export function mountToaster(region: HTMLElement): () => void {
  return $toasts.subscribe((toasts) => render(region, toasts));
}
