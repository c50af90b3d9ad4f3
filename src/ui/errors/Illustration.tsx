import type { ErrorIllustration } from './messages';

/** Small inline drawings (no image requests on an error page). Decorative only. */
export function Illustration({ kind }: { kind: ErrorIllustration }) {
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" className="mx-auto">
      <rect x="20" y="20" width="200" height="120" rx="14" className="fill-brand-50" />
      {kind === 'not-found' && (
        <g fill="none" className="stroke-brand-500" strokeWidth="6" strokeLinecap="round">
          <circle cx="108" cy="76" r="30" />
          <path d="M130 98l28 28" />
        </g>
      )}
      {kind === 'forbidden' && (
        <g fill="none" className="stroke-brand-500" strokeWidth="6" strokeLinecap="round">
          <rect x="90" y="70" width="60" height="46" rx="8" />
          <path d="M102 70v-12a18 18 0 0 1 36 0v12" />
        </g>
      )}
      {kind === 'server' && (
        <g fill="none" className="stroke-brand-500" strokeWidth="6" strokeLinecap="round">
          <rect x="80" y="44" width="80" height="30" rx="6" />
          <rect x="80" y="84" width="80" height="30" rx="6" />
          <path d="M96 59h8M96 99h8" />
        </g>
      )}
      {kind === 'busy' && (
        <g fill="none" className="stroke-brand-500" strokeWidth="6" strokeLinecap="round">
          <circle cx="120" cy="80" r="36" />
          <path d="M120 58v22l14 10" />
        </g>
      )}
      {kind === 'offline' && (
        <g fill="none" className="stroke-brand-500" strokeWidth="6" strokeLinecap="round">
          <path d="M80 76a56 56 0 0 1 80 0M94 92a34 34 0 0 1 52 0" />
          <circle cx="120" cy="108" r="4" className="fill-brand-500" />
          <path d="M84 48l72 72" />
        </g>
      )}
      {kind === 'generic' && (
        <g fill="none" className="stroke-brand-500" strokeWidth="6" strokeLinecap="round">
          <path d="M120 44l40 70H80z" />
          <path d="M120 70v20M120 102v2" />
        </g>
      )}
    </svg>
  );
}
