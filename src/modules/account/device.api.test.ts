import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { deviceTokens } from './schema.ts';

const t = useTestApi();

describe('push device tokens', () => {
  it('keeps a guest token, then gives it to the shopper who registers it', async () => {
    const value = 'fcm:abcdefghijklmnop_123';
    expect((await t.call('GET', `/v6/site/guest-device-token?token=${value}`)).status).toBe(200);
    expect((await t.db.select().from(deviceTokens).where(eq(deviceTokens.token, value)))[0]!.userId).toBeNull();
    const login = await t.call('POST', '/v6/register/login-by-password', { mobile: '09120000001', password: 'bazaar123', ...CLIENT });
    const auth = { Authorization: `Bearer ${login.body.data.access_token}` };
    expect((await t.call('POST', '/v6/user/set-device-token', { device_token: value }, auth)).status).toBe(200);
    const rows = await t.db.select().from(deviceTokens).where(eq(deviceTokens.token, value));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(login.body.data.identity.id);
  });

  it('refuses malformed tokens (422) and guests on the shopper endpoint (401)', async () => {
    expect((await t.call('GET', '/v6/site/guest-device-token?token=%3Cscript%3E')).status).toBe(422);
    expect((await t.call('GET', '/v6/site/guest-device-token')).status).toBe(422);
    expect((await t.call('POST', '/v6/user/set-device-token', { device_token: 'fcm:abcdefghijklmnop' })).status).toBe(401);
  });
});
