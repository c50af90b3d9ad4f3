/**
 * /provider/contract (spec section 7 "Provider contract: GET returning a file"): the
 * signed-in applicant's contract as a PDF, the same file as /v6/provider/register/contract.
 */
import type { APIRoute } from 'astro';
import { sessionUser } from '#modules/account/index.ts';
import { applicationOf, contractOf } from '#modules/provider/index.ts';
import { downloadHeaders } from '#server/http/download.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';

export const GET: APIRoute = async ({ cookies, redirect }) => {
  const user = await sessionUser(cookies);
  if (!user) return redirect('/auth', 302);
  const { db } = await getDatabase();
  const app = await applicationOf(db, user.id);
  if (!app) return redirect('/provider/register?step=1', 302);
  try {
    return new Response(new Uint8Array(await contractOf(db, app)), { headers: downloadHeaders('application/pdf', `bazaar-contract-${app.id}.pdf`) });
  } catch (err) {
    // The three steps are not saved yet: back to the one to fill.
    if (err instanceof ApiError && err.status === 409) return redirect(`/provider/register?step=${Math.min(app.step + 1, 3)}`, 302);
    throw err;
  }
};
