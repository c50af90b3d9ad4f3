import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Dialog } from '#ui/dialog/Dialog.tsx';
import { readOAuthPartners, type OAuthPartnerLink } from '../client.ts';
import { $login, closeLogin, stepTitle, type LoginStep } from '../store.ts';
import { PartnerLinks } from './PartnerLinks.tsx';
import { CodeStep } from './steps/CodeStep.tsx';
import { CompleteProfileStep } from './steps/CompleteProfileStep.tsx';
import { PreCompleteStep, SuccessStep } from './steps/InfoSteps.tsx';
import { MobileStep } from './steps/MobileStep.tsx';
import { PasswordStep } from './steps/PasswordStep.tsx';
import { SetPasswordStep } from './steps/SetPasswordStep.tsx';
import { ToastMirror } from './ToastMirror.tsx';

function StepView({ step, back }: { step: LoginStep; back?: string }) {
  switch (step) {
    case 'login-or-register':
      return <MobileStep purpose="login" back={back} />;
    case 'password-login':
      return <PasswordStep />;
    case 'code-login':
      return <CodeStep purpose="login" />;
    case 'register':
      return <MobileStep purpose="register" back={back} />;
    case 'register-code':
      return <CodeStep purpose="register" />;
    case 'set-password':
      return <SetPasswordStep />;
    case 'pre-complete-profile':
      return <PreCompleteStep />;
    case 'complete-profile':
      return <CompleteProfileStep />;
    case 'success-complete-profile':
      return <SuccessStep />;
  }
}

const FIELD = 'input:not([type="hidden"]):not([hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The step's first field, or its first button when it has none. */
const firstFocusable = (el: HTMLElement | null) => el?.querySelector<HTMLElement>(FIELD) ?? el?.querySelector<HTMLElement>('button:not([disabled])');

/** Steps that offer signing in with a partner instead. */
const WITH_PARTNERS: ReadonlySet<LoginStep> = new Set(['login-or-register', 'register']);

/**
 * The login and registration steps (spec section 4), as a modal opened from anywhere
 * (`openLogin`) or, with `inline`, as the content of the /auth page. Each step gets a
 * fresh form, and focus moves to its first field. The first steps also link to the
 * sign-in partners: /auth passes them (rendered on the server); the modal reads them
 * from the page's client config and asks to come back to the current page.
 */
export function LoginModal({ inline = false, partners, back }: { inline?: boolean; partners?: readonly OAuthPartnerLink[]; back?: string }) {
  const state = useStore($login);
  const partnerLinks = useMemo(() => partners ?? readOAuthPartners(), [partners]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const seen = useRef<string | null>(null);

  useEffect(() => {
    const visible = inline || state.open;
    const key = visible ? state.step : null;
    // The inline page keeps the browser's own focus on load; later steps take it.
    if (key && seen.current !== key && (seen.current !== null || !inline)) {
      firstFocusable(bodyRef.current)?.focus();
    }
    seen.current = key;
  }, [inline, state.open, state.step]);

  const body = (
    <div ref={bodyRef} key={state.step} data-login-step={state.step}>
      <StepView step={state.step} back={inline ? (back ?? '') : undefined} />
      {WITH_PARTNERS.has(state.step) && <PartnerLinks partners={partnerLinks} back={inline ? undefined : `${location.pathname}${location.search}`} />}
    </div>
  );

  if (inline) {
    return (
      <section aria-labelledby={headingId} className="w-full rounded-2xl border border-surface-line bg-white p-5 sm:p-6">
        <h1 id={headingId} className="mb-4 text-xl font-bold">
          {stepTitle(state.step)}
        </h1>
        {body}
      </section>
    );
  }
  return (
    <Dialog open={state.open} onClose={closeLogin} title={stepTitle(state.step)}>
      {body}
      <ToastMirror />
    </Dialog>
  );
}
