import { fa } from '#i18n/fa.ts';
import { goTo } from '../../store.ts';
import { finishLogin } from '../finish.ts';
import { LinkButton } from '../form-kit.tsx';

const primary = 'flex h-12 w-full items-center justify-center rounded-lg bg-brand-500 font-bold text-white hover:bg-brand-600';

/** pre-complete-profile: signed in with an incomplete profile; complete it now or later. */
export function PreCompleteStep() {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-ink-soft">{fa.auth.preCompleteIntro}</p>
      <button type="button" className={primary} onClick={() => goTo('complete-profile')}>
        {fa.auth.completeNow}
      </button>
      <div className="flex justify-center">
        <LinkButton onClick={() => finishLogin()}>{fa.auth.later}</LinkButton>
      </div>
    </div>
  );
}

/** success-complete-profile: the profile is complete; «ادامه» ends the flow. */
export function SuccessStep() {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-lg border border-success bg-success/10 px-3 py-2 text-sm text-ink">
        {fa.auth.completeDone}
      </p>
      <button type="button" className={primary} onClick={() => finishLogin()}>
        {fa.auth.continue}
      </button>
    </div>
  );
}
