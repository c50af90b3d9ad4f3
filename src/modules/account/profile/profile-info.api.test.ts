import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { fieldsOf, newMember } from '#tests/factories/members.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { issueLogin } from '../auth/tokens.ts';
import { emailVerifications, users } from '../schema.ts';
import { EMAIL_LINKS_PER_HOUR } from './email.ts';
import { PROFILE_MESSAGES } from './validation.ts';

/**
 * The account's own routes: GET /v6/profile/full-info, POST /v6/profile/settings,
 * POST /v6/profile/update-email and POST /v6/profile/verify-email. Mail goes to the
 * outbox (sms_outbox, receptor = the address, template `email`).
 */
const t = useTestApi();
beforeEach(async () => setLimitStore(await freshLimitStore()));

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** The token in the newest mail to an address (the link's `token=`). */
async function mailedToken(email: string): Promise<string> {
  const [m] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, email)).orderBy(desc(smsOutbox.id)).limit(1);
  const token = /\/profile\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(m?.body ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

describe('GET /v6/profile/full-info', () => {
  it('answers the identity with the mobile, email, revert window and settings, never cached; a guest gets 401', async () => {
    const m = await newMember(t.db);
    const res = await t.call('GET', '/v6/profile/full-info', undefined, m.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toMatchObject({
      id: m.id,
      username: m.mobile,
      mobile: m.mobile,
      first_name: 'آزمون',
      email: null,
      email_verified: false,
      email_verified_at: null,
      revert_mobile: { possible: false, previous_mobile: null, until: null },
      settings: { send_sms_on_product_price_reduction: false },
      isCompleteRegister: false,
    });
    const guest = await t.call('GET', '/v6/profile/full-info');
    expect(guest.status).toBe(401);
    expect(guest.body.success).toBe(false);
  });

  it('shows only the caller’s own account', async () => {
    const [a, b] = [await newMember(t.db), await newMember(t.db)];
    await t.db.update(users).set({ email: 'b@example.com' }).where(eq(users.id, b.id));
    const res = await t.call('GET', '/v6/profile/full-info?id=' + b.id, undefined, a.auth);
    expect(res.body.data.id).toBe(a.id);
    expect(res.body.data.email).toBeNull();
  });
});

describe('POST /v6/profile/settings', () => {
  it('turns the price-drop SMS off and on (1/0, true/false) and answers the settings', async () => {
    const m = await newMember(t.db);
    await t.db.update(users).set({ sendSmsOnPriceReduction: true }).where(eq(users.id, m.id));
    const off = await t.call('POST', '/v6/profile/settings', { send_sms_on_product_price_reduction: 0 }, m.auth);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ msg: PROFILE_MESSAGES.settingsSaved, data: { send_sms_on_product_price_reduction: false } });
    expect((await userRow(m.id)).sendSmsOnPriceReduction).toBe(false);
    // Sending the same value again keeps it (a setting, not a toggle).
    await t.call('POST', '/v6/profile/settings', { send_sms_on_product_price_reduction: 'false' }, m.auth);
    expect((await userRow(m.id)).sendSmsOnPriceReduction).toBe(false);
    const on = await t.call('POST', '/v6/profile/settings', 'send_sms_on_product_price_reduction=1', {
      ...m.auth,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(on.body.data).toEqual({ send_sms_on_product_price_reduction: true });
    expect((await t.call('GET', '/v6/profile/full-info', undefined, m.auth)).body.data.settings.send_sms_on_product_price_reduction).toBe(true);
  });

  it('answers 422 in Persian for nothing sent or a value that is not on/off, and 401 for a guest', async () => {
    const m = await newMember(t.db);
    const empty = await t.call('POST', '/v6/profile/settings', {}, m.auth);
    expect(empty.status).toBe(422);
    expect(fieldsOf(empty)).toEqual({ send_sms_on_product_price_reduction: PROFILE_MESSAGES.settingsEmpty });
    const bad = await t.call('POST', '/v6/profile/settings', { send_sms_on_product_price_reduction: 'maybe' }, m.auth);
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual({ send_sms_on_product_price_reduction: PROFILE_MESSAGES.onOff });
    expect((await t.call('POST', '/v6/profile/settings', { send_sms_on_product_price_reduction: 0 })).status).toBe(401);
  });

  it('changes only the caller’s own setting', async () => {
    const [a, b] = [await newMember(t.db), await newMember(t.db)];
    await t.call('POST', '/v6/profile/settings', { send_sms_on_product_price_reduction: 1, id: b.id }, a.auth);
    expect((await userRow(a.id)).sendSmsOnPriceReduction).toBe(true);
    expect((await userRow(b.id)).sendSmsOnPriceReduction).toBe(false);
  });
});

describe('POST /v6/profile/update-email and verify-email', () => {
  it('saves a new address unconfirmed and mails a one-time link; its token is stored only as an HMAC and never logged', async () => {
    const m = await newMember(t.db);
    await t.db.update(users).set({ email: 'old@example.com', emailVerifiedAt: new Date() }).where(eq(users.id, m.id));
    const logged: string[] = [];
    const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    const spies = [vi.spyOn(console, 'log').mockImplementation(capture), vi.spyOn(console, 'error').mockImplementation(capture)];
    const res = await t.inOwnProcess(() => t.call('POST', '/v6/profile/update-email', { email: '  New.Mail@Example.com ' }, m.auth));
    for (const spy of spies) spy.mockRestore();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: PROFILE_MESSAGES.emailSent, data: { email: 'new.mail@example.com', email_verified: false } });
    const user = await userRow(m.id);
    expect(user.email).toBe('new.mail@example.com');
    expect(user.emailVerifiedAt).toBeNull();

    const token = await mailedToken('new.mail@example.com');
    const [link] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, m.id));
    expect(link).toMatchObject({ email: 'new.mail@example.com', consumedAt: null });
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.tokenHash).not.toContain(token);
    expect(link!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(link!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.join('\n')).not.toContain('new.mail@example.com');

    const verified = await t.call('POST', '/v6/profile/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ msg: PROFILE_MESSAGES.emailVerified, data: { email: 'new.mail@example.com', email_verified: true } });
    expect((await userRow(m.id)).emailVerifiedAt).not.toBeNull();
    const info = (await t.call('GET', '/v6/profile/full-info', undefined, m.auth)).body.data;
    expect(info).toMatchObject({ email: 'new.mail@example.com', email_verified: true });

    // Once only.
    const again = await t.call('POST', '/v6/profile/verify-email', { token });
    expect(again.status).toBe(422);
    expect(fieldsOf(again)).toEqual({ token: PROFILE_MESSAGES.emailLink });
  });

  it('refuses a link that is unknown, expired, malformed or for an address the account no longer has, in Persian', async () => {
    const m = await newMember(t.db);
    await t.call('POST', '/v6/profile/update-email', { email: 'first@example.com' }, m.auth);
    const first = await mailedToken('first@example.com');
    await t.call('POST', '/v6/profile/update-email', { email: 'second@example.com' }, m.auth);
    const stale = await t.call('POST', '/v6/profile/verify-email', { token: first });
    expect(stale.status).toBe(422);
    expect(fieldsOf(stale)).toEqual({ token: PROFILE_MESSAGES.emailLink });
    expect((await userRow(m.id)).emailVerifiedAt).toBeNull();

    const second = await mailedToken('second@example.com');
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.email, 'second@example.com'));
    expect((await t.call('POST', '/v6/profile/verify-email', { token: second })).status).toBe(422);

    for (const token of ['x'.repeat(43), 'short', '', undefined]) {
      const res = await t.call('POST', '/v6/profile/verify-email', token === undefined ? {} : { token });
      expect(res.status, String(token)).toBe(422);
      expect(fieldsOf(res), String(token)).toEqual({ token: PROFILE_MESSAGES.emailLink });
    }
  });

  it('confirms only the account the link was mailed for, whoever opens it', async () => {
    const [a, b] = [await newMember(t.db), await newMember(t.db)];
    await t.call('POST', '/v6/profile/update-email', { email: 'a@example.com' }, a.auth);
    await t.call('POST', '/v6/profile/update-email', { email: 'b@example.com' }, b.auth);
    const res = await t.call('POST', '/v6/profile/verify-email', { token: await mailedToken('a@example.com') }, b.auth);
    expect(res.status).toBe(200);
    expect((await userRow(a.id)).emailVerifiedAt).not.toBeNull();
    expect((await userRow(b.id)).emailVerifiedAt).toBeNull();
    // B's full-info never shows A's address.
    expect((await t.call('GET', '/v6/profile/full-info', undefined, b.auth)).body.data).toMatchObject({ email: 'b@example.com', email_verified: false });
  });

  it('answers 422 in Persian for a bad or missing address, removes it when sent empty, and mails nothing for a confirmed one', async () => {
    const m = await newMember(t.db);
    const bad = await t.call('POST', '/v6/profile/update-email', { email: 'not-an-email' }, m.auth);
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad)).toEqual({ email: 'ایمیل وارد شده معتبر نیست' });
    const missing = await t.call('POST', '/v6/profile/update-email', {}, m.auth);
    expect(fieldsOf(missing)).toEqual({ email: 'این فیلد الزامی است' });

    await t.db.update(users).set({ email: 'kept@example.com', emailVerifiedAt: new Date() }).where(eq(users.id, m.id));
    const same = await t.call('POST', '/v6/profile/update-email', { email: 'KEPT@example.com' }, m.auth);
    expect(same.body).toMatchObject({ msg: PROFILE_MESSAGES.emailSame, data: { email: 'kept@example.com', email_verified: true } });
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, 'kept@example.com'))).toHaveLength(0);

    const cleared = await t.call('POST', '/v6/profile/update-email', { email: '' }, m.auth);
    expect(cleared.body).toMatchObject({ msg: PROFILE_MESSAGES.emailCleared, data: { email: null, email_verified: false } });
    expect(await userRow(m.id)).toMatchObject({ email: null, emailVerifiedAt: null });
    expect((await t.call('POST', '/v6/profile/update-email', { email: 'a@example.com' })).status).toBe(401);
  });

  it('limits the links mailed per account and hour (429 with Retry-After)', async () => {
    const m = await newMember(t.db);
    for (let i = 0; i < EMAIL_LINKS_PER_HOUR; i++) {
      expect((await t.call('POST', '/v6/profile/update-email', { email: `n${i}@example.com` }, m.auth)).status).toBe(200);
    }
    const over = await t.call('POST', '/v6/profile/update-email', { email: 'over@example.com' }, m.auth);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(PROFILE_MESSAGES.emailTooMany);
    expect(over.headers.get('retry-after')).toBeTruthy();
  });

  it('is refused to an operator acting as the customer; the settings are not', async () => {
    const m = await newMember(t.db);
    const [op] = await t.db.select({ id: users.id }).from(users).where(eq(users.mobile, '09120000003'));
    const { tokens } = await issueLogin(t.db, m.id, 'retail-web', op!.id);
    const acting = { Authorization: `Bearer ${tokens.access_token}` };
    const res = await t.call('POST', '/v6/profile/update-email', { email: 'x@example.com' }, acting);
    expect(res.status).toBe(403);
    expect((await userRow(m.id)).email).toBeNull();
    expect(
      await t.db
        .select()
        .from(emailVerifications)
        .where(and(eq(emailVerifications.userId, m.id))),
    ).toHaveLength(0);
    expect((await t.call('POST', '/v6/profile/settings', { send_sms_on_product_price_reduction: 0 }, acting)).status).toBe(200);
  });
});
