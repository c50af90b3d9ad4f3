import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readClientConfig, signMobile } from './client.ts';

const fakeDocument = (json: string) => ({
  getElementById: (id: string) => (id === 'bz-client' ? ({ textContent: json } as HTMLElement) : null),
});

describe('signMobile (hash_1 / hash_2, spec section 5)', () => {
  it('is the lowercase hex HMAC-SHA256 of mobile + hash_1, as node computes it', async () => {
    const now = Date.UTC(2026, 2, 21, 8, 30, 15, 999);
    const { hash_1, hash_2 } = await signMobile('09121234567', 'retail-signing-secret', now);
    expect(hash_1).toBe(String(Math.floor(now / 1000)));
    expect(hash_2).toBe(createHmac('sha256', 'retail-signing-secret').update(`09121234567${hash_1}`).digest('hex'));
    expect(hash_2).toMatch(/^[0-9a-f]{64}$/);
  });

  it('handles non-ASCII secrets as UTF-8 and changes with the time', async () => {
    const a = await signMobile('09351234567', 'رمز-کلاینت', 1_700_000_000_000);
    const b = await signMobile('09351234567', 'رمز-کلاینت', 1_700_000_001_000);
    expect(a.hash_2).toBe(createHmac('sha256', 'رمز-کلاینت').update('093512345671700000000').digest('hex'));
    expect(b.hash_1).toBe('1700000001');
    expect(b.hash_2).not.toBe(a.hash_2);
  });

  it('never signs the same second twice for one number (the server accepts a signature once)', async () => {
    const at = 1_800_000_000_400;
    const first = await signMobile('09191234567', 'k', at);
    const again = await signMobile('09191234567', 'k', at + 300);
    expect(first.hash_1).toBe('1800000000');
    expect(again.hash_1).toBe('1800000001');
    expect(again.hash_2).not.toBe(first.hash_2);
    // Another number signs its own second.
    expect((await signMobile('09191234568', 'k', at)).hash_1).toBe('1800000000');
  });

  it('uses the page signing secret by default', async () => {
    vi.stubGlobal('document', fakeDocument('{"signingSecret":"from-page"}'));
    const { hash_1, hash_2 } = await signMobile('09121234567');
    expect(hash_2).toBe(createHmac('sha256', 'from-page').update(`09121234567${hash_1}`).digest('hex'));
    expect(Math.abs(Number(hash_1) - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe('readClientConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the four public values from #bz-client', () => {
    const doc = fakeDocument('{"clientId":"web","business":true,"signingSecret":"s","clientSecret":"c"}');
    expect(readClientConfig(doc)).toEqual({ clientId: 'web', business: true, signingSecret: 's', clientSecret: 'c' });
  });

  it('reads missing or broken config as empty values', () => {
    expect(readClientConfig(fakeDocument('{"clientId":"web"}'))).toEqual({ clientId: 'web', business: false, signingSecret: '', clientSecret: '' });
    expect(readClientConfig(fakeDocument('{oops'))).toEqual({ clientId: '', business: false, signingSecret: '', clientSecret: '' });
    expect(readClientConfig(undefined)).toEqual({ clientId: '', business: false, signingSecret: '', clientSecret: '' });
  });
});

describe('identity calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  /** Loads client.ts with a fetch that records calls (the http clients bind fetch at import). */
  async function withFetch(answer: unknown, status = 200) {
    const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal('document', fakeDocument('{"clientId":"web","business":false,"signingSecret":"sig","clientSecret":"sec"}'));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input instanceof Request ? input.url : input), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body ?? '{}')) });
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    });
    vi.resetModules();
    return { client: await import('./client.ts'), calls };
  }

  it('sends a signed login request and unwraps the envelope', async () => {
    const { client, calls } = await withFetch({ success: true, data: { isSetPassword: false, remind_valid_time: 120, code_length: 5 } });
    await expect(client.sendLoginCode('09121234567')).resolves.toEqual({ isSetPassword: false, remind_valid_time: 120, code_length: 5 });
    expect(calls[0]).toMatchObject({ url: '/v6/register/login', method: 'POST', body: { mobile: '09121234567' } });
    const { hash_1, hash_2 } = calls[0]!.body as { hash_1: string; hash_2: string };
    expect(hash_2).toBe(createHmac('sha256', 'sig').update(`09121234567${hash_1}`).digest('hex'));
  });

  it('sends the client credentials with a code or a password', async () => {
    const token = { access_token: 'a', refresh_token: 'r', expires_in: 60, identity: { id: 7 } };
    const { client, calls } = await withFetch({ success: true, data: token });
    await expect(client.loginWithCode('09121234567', '12345')).resolves.toEqual(token);
    await client.loginWithPassword('09121234567', 'secret1');
    await client.verifyRegisterCode('09121234567', '12345');
    expect(calls.map((c) => c.url)).toEqual(['/v6/register/validate-code', '/v6/register/login-by-password', '/v8/register/validate-code-register']);
    expect(calls[0]!.body).toEqual({ mobile: '09121234567', code: '12345', client_id: 'web', client_secret: 'sec' });
    expect(calls[1]!.body).toEqual({ mobile: '09121234567', password: 'secret1', client_id: 'web', client_secret: 'sec' });
  });

  it('maps a 422 onto the form fields', async () => {
    const { client } = await withFetch({ success: false, message: 'خطا', data: [{ field: 'mobile', message: 'شماره معتبر نیست' }] }, 422);
    const setError = vi.fn();
    await expect(client.sendRegisterCode('09121234567', { form: { setError } })).rejects.toMatchObject({ kind: 'validation' });
    expect(setError).toHaveBeenCalledWith('mobile', { type: 'server', message: 'شماره معتبر نیست' });
  });
});
