import type { AstroGlobal } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { requestIp } from '#server/http/client-address.ts';
import type { Staff } from '#modules/staff/index.ts';
import { gate } from '../page-gate.ts';
import { CONTENT_ACTIONS, isContentAction, type ContentActionName } from './actions.ts';

/**
 * The content screens' plain form posts: `_action` names a CONTENT_ACTIONS entry (the
 * same the API runs) this screen offers. It worked: 303 back to the screen with
 * `?done=<action>`. It did not: the screen renders again (422, 404…) with the message of
 * each field, shown beside the form that was sent (`key`: its action and row id) with the
 * values the editor typed, so nothing is lost.
 */
export interface FormFailure {
  status: number;
  key: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A message that belongs to no field (the row is gone). */
  message?: string;
}

export const formKey = (action: ContentActionName, id?: number | string) => `${action}:${id ?? 'new'}`;

export async function handleContentForm(Astro: AstroGlobal, staff: Staff, offered: readonly ContentActionName[]): Promise<Response | FormFailure | null> {
  if (Astro.request.method !== 'POST') return null;
  const form = await Astro.request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  const action = values._action;
  if (!isContentAction(action) || !offered.includes(action)) {
    Astro.response.status = 422;
    return { status: 422, key: '', values, errors: {}, message: 'درخواست نامعتبر است' };
  }
  const key = formKey(action, values.id);
  try {
    const { db } = await getDatabase();
    await CONTENT_ACTIONS[action].apply(db, { staff, ip: requestIp(Astro.request) }, values);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    Astro.response.status = err.status;
    const errors: Record<string, string> = {};
    for (const f of err.fields ?? []) errors[f.field] ??= f.message;
    return { status: err.status, key, values, errors, message: err.fields?.length ? undefined : err.message };
  }
  return Astro.redirect(`${Astro.url.pathname}?done=${encodeURIComponent(action)}`, 303);
}

/** The status line after a change worked (`?done=` of the redirect), or null. */
export function doneMessage(url: URL): string | null {
  const done = url.searchParams.get('done');
  return isContentAction(done) ? CONTENT_ACTIONS[done].done : null;
}

/**
 * What one form shows: the editor's values and errors when it is the form that failed,
 * else the stored row's values and no errors.
 */
export function formState(failure: FormFailure | null, key: string, stored: Record<string, string>) {
  const mine = failure?.key === key;
  return {
    value: (name: string) => (mine ? (failure.values[name] ?? '') : (stored[name] ?? '')),
    checked: (name: string) => (mine ? failure.values[name] === 'on' : stored[name] === 'on'),
    error: (name: string) => (mine ? failure.errors[name] : undefined),
    message: mine ? failure.message : undefined,
  };
}

/**
 * A content screen's start: the gate (`content.edit`), then the form it was sent, if any.
 * A Response (sign in, second factor, the 303 after a change) is returned as is.
 */
export async function openContentScreen(Astro: AstroGlobal, offered: readonly ContentActionName[]) {
  const entry = await gate(Astro, 'content.edit');
  if (entry instanceof Response) return entry;
  const posted = 'staff' in entry ? await handleContentForm(Astro, entry.staff, offered) : null;
  if (posted instanceof Response) return posted;
  const { db } = await getDatabase();
  return { entry, posted, db, allowed: 'staff' in entry };
}
