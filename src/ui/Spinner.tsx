import { faShell as fa } from '#i18n/fa-shell.ts';

/** A 0.7 s spinner (spec section 9) with a spoken label. */
export function Spinner({ label = fa.common.loading, size = 24 }: { label?: string; size?: number }) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        className="inline-block animate-spin rounded-full border-2 border-brand-100 border-t-brand-500"
        style={{ width: size, height: size }}
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
