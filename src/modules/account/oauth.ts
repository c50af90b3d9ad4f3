import { createHash, createHmac } from 'node:crypto';
import { eq, and } from 'drizzle-orm';
import { normalizeMobile } from '#lib/validation/iran.ts';
import { authSecret } from '#server/auth/clients.ts';
import { newToken, sameSecret } from '#server/auth/crypto.ts';
import type { OAuthPartner } from '#server/auth/oauth-partners.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { findOrCreateUser, userById } from './identity.ts';
import type { OAuthFailureReason } from './oauth-messages.ts';
import { oauthIdentities } from './schema.ts';

/**
 * Partner sign-in (OAuth2 authorization code with PKCE S256, RFC 6749 and 7636). The
 * state, the code verifier and the page to return to travel in a short-lived HttpOnly
 * cookie signed with the server secret, so nothing is stored until the partner answers.
 * The code is traded at the partner's token endpoint (client_secret_post, with the
 * verifier), then userinfo names the partner's user and, when the partner verified it,
 * a mobile number. Codes and tokens never reach a URL we build or the log.
 */
export const FLOW_COOKIE = 'bz_oauth';
export const FLOW_TTL_SECONDS = 600;
export const CALLBACK_PATH = '/oauth/callback';
const PARTNER_TIMEOUT_MS = 10_000;

/** A sign-in that cannot go on: `reason` picks the shopper's message, the message is for the log. */
export class OAuthFailure extends Error {
  readonly reason: OAuthFailureReason;
  constructor(reason: OAuthFailureReason, detail: string = reason) {
    super(detail);
    this.reason = reason;
  }
}

export interface Flow {
  /** Partner id. */
  p: string;
  /** state */
  s: string;
  /** code_verifier */
  v: string;
  /** The local path to return to ('' when none was given). */
  b: string;
  /** Expiry, Unix seconds. */
  e: number;
}

const sign = (payload: string) => createHmac('sha256', authSecret()).update(`oauth-flow\n${payload}`).digest('base64url');
export const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function newFlow(partnerId: string, back: string, now = Date.now()): Flow {
  return { p: partnerId, s: newToken(), v: newToken(), b: back, e: Math.floor(now / 1000) + FLOW_TTL_SECONDS };
}

export function encodeFlow(flow: Flow): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The flow from its cookie, or null when missing, forged or expired. */
export function decodeFlow(value: string | undefined, now = Date.now()): Flow | null {
  if (!value || value.length > 4096) return null;
  const [payload = '', sig = ''] = value.split('.');
  if (!payload || !sig || !sameSecret(sig, sign(payload))) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Flow;
    if (typeof flow.p !== 'string' || typeof flow.s !== 'string' || typeof flow.v !== 'string' || typeof flow.b !== 'string') return null;
    return typeof flow.e === 'number' && flow.e * 1000 > now ? flow : null;
  } catch {
    return null;
  }
}

export function authorizeUrl(partner: OAuthPartner, flow: Flow, redirectUri: string): string {
  const url = new URL(partner.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', partner.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', flow.s);
  url.searchParams.set('code_challenge', challengeOf(flow.v));
  url.searchParams.set('code_challenge_method', 'S256');
  if (partner.scope) url.searchParams.set('scope', partner.scope);
  return url.href;
}

async function partnerJson(partner: OAuthPartner, what: string, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PARTNER_TIMEOUT_MS) });
  } catch (err) {
    throw new OAuthFailure('partner', `${partner.id}: ${what} unreachable (${(err as Error).name})`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new OAuthFailure('partner', `${partner.id}: ${what} answered ${res.status}`);
  }
  try {
    const json = (await res.json()) as unknown;
    if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch {
    // Not JSON: reported below.
  }
  throw new OAuthFailure('partner', `${partner.id}: ${what} answered no JSON object`);
}

/** Trades the code for an access token (client_secret_post, with the PKCE verifier). */
export async function exchangeCode(partner: OAuthPartner, code: string, verifier: string, redirectUri: string): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: partner.clientId,
    client_secret: partner.clientSecret,
    code_verifier: verifier,
  });
  const json = await partnerJson(partner, 'token endpoint', partner.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body,
  });
  const token = json.access_token;
  const type = json.token_type;
  if (typeof token !== 'string' || !token || token.length > 4096) throw new OAuthFailure('partner', `${partner.id}: token endpoint gave no access token`);
  if (type !== undefined && (typeof type !== 'string' || type.toLowerCase() !== 'bearer'))
    throw new OAuthFailure('partner', `${partner.id}: unsupported token type`);
  return token;
}

export interface PartnerProfile {
  subject: string;
  /** 09… when the partner says it verified the number; null otherwise. */
  mobile: string | null;
}

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() && v.trim().length <= max ? v.trim() : null);

/**
 * Userinfo as OpenID Connect names it (`sub`, `phone_number` + `phone_number_verified`),
 * or the common `id` / `mobile` + `mobile_verified`. A number counts only when the
 * partner marks it verified.
 */
export function profileOf(info: Record<string, unknown>): PartnerProfile | null {
  const rawSubject = info.sub ?? info.id ?? info.user_id;
  const subject = typeof rawSubject === 'number' && Number.isSafeInteger(rawSubject) ? String(rawSubject) : text(rawSubject, 255);
  if (!subject) return null;
  const verified = (v: unknown) => v === true || v === 'true';
  const candidates = [verified(info.phone_number_verified) ? info.phone_number : null, verified(info.mobile_verified) ? info.mobile : null];
  const mobile = candidates.map((c) => (typeof c === 'string' && c.length <= 30 ? normalizeMobile(c) : null)).find(Boolean) ?? null;
  return { subject, mobile };
}

export async function fetchProfile(partner: OAuthPartner, accessToken: string): Promise<PartnerProfile> {
  const info = await partnerJson(partner, 'userinfo', partner.userinfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  const profile = profileOf(info);
  if (!profile) throw new OAuthFailure('partner', `${partner.id}: userinfo names no user`);
  return profile;
}

async function linkedUserId(db: DbOrTx, partnerId: string, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.partner, partnerId), eq(oauthIdentities.subject, subject)));
  return row?.userId ?? null;
}

/**
 * The account of a partner's user: the one linked before; else, the first time, the
 * account of the partner-verified mobile (created when there is none), then linked.
 */
export async function accountFor(db: DbOrTx, partnerId: string, profile: PartnerProfile) {
  let userId = await linkedUserId(db, partnerId, profile.subject);
  if (userId === null) {
    if (!profile.mobile) throw new OAuthFailure('no-mobile');
    const user = await findOrCreateUser(db, profile.mobile);
    await db.insert(oauthIdentities).values({ partner: partnerId, subject: profile.subject, userId: user.id }).onConflictDoNothing();
    // Two callbacks racing: whichever link was stored first wins.
    userId = await linkedUserId(db, partnerId, profile.subject);
  }
  const user = userId === null ? undefined : await userById(db, userId);
  if (!user) throw new OAuthFailure('failed', `${partnerId}: linked account missing`);
  await db
    .update(oauthIdentities)
    .set({ lastLoginAt: new Date() })
    .where(and(eq(oauthIdentities.partner, partnerId), eq(oauthIdentities.subject, profile.subject)));
  return user;
}
