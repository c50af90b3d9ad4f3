import { useStore } from '@nanostores/react';
import { $identity, goTo } from '../../store.ts';
import { ProfileCompletionForm } from '../ProfileCompletionForm.tsx';

/** complete-profile: the profile form (POST /v6/profile/insert), then the success step. */
export function CompleteProfileStep() {
  const identity = useStore($identity);
  return (
    <ProfileCompletionForm
      initial={identity}
      onSaved={(updated) => {
        $identity.set(updated);
        goTo('success-complete-profile');
      }}
    />
  );
}
