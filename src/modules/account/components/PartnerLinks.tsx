import { fa } from '#i18n/fa.ts';
import { withBack } from '../back-path.ts';
import type { OAuthPartnerLink } from '../client.ts';
import { fill } from './text.ts';

/**
 * «ورود با …» for each configured sign-in partner: plain links to /oauth/login-by-{id}
 * (a full navigation to the partner's consent page). `back` is the page to return to;
 * /auth needs none, the guard already remembered it.
 */
export function PartnerLinks({ partners, back }: { partners: readonly OAuthPartnerLink[]; back?: string }) {
  if (partners.length === 0) return null;
  return (
    <div className="mt-5 flex flex-col gap-2">
      <p className="flex items-center gap-3 text-xs text-ink-soft before:h-px before:flex-1 before:bg-surface-line after:h-px after:flex-1 after:bg-surface-line">
        {fa.auth.otherWays}
      </p>
      {partners.map((p) => (
        <a
          key={p.id}
          href={withBack(`/oauth/login-by-${p.id}`, back ?? '')}
          className="flex h-12 items-center justify-center rounded-lg border border-surface-line font-medium text-ink hover:border-brand-500 hover:text-brand-600"
        >
          {fill(fa.auth.loginWith, { partner: p.name })}
        </a>
      ))}
    </div>
  );
}
