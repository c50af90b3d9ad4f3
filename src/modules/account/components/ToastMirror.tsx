import { useStore } from '@nanostores/react';
import { fa } from '#i18n/fa.ts';
import { $toasts, closeToast } from '#ui/toast/store.ts';

/**
 * A modal <dialog> sits in the top layer, above the page's toast region and behind its
 * own backdrop, so toasts raised while it is open are shown inside it too.
 */
export function ToastMirror() {
  const toasts = useStore($toasts);
  if (toasts.length === 0) return null;
  return (
    <div className="mt-4 flex flex-col gap-2">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.type === 'success' ? 'status' : 'alert'}
          className={`flex items-center gap-3 rounded-lg px-4 py-3 text-sm text-white ${t.type === 'success' ? 'bg-success' : t.type === 'warn' ? 'bg-warn text-ink' : 'bg-danger'}`}
        >
          <p className="flex-1">{t.text}</p>
          <button type="button" onClick={() => closeToast(t.id)} aria-label={fa.common.close} className="shrink-0 rounded px-1 text-lg leading-none">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
