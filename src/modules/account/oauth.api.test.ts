import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieOf } from '#tests/auth-helpers.ts';
import { CLIENT_ID, CLIENT_SECRET, type PartnerUser, useFakeOAuthProvider } from '#tests/fake-oauth-provider.ts';
import { useTestApi } from '#tests/harness.ts';
import { oauthIdentities, users } from './schema.ts';

/**
 * Partner sign-in end to end: our side through app.request(), the partner a tiny OAuth2
 * provider on a free port (authorize approves at once, the token endpoint checks the
 * client secret, the redirect URI and the PKCE verifier, userinfo answers per token).
 */
const t = useTestApi();

const provider = useFakeOAuthProvider();

beforeEach(() => {
  provider.tokenStatus = 200;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

let n = 0;
const newMobile = () => `0935${String(4_000_000 + n++ * 7919).padStart(7, '0')}`;

/** Our /oauth/login-by-fakeid: the flow cookie and where it sends the browser. */
async function start(query = '') {
  const res = await t.app.request(`/oauth/login-by-fakeid${query}`);
  expect(res.status).toBe(302);
  return { res, flow: cookieOf(res.headers, 'bz_oauth')!, authorize: new URL(res.headers.get('Location')!) };
}

/** The partner's consent (auto-approved): the callback URL it sends the browser back to. */
async function consent(authorize: URL): Promise<URL> {
  const res = await fetch(authorize, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('Location')!);
}

async function callback(url: URL | string, cookie: string) {
  const target = typeof url === 'string' ? url : `${url.pathname}${url.search}`;
  return t.app.request(target, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The whole round trip as a browser makes it. */
async function signInAs(user: PartnerUser, { query = '', cookies = '' } = {}) {
  provider.user = user;
  const { flow, authorize } = await start(query);
  const back = await consent(authorize);
  return callback(back, [`bz_oauth=${flow}`, cookies].filter(Boolean).join('; '));
}

async function sessionUser(res: Response) {
  const session = cookieOf(res.headers, 'bz_session');
  expect(session).toBeTruthy();
  const me = await t.call('GET', '/v6/profile/identity', undefined, { Cookie: `bz_session=${session}` });
  expect(me.status).toBe(200);
  return me.body.data as { id: number; username: string };
}

const flashOf = (res: Response) => cookieOf(res.headers, 'bz_oauth_msg');

describe('/oauth/login-by-{partner}', () => {
  it('sends the browser to the partner with PKCE S256, state and our callback, keeping the flow in an HttpOnly cookie', async () => {
    const { res, authorize } = await start();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.origin}/authorize`);
    const q = authorize.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: 'http://localhost/oauth/callback',
      code_challenge_method: 'S256',
      scope: 'openid phone',
    });
    expect(q.get('state')).toMatch(/^[\w-]{43}$/);
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.href).not.toContain(CLIENT_SECRET);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bz_oauth='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/oauth/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 404 for an unknown or incompletely configured partner', async () => {
    expect((await t.app.request('/oauth/login-by-nobody')).status).toBe(404);
    expect((await t.app.request('/oauth/login-by-broken')).status).toBe(404);
    expect((await t.app.request('/oauth/login-by-FAKEID')).status).toBe(404);
    expect((await t.app.request('/oauth/whatever')).status).toBe(404);
  });
});

describe('/oauth/callback', () => {
  it('creates the account of a new partner user and signs the browser in like a normal login', async () => {
    const mobile = newMobile();
    const res = await signInAs({ sub: 'new-1', phone_number: `+98${mobile.slice(1)}`, phone_number_verified: true });
    expect(res.status).toBe(302);
    // A new account has an incomplete registration: complete the info first (spec section 4).
    expect(res.headers.get('Location')).toBe('/profile/invite-complete-info');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const session = res.headers.getSetCookie().find((c) => c.startsWith('bz_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/Max-Age=15552000/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('bz_oauth='))).toMatch(/Max-Age=0/);
    const me = await sessionUser(res);
    expect(me.username).toBe(mobile);
    const links = await t.db
      .select()
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.partner, 'fakeid'), eq(oauthIdentities.subject, 'new-1')));
    expect(links).toEqual([expect.objectContaining({ userId: me.id })]);
    // The token request was client_secret_post with the verifier.
    const sent = provider.tokenRequests.at(-1)!;
    expect(sent.get('client_secret')).toBe(CLIENT_SECRET);
    expect(sent.get('code_verifier')).toMatch(/^[\w-]{43}$/);
  });

  it('signs the same partner user into the same account the second time (even if the partner’s number changed)', async () => {
    const mobile = newMobile();
    const first = await sessionUser(await signInAs({ sub: 'again-1', phone_number: mobile, phone_number_verified: true }));
    const second = await sessionUser(await signInAs({ sub: 'again-1', phone_number: newMobile(), phone_number_verified: true }));
    expect(second.id).toBe(first.id);
    const count = await t.db.select().from(oauthIdentities).where(eq(oauthIdentities.subject, 'again-1'));
    expect(count).toHaveLength(1);
  });

  it('links a first-time partner user to the existing account of the same verified mobile', async () => {
    const [sara] = await t.db.select().from(users).where(eq(users.mobile, '09120000001'));
    const res = await signInAs({ sub: 'sara-at-partner', phone_number: '۰۹۱۲۰۰۰۰۰۰۱', phone_number_verified: true });
    // Her registration is complete: straight to the profile.
    expect(res.headers.get('Location')).toBe('/profile');
    expect((await sessionUser(res)).id).toBe(sara!.id);
  });

  it('refuses a partner user without a verified mobile (nothing to link or create)', async () => {
    const before = await t.db.select().from(users);
    const res = await signInAs({ sub: 'unverified', phone_number: newMobile(), phone_number_verified: false });
    expect(res.headers.get('Location')).toBe('/auth');
    expect(flashOf(res)).toBe('no-mobile.fakeid');
    expect(cookieOf(res.headers, 'bz_session')).toBeUndefined();
    expect(await t.db.select().from(users)).toHaveLength(before.length);
  });

  it('refuses a wrong, missing or replayed state, and a forged flow cookie', async () => {
    provider.user = { sub: 'state-1', phone_number: newMobile(), phone_number_verified: true };
    const { flow, authorize } = await start();
    const back = await consent(authorize);
    const forgedState = new URL(back);
    forgedState.searchParams.set('state', 'x'.repeat(43));
    for (const [url, cookie] of [
      [forgedState, `bz_oauth=${flow}`],
      [back, ''],
      [back, `bz_oauth=${flow.slice(0, -2)}xx`],
    ] as const) {
      const res = await callback(url, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/auth');
      expect(flashOf(res)).toMatch(/^state/);
      expect(cookieOf(res.headers, 'bz_session')).toBeUndefined();
    }
    // The right state still works once, and its cookie is then cleared by the answer.
    const ok = await callback(back, `bz_oauth=${flow}`);
    expect(ok.headers.get('Location')).toBe('/profile/invite-complete-info');
    // A newer flow's cookie does not finish an older flow (the state is bound to its cookie).
    const other = await start();
    expect(flashOf(await callback(back, `bz_oauth=${other.flow}`))).toBe('state.fakeid');
  });

  it('handles a partner that refuses or fails, without a 500 and without leaking the code', async () => {
    provider.tokenStatus = 500;
    // The log checked below is this process's.
    const down = await t.inOwnProcess(() => signInAs({ sub: 'down-1', phone_number: newMobile(), phone_number_verified: true }));
    expect(down.status).toBe(302);
    expect(down.headers.get('Location')).toBe('/auth');
    expect(flashOf(down)).toBe('partner.fakeid');
    expect(cookieOf(down.headers, 'bz_session')).toBeUndefined();
    const logged = vi.mocked(console.warn).mock.calls.flat().join(' ');
    expect(logged).toContain('token endpoint answered 500');
    for (const code of [...provider.tokenRequests.map((f) => f.get('code')!)]) expect(logged).not.toContain(code);

    provider.tokenStatus = 200;
    // The shopper said no on the partner's page.
    const { flow, authorize } = await start();
    const denied = await callback(`/oauth/callback?error=access_denied&state=${authorize.searchParams.get('state')}`, `bz_oauth=${flow}`);
    expect(flashOf(denied)).toBe('denied.fakeid');
    // The partner unreachable.
    vi.stubEnv('OAUTH_FAKEID_TOKEN_URL', 'http://127.0.0.1:1/token');
    try {
      const unreachable = await signInAs({ sub: 'down-2', phone_number: newMobile(), phone_number_verified: true });
      expect(flashOf(unreachable)).toBe('partner.fakeid');
    } finally {
      vi.stubEnv('OAUTH_FAKEID_TOKEN_URL', `${provider.origin}/token`);
    }
  });

  it('returns to the page asked for, and never leaves our origin', async () => {
    const sara = { sub: 'sara-at-partner', phone_number: '09120000001', phone_number_verified: true };
    expect((await signInAs(sara, { query: `?back=${encodeURIComponent('/product/x?color=red')}` })).headers.get('Location')).toBe('/product/x?color=red');
    for (const evil of ['//evil.example', 'https://evil.example/', '/\\evil.example', '%2F%2Fevil.example', '/oauth/login-by-fakeid', '/auth']) {
      expect((await signInAs(sara, { query: `?back=${encodeURIComponent(evil)}` })).headers.get('Location')).toBe('/profile');
    }
    // Without `back`, the path the guard remembered (bz_back) is followed, then forgotten.
    const remembered = await signInAs(sara, { cookies: 'bz_back=%2Fcart%3Fstep%3D2' });
    expect(remembered.headers.get('Location')).toBe('/cart?step=2');
    expect(remembered.headers.getSetCookie().find((c) => c.startsWith('bz_back='))).toMatch(/Max-Age=0/);
    expect((await signInAs(sara, { cookies: 'bz_back=https%3A%2F%2Fevil.example' })).headers.get('Location')).toBe('/profile');
    // An incomplete registration is invited to complete its info, the page asked for carried along.
    const fresh = await signInAs({ sub: 'fresh-back', phone_number: newMobile(), phone_number_verified: true }, { query: '?back=%2Fcart%3Fa%3D1' });
    expect(fresh.headers.get('Location')).toBe('/profile/invite-complete-info?back=%2Fcart%3Fa%3D1');
  });
});
