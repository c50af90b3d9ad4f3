import { faInvite as t } from '#i18n/fa-invite.ts';
import { getDatabase } from '#server/db/client.ts';
import { toApiError } from '#server/errors.ts';
import { parse } from '#server/http/params.ts';
import { namesBody, saveNames, userById, withBack, type Names, type UserRow } from '#modules/account/index.ts';
import { maskMobile } from '#modules/account/components/text.ts';
import { inviterOfLink } from './link.ts';

/**
 * What the invitation pages need beyond the face: who an invitation link names, and where
 * a shopper goes once signed in on an invitation path (spec section 2: "paths containing
 * /invite get special handling after login"; section 4: an incomplete registration goes
 * to invite-complete-info).
 */
const INVITE_COMPLETE_INFO = '/profile/invite-complete-info';

/** Where `/invite/continue?to=` may lead after signing in; anything else goes to the profile. */
const CONTINUE_TARGETS = ['/profile', '/invite-friends'] as const;
export const continueTarget = (to: string | null): string => CONTINUE_TARGETS.find((p) => p === to) ?? '/profile';

/** Only the first name and the last name's initial ("سارا م."), or the number with its middle hidden. */
export function maskedName(u: Pick<UserRow, 'firstName' | 'lastName' | 'mobile'>): string {
  const first = u.firstName?.trim();
  if (first) return u.lastName?.trim() ? `${first} ${u.lastName.trim().charAt(0)}.` : first;
  return u.mobile ? maskMobile(u.mobile) : t.aFriend;
}

/** The inviter a landing's `{id}/{created}` names, or null (forged, malformed, or no such account). */
export async function inviterOfLanding(id: string | undefined, created: string | undefined): Promise<UserRow | null> {
  const inviterId = inviterOfLink(id ?? '', created ?? '');
  if (inviterId === null) return null;
  return (await userById((await getDatabase()).db, inviterId)) ?? null;
}

/** After signing in on an invitation path: a shopper without a name gives it first, then `to`. */
export function afterInvitePath(me: { first_name: string | null; last_name: string | null }, to = '/profile'): string {
  return me.first_name?.trim() && me.last_name?.trim() ? to : withBack(INVITE_COMPLETE_INFO, to);
}

export interface NamesOutcome {
  /** The names as saved (normalised), when they were. */
  saved: Names | null;
  status: number;
  errors: Partial<Record<'first_name' | 'last_name' | 'root', string>>;
  values: { first_name: string; last_name: string };
}

/**
 * /profile/invite-complete-info's names form (a plain POST): the names checked by account's
 * rules and saved through its face, or the Persian messages beside the fields and what was
 * typed, for the page to show again.
 */
export async function saveNamesForm(userId: number, form: FormData): Promise<NamesOutcome> {
  const values = { first_name: String(form.get('first_name') ?? '').slice(0, 100), last_name: String(form.get('last_name') ?? '').slice(0, 100) };
  try {
    const names = parse(namesBody, values);
    await saveNames((await getDatabase()).db, userId, names);
    return { saved: names, status: 303, errors: {}, values };
  } catch (err) {
    const e = toApiError(err);
    if (e.status >= 500) throw err;
    const errors: NamesOutcome['errors'] = {};
    for (const f of e.fields ?? []) errors[f.field === 'first_name' || f.field === 'last_name' ? f.field : 'root'] ??= f.message;
    if (!e.fields?.length) errors.root = e.message;
    return { saved: null, status: e.status, errors, values };
  }
}
