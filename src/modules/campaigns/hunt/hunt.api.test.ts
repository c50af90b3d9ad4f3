import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { products } from '#modules/catalog/index.ts';
import { balancesOf, ledgerEntries } from '#modules/wallet/index.ts';
import { campaigns, huntFinds, huntItems } from '../schema.ts';
import { liveItemOn, runningHunt } from './live.ts';
import { HUNT_MESSAGES } from './rules.ts';

const t = useTestApi();
const HOUR = 3_600_000;
const ago = (h: number) => new Date(Date.now() - h * HOUR);

let items: { live: number; open: number; ended: number };
let productIds: number[];

beforeEach(async () => {
  // Windows of our own (the seed's are relative to the seeding day); their items go with them.
  await t.db.delete(campaigns);
  await t.db.delete(huntItems);
  productIds = (await t.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3)).map((p) => p.id);
  const [yalda, old] = await t.db
    .insert(campaigns)
    .values([
      { kind: 'yalda', title: 'جشنواره یلدا', startsAt: ago(1), endsAt: ago(-5) },
      { kind: 'mother', title: 'روز مادر', startsAt: ago(50), endsAt: ago(10) },
    ])
    .returning({ id: campaigns.id });
  const rows = await t.db
    .insert(huntItems)
    .values([
      { campaignId: yalda!.id, productId: productIds[0]!, clue: 'جایی که گرما می‌دهد', coins: 50 },
      { campaignId: null, productId: productIds[1]!, clue: 'سرخ و پر از دانه', coins: 0 },
      { campaignId: old!.id, productId: productIds[2]!, clue: 'هدیه‌ای برای مادر', coins: 30 },
    ])
    .returning({ id: huntItems.id });
  items = { live: rows[0]!.id, open: rows[1]!.id, ended: rows[2]!.id };
});

const find = (itemId: number | string, auth?: Record<string, string>) => t.call('POST', '/v10/campaign/hunt-find', { item_id: itemId }, auth);

describe('the running hunt', () => {
  it("is the live campaign's items and the ones tied to none; nothing outside a campaign", async () => {
    const hunt = await runningHunt(t.db);
    expect(hunt.campaign?.type).toBe('YALDA');
    expect(hunt.items.map((i) => i.id)).toEqual([items.live, items.open]);
    expect((await liveItemOn(t.db, productIds[0]!))?.id).toBe(items.live);
    expect(await liveItemOn(t.db, productIds[2]!)).toBeNull();
    // Earlier, the other window was the live one.
    const then = await runningHunt(t.db, ago(20));
    expect(then.campaign?.type).toBe('MOTHER');
    expect(then.items.map((i) => i.id)).toEqual([items.open, items.ended]);
    expect(await runningHunt(t.db, ago(-10))).toEqual({ campaign: null, items: [] });
  });
});

describe('finding an item', () => {
  it('pays its coins once, and tells how many of the hunt the shopper has found', async () => {
    expect((await find(items.live)).status).toBe(401);
    const m = await newMember(t.db);
    const res = await find(items.live, m.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, msg: HUNT_MESSAGES.found, data: { item_id: items.live, coins: 50, found: 1, total: 2 } });
    expect((await balancesOf(t.db, m.id)).coin).toBe(50);

    const again = await find(items.live, m.auth);
    expect(again.status).toBe(422);
    expect(again.body.data).toEqual([{ field: 'item_id', message: HUNT_MESSAGES.already }]);
    expect((await balancesOf(t.db, m.id)).coin).toBe(50);

    // An item without coins is a find all the same, and moves no coin.
    expect((await find(items.open, m.auth)).body.data).toEqual({ item_id: items.open, coins: 0, found: 2, total: 2 });
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, m.id))).toHaveLength(1);
  });

  it('refuses an item of an ended campaign, an unknown one and a malformed id', async () => {
    const m = await newMember(t.db);
    const ended = await find(items.ended, m.auth);
    expect(ended.status).toBe(422);
    expect(ended.body.data).toEqual([{ field: 'item_id', message: HUNT_MESSAGES.notLive }]);
    expect((await find(999_999, m.auth)).status).toBe(404);
    expect((await find('abc', m.auth)).body.data).toEqual([{ field: 'item_id', message: HUNT_MESSAGES.itemId }]);
    expect((await balancesOf(t.db, m.id)).coin).toBe(0);
  });

  it('refuses every item once no campaign is live', async () => {
    await t.db.update(campaigns).set({ endsAt: ago(0.5) });
    const m = await newMember(t.db);
    expect((await find(items.open, m.auth)).status).toBe(422);
  });

  it('pays once of twenty parallel finds', async () => {
    const m = await newMember(t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => find(items.live, m.auth)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(19);
    expect(
      await t.db
        .select()
        .from(huntFinds)
        .where(and(eq(huntFinds.userId, m.id), eq(huntFinds.itemId, items.live))),
    ).toHaveLength(1);
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, m.id))).toHaveLength(1);
    expect((await balancesOf(t.db, m.id)).coin).toBe(50);
  });

  it("answers the product page's plain form with a 303 to /hunt, and a guest's with one to sign in", async () => {
    const form = (itemId: number, auth: Record<string, string> = {}) =>
      t.app.request('/v10/campaign/hunt-find', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...auth },
        body: `item_id=${itemId}`,
      });
    const guest = await form(items.live);
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe('/auth?back=%2Fhunt');
    const m = await newMember(t.db);
    expect((await form(items.live, m.auth)).headers.get('location')).toBe(`/hunt?found=${items.live}`);
    expect((await form(items.live, m.auth)).headers.get('location')).toBe('/hunt?miss=already');
    expect((await form(items.ended, m.auth)).headers.get('location')).toBe('/hunt?miss=ended');
    expect((await balancesOf(t.db, m.id)).coin).toBe(50);
  });
});
