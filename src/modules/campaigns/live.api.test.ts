import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { tehranInstant } from '#lib/tehran-time.ts';
import { currentCampaign } from './live.ts';
import { campaigns } from './schema.ts';

const t = useTestApi();
const at = (tehran: string) => tehranInstant(tehran)!;

describe('which seasonal campaign is live (Tehran time, start inclusive, end exclusive)', () => {
  beforeEach(async () => {
    await t.db.delete(campaigns);
    await t.db.insert(campaigns).values([
      { kind: 'yalda', title: 'جشنواره شب یلدا', startsAt: at('2026-12-19T00:00'), endsAt: at('2026-12-22T00:00') },
      { kind: 'weekend', title: 'تخفیف‌های آخر هفته', startsAt: at('2026-12-17T00:00'), endsAt: at('2026-12-20T00:00') },
      { kind: 'noruz_cart_alert', title: 'یادآور سبد نوروزی', startsAt: at('2026-12-18T00:00'), endsAt: at('2026-12-23T00:00') },
    ]);
  });

  it('is the window whose start has come and whose end has not, in Tehran time', async () => {
    expect(await currentCampaign(t.db, at('2026-12-16T23:59:59'))).toBeNull();
    expect((await currentCampaign(t.db, at('2026-12-17T00:00')))?.type).toBe('WEEK_END');
    const yalda = await currentCampaign(t.db, at('2026-12-21T23:59:59'));
    expect(yalda).toEqual({
      type: 'YALDA',
      title: 'جشنواره شب یلدا',
      start: '2026-12-18T20:30:00.000Z',
      end: '2026-12-21T20:30:00.000Z',
      url: '/yalda',
    });
    // The end is not part of the window; the cart reminder alone is not a landing.
    expect(await currentCampaign(t.db, at('2026-12-22T00:00'))).toBeNull();
  });

  it('shows the occasion over the weekly offers when windows overlap', async () => {
    expect((await currentCampaign(t.db, at('2026-12-19T12:00')))?.type).toBe('YALDA');
  });

  it('answers the live one to clients, or null, without a sign-in', async () => {
    await t.db
      .insert(campaigns)
      .values({ kind: 'black5day', title: 'پنج روز طلایی', startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 3_600_000) });
    const res = await t.call('GET', '/v10/campaign/current');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'BLACK_5_DAY', title: 'پنج روز طلایی', url: '/festival' });
    await t.db.delete(campaigns);
    expect((await t.call('GET', '/v10/campaign/current')).body.data).toBeNull();
  });
});
