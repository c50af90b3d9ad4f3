import { describe, expect, it } from 'vitest';
import {
  INVITATION_COOKIE,
  clearedInvitationCookie,
  invitationCookieValue,
  invitationPath,
  invitationSetCookie,
  inviterOfCookie,
  inviterOfLink,
  inviterOfShortCode,
  linkToken,
  shortCode,
  shortPath,
} from './link.ts';
import { monthStart } from './rules.ts';

describe('invitation links are signed: only ours lead anywhere', () => {
  it('reads back the inviter of a link we made, and of its short code', () => {
    const path = invitationPath(42);
    const [, , id, created] = path.split('/');
    expect(path).toMatch(/^\/invite\/42\/[A-Za-z0-9_-]{16}$/);
    expect(inviterOfLink(id!, created!)).toBe(42);
    expect(shortPath(42)).toBe(`/i/${shortCode(42)}`);
    expect(inviterOfShortCode(shortCode(42))).toBe(42);
    expect(inviterOfShortCode(shortCode(2_000_000_000))).toBe(2_000_000_000);
  });

  it("refuses another inviter's signature, a changed character, and malformed ids or tokens", () => {
    const token = linkToken(42);
    expect(inviterOfLink('43', token)).toBeNull();
    expect(inviterOfLink('42', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(inviterOfLink('42', token.slice(0, 15))).toBeNull();
    for (const id of ['042', '0', '-1', '4.2', '42 ', '99999999999', '']) expect(inviterOfLink(id, token)).toBeNull();
    // Signed for one use, never valid for another.
    expect(inviterOfLink('42', shortCode(42).slice(-8).padEnd(16, 'A'))).toBeNull();
  });

  it('refuses a forged short code, even with a real signature on another id', () => {
    const code = shortCode(42);
    const other = shortCode(43);
    expect(inviterOfShortCode(`${(43).toString(36)}${code.slice(-8)}`)).toBeNull();
    expect(inviterOfShortCode(`${(42).toString(36)}${other.slice(-8)}`)).toBeNull();
    for (const bad of [null, undefined, '', 'abc', `0${code}`, `${code}x`, `../${code}`]) expect(inviterOfShortCode(bad)).toBeNull();
  });

  it('the cookie names its inviter only with our signature, HttpOnly and Lax, and is dropped with Max-Age=0', () => {
    expect(inviterOfCookie(invitationCookieValue(7))).toBe(7);
    expect(inviterOfCookie(invitationCookieValue(7).replace(/^7\./, '8.'))).toBeNull();
    expect(inviterOfCookie('7')).toBeNull();
    expect(inviterOfCookie(`7.${linkToken(7)}`)).toBeNull();
    expect(inviterOfCookie(undefined)).toBeNull();
    const set = invitationSetCookie(7, true);
    expect(set.startsWith(`${INVITATION_COOKIE}=${invitationCookieValue(7)};`)).toBe(true);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Secure/);
    expect(clearedInvitationCookie(false)).toMatch(/^bz_invite=; Path=\/; Max-Age=0;/);
  });
});

describe('the monthly limit counts a Jalali month in Tehran', () => {
  it('starts at midnight of the first of the month, Tehran time', () => {
    // 5 Farvardin 1405, noon UTC: the month began 1 Farvardin (21 March 2026) at 00:00 +03:30.
    expect(monthStart(new Date('2026-03-25T12:00:00Z')).toISOString()).toBe('2026-03-20T20:30:00.000Z');
    // 20:29 UTC on 20 March is still 29 Esfand 1404 in Tehran.
    expect(monthStart(new Date('2026-03-20T20:29:00Z')).toISOString()).toBe('2026-02-19T20:30:00.000Z');
  });
});
