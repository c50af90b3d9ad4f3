import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi, freshLimitStore } from '#tests/harness.ts';
import { CLIENT, cookieOf, lastCode, signed } from '#tests/auth-helpers.ts';
import { hashToken } from '#server/auth/crypto.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { REFRESH_RETRY_SECONDS } from '#server/auth/refresh-retry.ts';
import { authTokens } from './schema.ts';

const t = useTestApi();
let n = 0;
const newMobile = () => `0912${String(5_100_000 + n++ * 7919).padStart(7, '0')}`;
beforeEach(async () => setLimitStore(await freshLimitStore()));

async function login() {
  const mobile = newMobile();
  expect((await t.call('POST', '/v6/register/login', signed(mobile))).status).toBe(200);
  const res = await t.call('POST', '/v6/register/validate-code', { mobile, code: await lastCode(t.db, mobile), ...CLIENT });
  expect(res.status).toBe(200);
  return { tokens: res.body.data as { access_token: string; refresh_token: string }, session: cookieOf(res.headers, 'bz_session')! };
}

const refresh = (token: string) => t.call('POST', '/oauth2/rest/token', { grant_type: 'refresh_token', refresh_token: token, ...CLIENT });
const identity = (headers: Record<string, string>) => t.call('GET', '/v6/profile/identity', undefined, headers);
/** Moves the moment the token was traded back past the retry window. */
const ageUse = (token: string, seconds: number) =>
  t.db
    .update(authTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(authTokens.tokenHash, hashToken(token)));

describe('refresh retries', () => {
  it('20 parallel refreshes of one token all get the same new pair, and the family lives on', async () => {
    const { tokens, session } = await login();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(tokens.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const pairs = new Set(answers.map((a) => `${a.body.access_token} ${a.body.refresh_token}`));
    expect(pairs.size).toBe(1);
    const { access_token, refresh_token } = answers[0]!.body;
    expect(answers.every((a) => a.body.token_type === 'Bearer' && a.body.expires_in > 3000 && a.body.expires_in <= 3600)).toBe(true);
    expect((await identity({ Authorization: `Bearer ${access_token}` })).status).toBe(200);
    expect((await identity({ Cookie: `bz_session=${session}` })).status).toBe(200);
    // The new refresh token trades on as usual.
    expect((await refresh(refresh_token)).status).toBe(200);
  });

  it('never keeps the new pair readable in the table', async () => {
    const { tokens } = await login();
    const next = (await refresh(tokens.refresh_token)).body;
    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(tokens.refresh_token)));
    expect(row!.retryPair).toBeTruthy();
    expect(row!.retryPair).not.toContain(next.access_token);
    expect(row!.retryPair).not.toContain(next.refresh_token);
  });

  it('a replay after the retry window answers 401 and revokes the whole family', async () => {
    const { tokens, session } = await login();
    const next = (await refresh(tokens.refresh_token)).body;
    await ageUse(tokens.refresh_token, REFRESH_RETRY_SECONDS + 1);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect((await identity({ Authorization: `Bearer ${next.access_token}` })).status).toBe(401);
    expect((await identity({ Cookie: `bz_session=${session}` })).status).toBe(401);
    expect((await refresh(next.refresh_token)).status).toBe(401);
  });

  it('a retry after logout gets nothing back', async () => {
    const { tokens } = await login();
    const next = (await refresh(tokens.refresh_token)).body;
    expect((await t.call('POST', '/v6/user/logout', {}, { Authorization: `Bearer ${next.access_token}` })).status).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });
});
