import { asc, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products } from '#modules/catalog/index.ts';
import { useTestApi } from '#tests/harness.ts';
import { tehranInstant } from '#lib/tehran-time.ts';
import { parkCampaigns, startCampaign } from '#tests/factories/campaigns.ts';
import { campaignProducts, campaigns } from '../schema.ts';
import { liveLandingPaths, readLanding } from './read-landing.ts';

const t = useTestApi();
const at = (tehran: string) => tehranInstant(tehran)!;

describe('a seasonal landing by its window, in Tehran time (start inclusive, end exclusive)', () => {
  let yaldaId = 0;
  beforeEach(async () => {
    await t.db.delete(campaigns);
    const rows = await t.db
      .insert(campaigns)
      .values([
        { kind: 'yalda', title: 'جشنواره شب یلدا ۱۴۰۵', startsAt: at('2026-12-19T00:00'), endsAt: at('2026-12-22T00:00') },
        { kind: 'yalda', title: 'جشنواره شب یلدا ۱۴۰۶', startsAt: at('2027-12-19T00:00'), endsAt: at('2027-12-22T00:00') },
        { kind: 'noruz', title: 'جشنواره نوروز', startsAt: at('2027-03-01T00:00'), endsAt: at('2027-03-21T00:00') },
        { kind: 'black5day', title: 'پنج روز طلایی', startsAt: at('2026-11-25T00:00'), endsAt: at('2026-11-30T00:00') },
        { kind: 'mother', title: 'روز مادر', startsAt: at('2026-11-28T00:00'), endsAt: at('2026-12-02T00:00') },
      ])
      .returning({ id: campaigns.id, kind: campaigns.kind });
    yaldaId = rows.find((r) => r.kind === 'yalda')!.id;
  });

  it('is upcoming up to its first second, live from it, and ended from its end', async () => {
    const before = await readLanding(t.db, '/yalda', at('2026-12-18T23:59:59'));
    expect(before.state).toBe('upcoming');
    expect(before.window?.title).toBe('جشنواره شب یلدا ۱۴۰۵');

    const first = await readLanding(t.db, '/yalda', at('2026-12-19T00:00'));
    expect(first.state).toBe('live');
    const last = await readLanding(t.db, '/yalda', at('2026-12-21T23:59:59'));
    expect(last.state).toBe('live');

    // Over: the notice names the next one, a year on.
    const after = await readLanding(t.db, '/yalda', at('2026-12-22T00:00'));
    expect(after.state).toBe('upcoming');
    expect(after.window?.title).toBe('جشنواره شب یلدا ۱۴۰۶');
  });

  it('says when the last one ended when none is booked', async () => {
    const landing = await readLanding(t.db, '/yalda', at('2028-01-01T00:00'));
    expect(landing.state).toBe('ended');
    expect(landing.window?.endsAt.toISOString()).toBe(at('2027-12-22T00:00').toISOString());
    expect(landing.next).toBeNull();
    // Never an empty page: the shop's running offers instead of the campaign's products.
    expect(landing.products.length).toBeGreaterThan(0);
  });

  it('shows a live window its promoted products, in the order staff gave', async () => {
    const ids = (await t.db.select({ id: products.id }).from(products).where(ne(products.status, 0)).orderBy(asc(products.id)).limit(3)).map((r) => r.id);
    await t.db.insert(campaignProducts).values(ids.map((productId, i) => ({ campaignId: yaldaId, productId, sort: 3 - i })));
    const landing = await readLanding(t.db, '/yalda', at('2026-12-20T12:00'));
    expect(landing.products.map((p) => p.id)).toEqual([...ids].reverse());
  });

  it('opens /esfand for the first half of the noruz window only', async () => {
    expect((await readLanding(t.db, '/esfand', at('2027-03-10T23:59'))).state).toBe('live');
    expect((await readLanding(t.db, '/esfand', at('2027-03-11T00:00'))).state).not.toBe('live');
    expect((await readLanding(t.db, '/norooz', at('2027-03-15T00:00'))).state).toBe('live');
    expect(await liveLandingPaths(t.db, at('2027-03-15T00:00'))).toEqual(expect.arrayContaining(['/norooz']));
    expect(await liveLandingPaths(t.db, at('2027-03-15T00:00'))).not.toContain('/esfand');
    expect(await liveLandingPaths(t.db, at('2027-03-05T00:00'))).toEqual(expect.arrayContaining(['/norooz', '/esfand']));
  });

  it('ranks the festival occasions: Black Friday over mother’s day while both are live, then mother’s day in its colours', async () => {
    const both = await readLanding(t.db, '/festival', at('2026-11-29T10:00'));
    expect(both.window?.title).toBe('پنج روز طلایی');
    const mother = await readLanding(t.db, '/festival', at('2026-11-30T10:00'));
    expect(mother.window?.title).toBe('روز مادر');
    expect(mother.theme.motif).toBe('heart');
  });

  it('shows the running coin campaign’s multiplier on a live landing only', async () => {
    await parkCampaigns(t.db);
    const now = new Date();
    await t.db
      .insert(campaigns)
      .values({ kind: 'weekend', title: 'آخر هفته', startsAt: new Date(now.getTime() - 3_600_000), endsAt: new Date(now.getTime() + 3_600_000) });
    await startCampaign(t.db, { kind: 'weekend', earnMultiplier: 3 });
    expect((await readLanding(t.db, '/weekend', now)).coins).toEqual({ title: 'جشنواره آزمایشی', multiplier: 3 });
    expect((await readLanding(t.db, '/yalda', now)).coins).toBeNull();
  });

  it('opens early for a club member with early access, and for them only', async () => {
    const sixHoursBefore = at('2026-12-18T18:00');
    expect((await readLanding(t.db, '/yalda', sixHoursBefore)).state).toBe('upcoming');
    const early = await readLanding(t.db, '/yalda', sixHoursBefore, { earlyHours: 6 });
    expect(early).toMatchObject({ state: 'live', early: true });
    expect((await readLanding(t.db, '/yalda', at('2026-12-18T17:59'), { earlyHours: 6 })).state).toBe('upcoming');
    expect((await readLanding(t.db, '/yalda', at('2026-12-19T00:00'), { earlyHours: 6 })).early).toBe(false);
  });
});
