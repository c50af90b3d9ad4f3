import { count, inArray, sql } from 'drizzle-orm';
import { decisions } from '#modules/decisions/index.ts';
import { provinces } from '#modules/geo/index.ts';
import { appMeta } from '#server/db/meta.ts';
import { refreshProductCards, refreshSearchVocabulary, seedSynonyms } from '#modules/catalog/index.ts';
import { config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { seedAccounts } from './accounts.ts';
import { seedCodes } from './codes.ts';
import { seedCoins } from './coins.ts';
import { seedDemoInvitations } from './demo-invitations.ts';
import { seedDemoOperatorContacts } from './demo-operator-contacts.ts';
import { seedWheel } from './wheel.ts';
import { seedGames } from './games.ts';
import { seedContent } from './content.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedRequests } from './requests.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoAddresses } from './demo-addresses.ts';
import { seedDemoWallet } from './demo-wallet.ts';
import { seedDemoBankAccount } from './bank-accounts.ts';
import { seedDemoPayout } from './demo-payout.ts';
import { seedDemoProviders } from './demo-providers.ts';
import { seedGeo } from './geo.ts';
import { seedPriceHistory } from './price-history.ts';
import { seedProducts } from './products.ts';
import { seedPromotions } from './promotions.ts';
import { Random } from './random.ts';
import { seedSurveyItems } from './reviews/criteria.ts';
import { seedDemoFeedback } from './reviews/feedback.ts';
import { seedReviews, SHOPPER_TEXT_KINDS } from './reviews/seed.ts';
import { seedTaxonomy } from './taxonomy.ts';
import { withoutIndexes } from './insert.ts';

export const DEFAULT_PRODUCT_COUNT = 2000;
/** Bumped when the demo data changes shape (search text, view counts, reviews…): kept copies (bench) are seeded again. */
export const SEED_REVISION = 4;
const SEED = 20_261_121;
/** The reviews draw from their own sequence, so adding or changing them leaves the catalogue as it was. */
const REVIEWS_SEED = SEED + 19;
const SEEDED_KEY = 'seeded_at';

/**
 * Every table the seed fills, emptied by `reset` (users and orders are not touched). What
 * shoppers wrote about products goes with the products (the cascade would take most of
 * it anyway); votes are listed because nothing cascades to them, and they would count
 * for new reviews and answers that get the old ids.
 */
const SEEDED_TABLES = [
  'promotion_varieties',
  'promotions',
  'variety_price_log',
  'variety_price_tiers',
  'varieties',
  'product_images',
  'products',
  'product_sliders',
  'search_terms',
  'search_kinds',
  'categories',
  'brands',
  'sellers',
  'colors',
  'guarantees',
  'sliders',
  'banners',
  'faq_items',
  'faq_categories',
  'pages',
  'campaigns',
  'mag_news',
  'instagram_posts',
  'votes',
  'review_scores',
  'reviews',
  'answers',
  'questions',
  'product_experiences',
  'product_feedbacks',
  'survey_items',
];

export interface SeedOptions {
  products?: number;
  /** Promotions run relative to this time. */
  now?: Date;
  log?: (line: string) => void;
  /**
   * The demo accounts, discount codes and gift cards, whose passwords and codes README
   * publishes, and the demo shoppers with their reviews, questions and answers. Default:
   * outside production only; production never gets them.
   */
  demoCredentials?: boolean;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select()
    .from(appMeta)
    .where(sql`${appMeta.key} = ${SEEDED_KEY}`);
  return rows.length > 0;
}

/** Empties the catalogue and content (not users, orders or geography). */
export async function resetSeededData(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${SEEDED_TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
  // The inbox cases of those texts: nothing cascades to them, and the next seed's held texts reuse the ids.
  await db.delete(decisions).where(inArray(decisions.kind, [...SHOPPER_TEXT_KINDS]));
  await db.delete(appMeta).where(sql`${appMeta.key} = ${SEEDED_KEY}`);
}

/** From this many products the catalogue tables are loaded without their indexes (insert.ts withoutIndexes). */
const BULK_LOAD_FROM = 20_000;
const BULK_TABLES = ['products', 'product_images', 'varieties', 'variety_price_tiers', 'variety_price_log', 'promotion_varieties'] as const;

/**
 * The demo shop: geography, catalogue taxonomy, products with varieties and images,
 * promotions and editorial content. Deterministic for a given product count. Runs in one
 * transaction: a failed seed leaves nothing behind.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<{ products: number; ms: number }> {
  const started = Date.now();
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  const log = options.log ?? (() => {});
  const rng = new Random(SEED);
  await db.transaction(async (tx) => {
    const [geo] = await tx.select({ n: count() }).from(provinces);
    if (!geo?.n) await seedGeo(tx);
    const taxonomy = await seedTaxonomy(tx);
    await seedSurveyItems(tx);
    log(`taxonomy: ${taxonomy.leaves.length} leaf categories, ${taxonomy.brandBySlug.size} brands, ${taxonomy.sellerIds.length} sellers`);
    const load = async () => {
      const promotable = await seedProducts(tx, taxonomy, productCount, rng);
      log(`products: ${productCount}`);
      await seedPriceHistory(tx, options.now ?? new Date());
      const promoted = await seedPromotions(tx, promotable, rng, options.now ?? new Date());
      log(`promotions: ${promoted} varieties on offer`);
      await refreshProductCards(tx);
    };
    // Large catalogues (the scale benchmarks) load without the catalogue's indexes and build them after.
    if (productCount >= BULK_LOAD_FROM) {
      await withoutIndexes(tx, BULK_TABLES, load);
      log('indexes built');
    } else {
      await load();
    }
    await refreshSearchVocabulary(tx);
    await seedSynonyms(tx);
    await seedContent(tx);
    await seedRequests(tx);
    if (options.demoCredentials ?? !config.isProduction) {
      await seedAccounts(tx);
      await seedDemoAddresses(tx);
      await seedDemoWallet(tx);
      await seedDemoBankAccount(tx);
      await seedCodes(tx, options.now ?? new Date());
      await seedCoins(tx, options.now ?? new Date());
      // Seasonal windows relative to today, one live: a demo's; production's are what staff enter (docs/adr/0027).
      await seedCampaigns(tx, options.now ?? new Date());
      await seedDemoInvitations(tx, options.now ?? new Date());
      await seedDemoOperatorContacts(tx, options.now ?? new Date());
      await seedWheel(tx);
      await seedGames(tx, options.now ?? new Date());
      // Outside production only, like the demo accounts: the reviewers are accounts nobody
      // owns, on mobile numbers that real people may hold.
      const said = await seedReviews(tx, new Random(REVIEWS_SEED), options.now ?? new Date());
      log(`reviews: ${said.reviews}, questions: ${said.questions}, answers: ${said.answers}, votes: ${said.votes}, held for the inbox: ${said.held}`);
    }
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: JSON.stringify({ at: new Date().toISOString(), products: productCount }) });
  });
  // The demo customer's orders go through the real checkout and bank, each in its own transactions.
  if (options.demoCredentials ?? !config.isProduction) {
    log(`demo orders: ${await seedDemoOrders(db)}`);
    log(`demo payout requests: ${await seedDemoPayout(db)}`);
    log(`demo seller registrations: ${await seedDemoProviders(db)}`);
    log(`demo experience notes and feedback: ${await seedDemoFeedback(db)}`);
  }
  // Fresh statistics and visibility map after a bulk load: the planner picks the listing
  // indexes and counts become index-only scans (autovacuum would get there later).
  await db.execute(sql`vacuum analyze`);
  return { products: productCount, ms: Date.now() - started };
}
