import type { AstroGlobal } from 'astro';
import { getDatabase } from '../../server/db/client.ts';
import { sessionActor, sessionUser } from '../account/page-identity.ts';
import { latestApplication, type Application } from './applications.ts';
import { partnerFormAction, type PartnerFormOutcome } from './forms.ts';
import { COWORKER_STATUS } from './partner-status.ts';

/**
 * What /b2b/register and /b2b/register-old do before they render: personal (never
 * cached); one who has applied and is not refused goes to /b2b/validation; a signed-in
 * customer's posted form is applied (303 to /b2b/validation) or comes back with its errors.
 */
export async function registerPage(Astro: AstroGlobal): Promise<Response | { signedIn: boolean; refused: Application | null; outcome: PartnerFormOutcome }> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const user = await sessionUser(Astro.cookies);
  const { db } = await getDatabase();
  const latest = user ? await latestApplication(db, user.id) : null;
  if (latest && latest.status !== COWORKER_STATUS.refused) return Astro.redirect('/b2b/validation');
  let outcome: PartnerFormOutcome = { errors: {}, values: {} };
  if (user && Astro.request.method === 'POST') {
    const form = await Astro.request.formData().catch(() => new FormData());
    outcome = await partnerFormAction(db, user.id, form, await sessionActor(Astro.cookies));
    if (outcome.redirect) return Astro.redirect(outcome.redirect, 303);
    Astro.response.status = outcome.status ?? 422;
  }
  return { signedIn: !!user, refused: latest, outcome };
}
