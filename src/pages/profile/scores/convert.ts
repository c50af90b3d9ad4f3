/**
 * POST /profile/scores/convert: the coins screen's conversion form without JavaScript.
 * Converts through the same service as /v6/off/convert-coin-to-off and goes back to the
 * screen (303), which says what happened from a short code in the query: the new code's
 * id, or why not (never a message taken from the URL). Astro's origin check guards it.
 */
import type { APIRoute } from 'astro';
import { sessionUser } from '#modules/account/index.ts';
import { convertCoins, convertBody } from '#modules/wallet/index.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';

const back = (query: string, hash: string) =>
  new Response(null, { status: 303, headers: { Location: `/profile/scores?${query}#${hash}`, 'Cache-Control': 'no-store' } });

export const POST: APIRoute = async ({ request, cookies }) => {
  const user = await sessionUser(cookies);
  if (!user) return new Response(null, { status: 303, headers: { Location: '/auth', 'Cache-Control': 'no-store' } });
  const form = await request.formData().catch(() => null);
  const raw = form?.get('id');
  const parsed = convertBody.safeParse({ id: typeof raw === 'string' ? raw : undefined });
  if (!parsed.success) return back('notice=offer', 'offers');
  try {
    const code = await convertCoins((await getDatabase()).db, user.id, parsed.data.id);
    return back(`converted=${code.id}`, 'codes');
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) return back(`notice=coins&offer=${parsed.data.id}`, 'offers');
    throw err;
  }
};
