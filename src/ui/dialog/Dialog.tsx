import { useEffect, useId, useRef, type ReactNode } from 'react';
import { faShell as fa } from '#i18n/fa-shell.ts';
import { trapBackButton } from './back-close';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra classes for the panel (width, padding). */
  className?: string;
}

/**
 * A modal on the native <dialog> element (focus trap, Escape and the top layer come from
 * the browser). The back button closes it first (spec section 2).
 */
export function Dialog({ open, onClose, title, children, className = '' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    const release = trapBackButton(() => onCloseRef.current(), { modal: true });
    return () => {
      release();
      if (dialog.open) dialog.close();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className={`m-auto w-[min(100vw-1.5rem,32rem)] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50 ${className}`}
    >
      {open && (
        <div className="p-5">
          <header className="mb-4 flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {/* A 44 px target around the same ×; the negative margins keep the header's height and edge. */}
            <button
              type="button"
              onClick={onClose}
              className="-my-2 -me-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-ink-soft hover:bg-surface-soft"
              aria-label={fa.common.close}
            >
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
