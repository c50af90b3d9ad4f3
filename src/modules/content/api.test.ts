import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newsletterSubscribers } from './schema.ts';

const t = useTestApi();

describe('POST /v6/newsletter/subscribe', () => {
  it('subscribes an address and says so in Persian', async () => {
    const res = await t.call('POST', '/v6/newsletter/subscribe', { email: ' Reza@Example.ir ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, msg: 'عضویت شما در خبرنامه ثبت شد', data: { email: 'Reza@Example.ir' } });
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reza@example.ir'))).toHaveLength(1);
  });

  it('answers the same to a second subscription (no list disclosure) and keeps one row', async () => {
    const again = await t.call('POST', '/v6/newsletter/subscribe', { email: 'reza@example.ir' });
    expect(again.status).toBe(200);
    expect(await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reza@example.ir'))).toHaveLength(1);
  });

  it('accepts form-encoded bodies like a plain HTML form', async () => {
    const res = await t.app.request('/v6/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=form%40example.ir',
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [{}, 'این فیلد الزامی است'],
    [{ email: 'not-mail' }, 'ایمیل وارد شده معتبر نیست'],
    [{ email: 42 }, 'مقدار وارد شده معتبر نیست'],
  ])('refuses %j with a 422 on the email field', async (body, message) => {
    const res = await t.call('POST', '/v6/newsletter/subscribe', body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: 'اطلاعات وارد شده معتبر نیست', data: [{ field: 'email', message }] });
  });
});
