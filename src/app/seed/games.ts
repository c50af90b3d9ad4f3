import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import { CAMPAIGN_TYPES, competitionEntries, competitions, currentCampaign, gameRounds, GAME, huntItems, liveWindows } from '#modules/campaigns/index.ts';
import { brands, categories, products } from '#modules/catalog/index.ts';
import type { Tx } from '#server/db/client.ts';

const DAY = 86_400_000;

/** Demo players on the board and entrants of the competitions (README "Demo accounts"). */
const PLAYERS = [
  { mobile: '09120000001', scores: [48, 71] },
  { mobile: '09120000002', scores: [64] },
  { mobile: '09120000005', scores: [39, 55] },
];

/**
 * The games' demo (docs/adr/0027): a live competition and a finished one with its results
 * and winners, a few rounds of the pomegranate game for the board, and three hunt items on
 * products. The first item belongs to the campaign live when seeding; the others to none, so
 * they stay live in whichever campaign is (the demo keeps one live). Relative to `now`;
 * once: a reseed finds the rows and leaves them (the hunt's items go with the catalogue on a
 * reset and come back). Outside production only, like the demo accounts.
 */
export async function seedGames(tx: Tx, now: Date): Promise<void> {
  const demo = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        PLAYERS.map((p) => p.mobile),
      ),
    );
  const idOf = new Map(demo.map((u) => [u.mobile, u.id]));
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  const [held] = await tx.select({ n: count() }).from(competitions);
  if (!held?.n) {
    const [, finished] = await tx
      .insert(competitions)
      .values([
        {
          title: 'مسابقهٔ حافظ‌خوانی باشگاه',
          description: 'به پرسش این هفته پاسخ دهید؛ به سه نفر از پاسخ‌های درست به قید قرعه کد تخفیف ۲۰۰ هزار تومانی می‌رسد.',
          question: 'در کدام شهر آرامگاه حافظ قرار دارد؟',
          startsAt: at(-1),
          endsAt: at(6),
        },
        {
          title: 'مسابقهٔ پاییزی بازار',
          description: 'پاسخ درست را بنویسید و در قرعه‌کشی سکه‌های باشگاه شرکت کنید.',
          question: 'بلندترین شب سال چه نام دارد؟',
          startsAt: at(-30),
          endsAt: at(-20),
          results: 'پاسخ درست «شب یلدا» بود. از ۳۱۲ شرکت‌کننده ۲۴۸ نفر پاسخ درست دادند و دو برنده به قید قرعه انتخاب شدند؛ هر کدام ۵۰۰ سکه گرفتند.',
          resultsAt: at(-18),
        },
      ])
      .returning({ id: competitions.id });
    const entrants = PLAYERS.map((p) => idOf.get(p.mobile)).filter((id): id is number => id !== undefined);
    if (finished && entrants.length) {
      await tx
        .insert(competitionEntries)
        .values(
          entrants.map((userId, i) => ({ competitionId: finished.id, userId, answer: i === 1 ? 'چله' : 'شب یلدا', isWinner: i !== 1, createdAt: at(-25 + i) })),
        );
    }
  }

  const [played] = await tx.select({ n: count() }).from(gameRounds);
  if (!played?.n) {
    // Fixed ids (a UUID's shape), so the demo is the same on every machine.
    const rounds = PLAYERS.flatMap((p, i) => {
      const userId = idOf.get(p.mobile);
      return userId === undefined
        ? []
        : p.scores.map((score, j) => {
            const startedAt = at(-(i * 2 + j + 1));
            const id = `00000000-0000-4000-8000-${String(i * 10 + j + 1).padStart(12, '0')}`;
            return { id, userId, game: GAME, startedAt, endedAt: new Date(startedAt.getTime() + 31_000), score };
          });
    });
    if (rounds.length) await tx.insert(gameRounds).values(rounds);
  }

  const [hidden] = await tx.select({ n: count() }).from(huntItems);
  if (hidden?.n) return;
  const picked = await tx
    .select({ id: products.id, category: categories.name, brand: brands.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.status, 1), eq(products.inStock, true)))
    .orderBy(asc(products.id))
    .offset(7)
    .limit(3);
  const live = await currentCampaign(tx, now);
  const window = live ? (await liveWindows(tx, now)).find((w) => CAMPAIGN_TYPES[w.kind] === live.type) : undefined;
  const COINS = [50, 30, 20];
  if (picked.length) {
    await tx.insert(huntItems).values(
      picked.map((p, i) => ({
        campaignId: i === 0 ? (window?.id ?? null) : null,
        productId: p.id,
        clue: `در دستهٔ «${p.category}» کالایی از برند ${p.brand} را پیدا کنید.`,
        coins: COINS[i] ?? 10,
      })),
    );
  }
}
