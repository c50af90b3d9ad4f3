import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { tehranInstant } from '#lib/tehran-time.ts';
import { campaigns } from '../schema.ts';
import { divinationCampaign } from './divination.ts';
import { GHAZALS } from './ghazals.ts';

const t = useTestApi();
const at = (tehran: string) => tehranInstant(tehran)!;
const HOUR = 3_600_000;

describe('the fāl-e Hāfez', () => {
  it('keeps every ghazal whole: a unique id, two beyts at least, an interpretation', () => {
    expect(GHAZALS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GHAZALS.map((g) => g.id)).size).toBe(GHAZALS.length);
    for (const g of GHAZALS) {
      expect(g.verses.length % 2).toBe(0);
      expect(g.verses.length).toBeGreaterThanOrEqual(4);
      expect(g.interpretation.length).toBeGreaterThan(40);
    }
    expect(GHAZALS.some((g) => g.yalda)).toBe(true);
  });

  it('answers a random fāl to anyone, in the documented shape', async () => {
    const res = await t.call('GET', '/v8/divination/random');
    expect(res.status).toBe(200);
    const fal = res.body.data;
    expect(Object.keys(fal).sort()).toEqual(['id', 'interpretation', 'number', 'verses']);
    expect(GHAZALS.map((g) => g.id)).toContain(fal.id);
    expect(fal.verses.every((v: unknown) => typeof v === 'string')).toBe(true);
  });

  it('answers one fāl by id; a malformed id is 422, an unknown one 404, both in Persian', async () => {
    const res = await t.call('GET', '/v8/divination/view?id=13');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 13, number: 255 });
    expect(res.body.data.verses[0]).toBe('یوسف گم گشته بازآید به کنعان غم مخور');

    const bad = await t.call('GET', '/v8/divination/view?id=abc');
    expect(bad.status).toBe(422);
    expect(bad.body.data).toEqual([{ field: 'id', message: 'شناسه فال معتبر نیست' }]);
    expect((await t.call('GET', '/v8/divination/view')).status).toBe(422);

    const missing = await t.call('GET', '/v8/divination/view?id=999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('این فال پیدا نشد');
  });
});

describe('the Yalda twist', () => {
  beforeEach(async () => {
    await t.db.delete(campaigns);
  });

  it('is a hopeful fāl with a word about the night and the landing while Yalda is live, else null (fixed clock)', async () => {
    await t.db.insert(campaigns).values([
      { kind: 'yalda', title: 'جشنواره شب یلدا', startsAt: at('2026-12-19T00:00'), endsAt: at('2026-12-22T00:00') },
      { kind: 'weekend', title: 'تخفیف‌های آخر هفته', startsAt: at('2026-12-10T00:00'), endsAt: at('2026-12-12T00:00') },
    ]);
    const twist = await divinationCampaign(t.db, at('2026-12-21T22:00'), () => 0);
    expect(twist).toMatchObject({ type: 'YALDA', title: 'جشنواره شب یلدا', url: '/yalda' });
    expect(twist!.note).toContain('شب یلدا');
    expect(GHAZALS.find((g) => g.id === twist!.fal.id)?.yalda).toBe(true);

    expect(await divinationCampaign(t.db, at('2026-12-18T23:59'))).toBeNull();
    expect(await divinationCampaign(t.db, at('2026-12-22T00:00'))).toBeNull();
    // Another campaign live is no Yalda.
    expect(await divinationCampaign(t.db, at('2026-12-11T12:00'))).toBeNull();
  });

  it('answers clients the twist or null, without a sign-in', async () => {
    expect((await t.call('GET', '/v8/divination/campaign')).body).toEqual({ success: true, data: null });
    await t.db.insert(campaigns).values({ kind: 'yalda', title: 'یلدای بازار', startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) });
    const res = await t.call('GET', '/v8/divination/campaign');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'YALDA', title: 'یلدای بازار', url: '/yalda', fal: { id: expect.any(Number) } });
  });
});
