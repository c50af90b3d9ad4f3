import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * A tiny OAuth2 provider on a free port for partner sign-in tests: authorize approves at
 * once, the token endpoint checks the client secret, the redirect URI and the PKCE
 * verifier, userinfo answers per token. useFakeOAuthProvider() starts it for the file
 * and configures it as partner "fakeid" (plus a "broken" one that lacks its settings).
 */
export const CLIENT_ID = 'bazaar-at-fake';
export const CLIENT_SECRET = 'fake-secret-123';

export interface PartnerUser {
  sub: string;
  phone_number?: string;
  phone_number_verified?: boolean;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

export function useFakeOAuthProvider() {
  const provider = {
    server: null as Server | null,
    origin: '',
    /** Who approves at the next authorize. */
    user: { sub: 'u-1' } as PartnerUser,
    tokenStatus: 200,
    codes: new Map<string, { challenge: string; redirectUri: string; user: PartnerUser }>(),
    tokens: new Map<string, PartnerUser>(),
    tokenRequests: [] as URLSearchParams[],
  };

  beforeAll(async () => {
    provider.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', provider.origin);
      if (url.pathname === '/authorize') {
        const q = url.searchParams;
        if (q.get('response_type') !== 'code' || q.get('client_id') !== CLIENT_ID || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
          return json(res, 400, { error: 'invalid_request' });
        }
        const code = b64url(randomBytes(12));
        provider.codes.set(code, { challenge: q.get('code_challenge')!, redirectUri: q.get('redirect_uri')!, user: provider.user });
        const back = new URL(q.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state')!);
        res.writeHead(302, { Location: back.href }).end();
        return;
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        let raw = '';
        req.on('data', (chunk) => (raw += chunk));
        req.on('end', () => {
          const form = new URLSearchParams(raw);
          provider.tokenRequests.push(form);
          if (provider.tokenStatus !== 200) return json(res, provider.tokenStatus, { error: 'server_error' });
          const grant = provider.codes.get(form.get('code') ?? '');
          provider.codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          if (
            form.get('grant_type') !== 'authorization_code' ||
            form.get('client_id') !== CLIENT_ID ||
            form.get('client_secret') !== CLIENT_SECRET ||
            !grant ||
            grant.redirectUri !== form.get('redirect_uri') ||
            b64url(createHash('sha256').update(verifier).digest()) !== grant.challenge
          ) {
            return json(res, 400, { error: 'invalid_grant' });
          }
          const token = b64url(randomBytes(16));
          provider.tokens.set(token, grant.user);
          json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 300 });
        });
        return;
      }
      if (url.pathname === '/userinfo') {
        const user = provider.tokens.get(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
        return user ? json(res, 200, user) : json(res, 401, { error: 'invalid_token' });
      }
      json(res, 404, {});
    });
    await new Promise<void>((resolve) => provider.server!.listen(0, '127.0.0.1', resolve));
    provider.origin = `http://127.0.0.1:${(provider.server!.address() as AddressInfo).port}`;
    vi.stubEnv('OAUTH_PARTNERS', 'fakeid, broken');
    vi.stubEnv('OAUTH_FAKEID_NAME', 'شریک آزمایشی');
    vi.stubEnv('OAUTH_FAKEID_AUTHORIZE_URL', `${provider.origin}/authorize`);
    vi.stubEnv('OAUTH_FAKEID_TOKEN_URL', `${provider.origin}/token`);
    vi.stubEnv('OAUTH_FAKEID_USERINFO_URL', `${provider.origin}/userinfo`);
    vi.stubEnv('OAUTH_FAKEID_CLIENT_ID', CLIENT_ID);
    vi.stubEnv('OAUTH_FAKEID_CLIENT_SECRET', CLIENT_SECRET);
    vi.stubEnv('OAUTH_FAKEID_SCOPE', 'openid phone');
    // "broken" lacks its settings: left out, as if unknown.
    vi.stubEnv('OAUTH_BROKEN_NAME', 'ناقص');
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => provider.server?.close(resolve));
  });

  return provider;
}
