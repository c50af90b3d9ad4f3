import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { tehranInstant } from '#lib/tehran-time.ts';
import { currentCampaign } from './live.ts';
import { keepDemoWindowLive } from './demo-window.ts';
import { campaigns } from './schema.ts';

const t = useTestApi();

describe('the demo keeps one landing live', () => {
  it('opens weekend offers from Tehran midnight when nothing is live, once', async () => {
    const now = tehranInstant('2031-06-04T15:30')!;
    expect(await currentCampaign(t.db, now)).toBeNull();
    expect(await keepDemoWindowLive(t.db, now)).toBe(true);
    expect(await keepDemoWindowLive(t.db, now)).toBe(false);
    const live = await currentCampaign(t.db, now);
    expect(live).toMatchObject({
      type: 'WEEK_END',
      url: '/weekend',
      start: tehranInstant('2031-06-04T00:00')!.toISOString(),
      end: tehranInstant('2031-06-06T00:00')!.toISOString(),
    });
    expect((await t.db.select().from(campaigns)).filter((c) => c.startsAt.getUTCFullYear() === 2031)).toHaveLength(1);
  });

  it('leaves a live campaign alone', async () => {
    expect(await keepDemoWindowLive(t.db, new Date())).toBe(false);
  });
});
