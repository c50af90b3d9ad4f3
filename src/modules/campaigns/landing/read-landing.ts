import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { cardsByIds, categories, categoryHref, EMPTY_FILTERS, listProducts, mainCategoryHref, type ProductCard } from '#modules/catalog/index.ts';
import { runningCampaign } from '#modules/loyalty/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { LANDING_RANK } from '../kinds.ts';
import { campaignBanners, campaignCategories, campaignProducts, campaigns } from '../schema.ts';
import { KIND_COLORS, LANDINGS, type LandingPath, type LandingTheme } from './themes.ts';

type Window = typeof campaigns.$inferSelect;

/** A landing as the page renders it. */
export interface Landing {
  theme: LandingTheme;
  /** live: a window is open now; ended: the last one is over and none is booked; upcoming: the next one is booked. */
  state: 'live' | 'upcoming' | 'ended' | 'none';
  /** The window the page speaks of: the live one, else the next, else the last. */
  window: Pick<Window, 'id' | 'kind' | 'title' | 'startsAt' | 'endsAt'> | null;
  /** When live, the next window after it is not needed; otherwise the next booked one, if any. */
  next: Pick<Window, 'title' | 'startsAt'> | null;
  /** The window's promoted products, or when it is not live the shop's running offers. */
  products: ProductCard[];
  categories: { id: number; title: string; href: string }[];
  banners: { id: number; title: string; image: string; link: string }[];
  /** The coin campaign running now (live landings only): "× multiplier coins". */
  coins: { title: string; multiplier: number } | null;
  /** Live for this member only, ahead of its start (the club level's early access). */
  early: boolean;
}

const PRODUCTS_MAX = 24;

/**
 * `/esfand` is the month before Nowruz: the first half of the noruz window (docs/adr/0027),
 * so it is live from the window's start up to its midpoint.
 */
function esfandWindow(w: Window): Window {
  return { ...w, endsAt: new Date(w.startsAt.getTime() + Math.floor((w.endsAt.getTime() - w.startsAt.getTime()) / 2)) };
}

/**
 * The landing at `path` as of `now`: which window it speaks of, and what it shows.
 * `earlyHours`: a club member's early access, opening a window that many hours before its start.
 */
export async function readLanding(db: DbOrTx, path: LandingPath, now: Date, { earlyHours = 0 } = {}): Promise<Landing> {
  const base = LANDINGS[path];
  const kinds = [...base.kinds];
  const rows = kinds.length
    ? (await db.select().from(campaigns).where(inArray(campaigns.kind, kinds)).orderBy(asc(campaigns.startsAt), asc(campaigns.id))).map((w) =>
        path === '/esfand' ? esfandWindow(w) : w,
      )
    : [];
  const early = earlyHours * 3_600_000;
  const live = rows
    .filter((w) => w.startsAt.getTime() - early <= now.getTime() && w.endsAt > now)
    .sort((a, b) => LANDING_RANK.indexOf(a.kind as never) - LANDING_RANK.indexOf(b.kind as never) || b.startsAt.getTime() - a.startsAt.getTime())[0];
  const next = rows.find((w) => w.startsAt > now) ?? null;
  const last = rows.filter((w) => w.endsAt <= now).at(-1) ?? null;
  const window = live ?? next ?? last;
  const state: Landing['state'] = path === '/rightel' ? 'live' : live ? 'live' : next ? 'upcoming' : last ? 'ended' : 'none';
  const kindColors = live ? KIND_COLORS[live.kind as keyof typeof KIND_COLORS] : undefined;
  const theme: LandingTheme = kindColors ? { ...base, colors: kindColors, motif: kindColors.motif } : base;

  const [products, cats, banners, coins] = await Promise.all([
    live ? promotedProducts(db, live.id) : Promise.resolve([] as ProductCard[]),
    window ? promotedCategories(db, window.id) : Promise.resolve([]),
    live
      ? db.select().from(campaignBanners).where(eq(campaignBanners.campaignId, live.id)).orderBy(asc(campaignBanners.sort), asc(campaignBanners.id))
      : Promise.resolve([]),
    live ? runningCampaign(db, now) : Promise.resolve(null),
  ]);
  return {
    theme,
    state,
    window: window ? { id: window.id, kind: window.kind, title: window.title, startsAt: window.startsAt, endsAt: window.endsAt } : null,
    next: !live && next ? { title: next.title, startsAt: next.startsAt } : null,
    // A landing never shows an empty grid: out of its window, or with nothing chosen yet, the shop's running offers.
    products: products.length ? products : await runningOffers(db),
    categories: cats,
    banners: banners.map((b) => ({ id: b.id, title: b.title, image: b.image, link: b.link })),
    coins: coins && coins.earnMultiplier > 1 ? { title: coins.title, multiplier: coins.earnMultiplier } : null,
    early: Boolean(live && live.startsAt > now),
  };
}

async function promotedProducts(db: DbOrTx, campaignId: number): Promise<ProductCard[]> {
  const rows = await db
    .select({ id: campaignProducts.productId })
    .from(campaignProducts)
    .where(eq(campaignProducts.campaignId, campaignId))
    .orderBy(asc(campaignProducts.sort), asc(campaignProducts.productId))
    .limit(PRODUCTS_MAX);
  return cardsByIds(
    db,
    rows.map((r) => r.id),
  );
}

async function promotedCategories(db: DbOrTx, campaignId: number) {
  const rows = await db
    .select({ id: categories.id, title: categories.name, slug: categories.slug, level: categories.level })
    .from(campaignCategories)
    .innerJoin(categories, eq(categories.id, campaignCategories.categoryId))
    .where(and(eq(campaignCategories.campaignId, campaignId), eq(categories.isActive, true)))
    .orderBy(asc(campaignCategories.sort), asc(categories.id));
  return rows.map((c) => ({ id: c.id, title: c.title, href: c.level === 1 ? mainCategoryHref(c.slug) : categoryHref(c.slug) }));
}

async function runningOffers(db: DbOrTx): Promise<ProductCard[]> {
  const { items } = await listProducts(db, { ...EMPTY_FILTERS, promotionOnly: true }, 'discount', { page: 1, perPage: 12 }, { count: false });
  if (items.length) return items;
  return (await listProducts(db, { ...EMPTY_FILTERS, has_discount: true }, 'discount', { page: 1, perPage: 12 }, { count: false })).items;
}

/** The landings live at `now`, for the sitemap (only live landings are listed). */
export async function liveLandingPaths(db: DbOrTx, now: Date): Promise<LandingPath[]> {
  const rows = await db
    .select({ kind: campaigns.kind, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt })
    .from(campaigns)
    .where(and(lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)))
    .orderBy(desc(campaigns.startsAt));
  const paths = new Set<LandingPath>(['/rightel']);
  for (const theme of Object.values(LANDINGS)) {
    const open = rows.filter((r) => (theme.kinds as readonly string[]).includes(r.kind));
    if (theme.path === '/esfand' ? open.some((r) => esfandWindow(r as Window).endsAt > now) : open.length) paths.add(theme.path);
  }
  return [...paths];
}
