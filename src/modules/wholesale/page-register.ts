import type { AstroGlobal } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { sessionUser } from '#modules/account/index.ts';
import { latestApplication, type Application } from './applications.ts';
import { partnerFormAction, type PartnerFormOutcome } from './forms.ts';
import { COWORKER_STATUS } from './partner-status.ts';

const formValuesOf = (a: Application): Record<string, string> => ({
  kind: a.kind,
  company_name: a.companyName,
  legal_national_id: a.legalNationalId ?? '',
  company_type: a.companyType ? String(a.companyType) : '',
  economic_code: a.economicCode ?? '',
  intro_method_id: String(a.introMethodId),
});

/**
 * What /b2b/register and /b2b/register-old do before they render: personal (never
 * cached); one who has applied and is not refused goes to /b2b/validation; a signed-in
 * customer's posted form is applied (303 to /b2b/validation) or comes back with its errors.
 */
export async function registerPage(
  Astro: AstroGlobal,
): Promise<Response | { signedIn: boolean; refused: Application | null; correcting: Application | null; outcome: PartnerFormOutcome }> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const user = await sessionUser(Astro.cookies);
  const { db } = await getDatabase();
  const latest = user ? await latestApplication(db, user.id) : null;
  const refused = latest?.status === COWORKER_STATUS.refused ? latest : null;
  const correcting = latest?.status === COWORKER_STATUS.needsChanges ? latest : null;
  if (latest && !refused && !correcting) return Astro.redirect('/b2b/validation');
  // Sent back for changes: the form starts from what they sent.
  let outcome: PartnerFormOutcome = { errors: {}, values: correcting ? formValuesOf(correcting) : {} };
  if (user && Astro.request.method === 'POST') {
    const form = await Astro.request.formData().catch(() => new FormData());
    outcome = await partnerFormAction(db, user.id, form);
    if (outcome.redirect) return Astro.redirect(outcome.redirect, 303);
    Astro.response.status = outcome.status ?? 422;
  }
  return { signedIn: !!user, refused, correcting, outcome };
}
