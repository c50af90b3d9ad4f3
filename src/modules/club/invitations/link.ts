import { createHmac } from 'node:crypto';
import { authSecret } from '#server/auth/clients.ts';
import { sameSecret } from '#server/auth/crypto.ts';
import { cookieHeader } from '#server/http/cookies.ts';

/**
 * An inviter's links, signed with the server's secret so nobody can make one for another
 * account (docs/adr/0027): the full `/invite/{id}/{created}` ({created} is a keyed HMAC of
 * the id, 96 bits), the short `/i/{code}` (the id in base 36 followed by 8 signature
 * characters, 48 bits: it only ever leads to the full link, which is checked again) and the
 * cookie that carries the inviter from the landing to the sign-up. Each use has its own key
 * label, so one signature never passes for another. Nothing is stored: the same account
 * always has the same links.
 */
const sign = (purpose: 'link' | 'short' | 'cookie', inviterId: number) =>
  createHmac('sha256', authSecret()).update(`invitation-${purpose}\n${inviterId}`).digest('base64url');

const LINK_TOKEN_LENGTH = 16;
const SHORT_SIG_LENGTH = 8;
const COOKIE_SIG_LENGTH = 22;
/** Ids as the table has them (serial): positive, at most ten digits. */
const ID = /^[1-9]\d{0,9}$/;

const idOf = (text: string): number | null => (ID.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null);

export const linkToken = (inviterId: number) => sign('link', inviterId).slice(0, LINK_TOKEN_LENGTH);

/** The inviter's landing, a path on our origin. */
export const invitationPath = (inviterId: number) => `/invite/${inviterId}/${linkToken(inviterId)}`;

/** The inviter behind `/invite/{id}/{created}`, or null when the pair was not signed by us. */
export function inviterOfLink(id: string, created: string): number | null {
  const inviterId = idOf(id);
  if (inviterId === null || created.length !== LINK_TOKEN_LENGTH) return null;
  return sameSecret(created, linkToken(inviterId)) ? inviterId : null;
}

export const shortCode = (inviterId: number) => `${inviterId.toString(36)}${sign('short', inviterId).slice(0, SHORT_SIG_LENGTH)}`;

export const shortPath = (inviterId: number) => `/i/${shortCode(inviterId)}`;

/** The inviter behind a short code, or null. */
export function inviterOfShortCode(code: string | null | undefined): number | null {
  if (!code || !/^[0-9a-z]{1,7}[A-Za-z0-9_-]{8}$/.test(code)) return null;
  const base36 = code.slice(0, -SHORT_SIG_LENGTH);
  const inviterId = idOf(String(parseInt(base36, 36)));
  if (inviterId === null || inviterId.toString(36) !== base36) return null;
  return sameSecret(code, shortCode(inviterId)) ? inviterId : null;
}

/** The invitation cookie: HttpOnly, set by the landing, read once when the friend signs in. */
export const INVITATION_COOKIE = 'bz_invite';
/** A friend may take a few days between opening the link and signing up. */
export const INVITATION_COOKIE_TTL = 60 * 60 * 24 * 14;

export const invitationCookieValue = (inviterId: number) => `${inviterId}.${sign('cookie', inviterId).slice(0, COOKIE_SIG_LENGTH)}`;

/** The inviter a cookie names, or null when it is missing, malformed or forged. */
export function inviterOfCookie(value: string | null | undefined): number | null {
  if (!value || value.length > 40) return null;
  const dot = value.indexOf('.');
  const inviterId = dot > 0 ? idOf(value.slice(0, dot)) : null;
  if (inviterId === null) return null;
  return sameSecret(value, invitationCookieValue(inviterId)) ? inviterId : null;
}

/** The Set-Cookie of the landing (HttpOnly, SameSite=Lax, Secure outside local development). */
export const invitationSetCookie = (inviterId: number, secure: boolean) =>
  cookieHeader(INVITATION_COOKIE, invitationCookieValue(inviterId), { maxAge: INVITATION_COOKIE_TTL, secure });

/** The cookie's end, once a sign-in has read it (taken or not, it is never read twice). */
export const clearedInvitationCookie = (secure: boolean) => cookieHeader(INVITATION_COOKIE, '', { maxAge: 0, secure });
