/**
 * POST /profile/paybuy/top-up: the balance page's top-up form, as a plain HTML form (it
 * works without JavaScript). The amount is typed in toman (Persian digits and separators
 * accepted) and sent to the service in rials; the browser goes on to the bank, or back to
 * the form with the reason. Astro's origin check guards this POST against other sites.
 */
import type { APIRoute } from 'astro';
import { amountOf } from '#lib/validation/rules.ts';
import { sessionUser } from '#modules/account/index.ts';
import { bankRedirectPath } from '#modules/payments/index.ts';
import { TOP_UP_MESSAGES, topUpBody } from '#modules/wallet/index.ts';
import { startTopUp } from '#flows/top-up.ts';
import { publicOrigin } from '#routing/origin.ts';
import { variantOfHost } from '#routing/variant.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';

const back = (error: keyof typeof TOP_UP_MESSAGES, amount: string) =>
  `/profile/paybuy?error=${error}${amount ? `&amount=${encodeURIComponent(amount.slice(0, 20))}` : ''}#top-up`;

const errorKey = (message: string): keyof typeof TOP_UP_MESSAGES =>
  (Object.entries(TOP_UP_MESSAGES).find(([, m]) => m === message)?.[0] as keyof typeof TOP_UP_MESSAGES | undefined) ?? 'amount';

export const POST: APIRoute = async ({ request, cookies, url, redirect }) => {
  const user = await sessionUser(cookies);
  if (!user) return redirect('/auth?back=%2Fprofile%2Fpaybuy', 303);
  const form = await request.formData().catch(() => new FormData());
  // A suggested-amount button names its own amount; otherwise the typed one.
  const typed = String(form.get('quick_toman') || form.get('amount_toman') || '').trim();
  const toman = amountOf(typed, true);
  const gateway = String(form.get('gateway') ?? '') || undefined;
  const parsed = topUpBody.safeParse({ amount: toman === undefined || Number.isNaN(toman) ? 'x' : toman * 10, gateway });
  if (!parsed.success) return redirect(back(errorKey(parsed.error.issues[0]?.message ?? ''), typed), 303);
  const { db } = await getDatabase();
  try {
    const started = await startTopUp(
      db,
      user.id,
      parsed.data.amount,
      parsed.data.gateway,
      publicOrigin(variantOfHost(request.headers.get('Host') ?? undefined), url),
    );
    // Through our own hop page: a redirect straight to the bank after a form POST breaks the pages' `form-action 'self'`.
    return redirect(bankRedirectPath(started.id), 303);
  } catch (err) {
    if (err instanceof ApiError) return redirect(back(errorKey(err.fields?.[0]?.message ?? err.message), typed), 303);
    throw err;
  }
};
