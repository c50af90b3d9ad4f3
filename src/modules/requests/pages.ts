import type { AstroGlobal } from 'astro';
import { createCaptcha, sessionUser } from '#modules/account/index.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError, STATUS_MESSAGES, validationError } from '#server/errors.ts';
import { BAD_TEXT_MESSAGE, badTextField } from '#server/http/bad-text.ts';
import { requestIp } from '#server/http/client-address.ts';
import { errorsOfRefusal, textValues } from '#server/http/form-values.ts';
import { RESUME_MAX_BYTES } from './resumes.ts';
import { applyForJob, requestAgency, sendContactMessage, type Sender } from './service.ts';
import { REQUEST_MESSAGES } from './validation.ts';

/**
 * What /contact-us, /careers and /representation-request do before they render: plain
 * HTML forms (no script needed) handled by the same services as the API. Never cached
 * (a form's answer and a captcha are one visitor's). A post that works answers 303 to
 * `?sent=1` (a reload never posts twice); one that does not comes back with what was
 * typed and a Persian message per field, with the service's status (422, 429).
 */
export interface RequestForm {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The confirmation after a 303. */
  sent: boolean;
}

type Send = (body: Record<string, unknown>, sender: Sender) => Promise<unknown>;

/** The API's body limits (app/api.ts), for the pages' own posts: a declared size over them is not read. */
const TEXT_FORM_BYTES = 1024 * 1024;
const RESUME_FORM_BYTES = RESUME_MAX_BYTES + 256 * 1024;

async function handle(
  Astro: AstroGlobal,
  send: Send,
  { files = [] as string[], anchor = '', maxBytes = TEXT_FORM_BYTES } = {},
): Promise<Response | RequestForm> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const user = await sessionUser(Astro.cookies);
  const sent = Astro.url.searchParams.get('sent') === '1';
  if (Astro.request.method !== 'POST') {
    // A signed-in visitor need not type who they are.
    const values: Record<string, string> = user ? { name: [user.firstName, user.lastName].filter(Boolean).join(' '), mobile: user.mobile } : {};
    return { values, errors: {}, sent };
  }
  if (Number(Astro.request.headers.get('content-length') ?? 0) > maxBytes) {
    Astro.response.status = 413;
    return { values: {}, errors: files.length ? { [files[0]!]: REQUEST_MESSAGES.resumeSize } : { _: STATUS_MESSAGES[413]! }, sent: false };
  }
  const form = await Astro.request.formData().catch(() => new FormData());
  const values = textValues(form);
  try {
    const bad = badTextField(values);
    if (bad) throw validationError([{ field: bad, message: BAD_TEXT_MESSAGE }]);
    const body: Record<string, unknown> = { ...values };
    for (const name of files) body[name] = form.get(name);
    await send(body, { userId: user?.id ?? null, ip: requestIp(Astro.request) });
    return Astro.redirect(`${Astro.url.pathname}?sent=1${anchor}`, 303);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    Astro.response.status = err.status;
    return { values, errors: errorsOfRefusal(err), sent: false };
  }
}

/** /contact-us: a fresh captcha on every render (each is good once); «تصویر جدید» re-renders without sending. */
export async function contactPage(Astro: AstroGlobal): Promise<Response | (RequestForm & { captcha: { key: string; image: string } })> {
  const { db } = await getDatabase();
  const isRefresh = Astro.request.method === 'POST' && Astro.url.searchParams.get('captcha') === 'new';
  const state = isRefresh
    ? { values: textValues(await Astro.request.formData().catch(() => new FormData())), errors: {}, sent: false }
    : await handle(Astro, (body, sender) => sendContactMessage(db, body, sender), { anchor: '#contact-form' });
  if (state instanceof Response) return state;
  if (isRefresh) Astro.response.headers.set('Cache-Control', 'no-store');
  const { key, image } = createCaptcha();
  return { values: { ...state.values, captcha: '' }, errors: state.errors, sent: state.sent, captcha: { key, image } };
}

/** /careers: which position's form to show open again (the one posted), with its errors. */
export async function careersPage(Astro: AstroGlobal): Promise<Response | (RequestForm & { openId: number | null })> {
  const { db } = await getDatabase();
  const state = await handle(Astro, (body, sender) => applyForJob(db, body, sender), { files: ['resume'], maxBytes: RESUME_FORM_BYTES });
  if (state instanceof Response) return state;
  const openId = Number(state.values.position_id) || null;
  return { values: state.values, errors: state.errors, sent: state.sent, openId };
}

/** /representation-request. */
export async function agencyPage(Astro: AstroGlobal): Promise<Response | RequestForm> {
  const { db } = await getDatabase();
  const state = await handle(Astro, (body, sender) => requestAgency(db, body, sender), { anchor: '#agency-form' });
  if (state instanceof Response) return state;
  return { values: state.values, errors: state.errors, sent: state.sent };
}
