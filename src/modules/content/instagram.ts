import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { products } from '#modules/catalog/index.ts';
import { WIDE_WIDTHS, type WideImage } from './home.ts';
import { instagramPosts } from './schema.ts';

/**
 * The shop's Instagram posts (`/v6/promotion/instagram-list`): what the back office lists as
 * shown, in its order, each with its picture (drawn from the row's art by the media routes,
 * like the magazine's) and the product it shows, when that product is on sale.
 */
export interface InstagramPostItem {
  id: number;
  title: string;
  link: string;
  image: WideImage;
  product: { id: number; slug: string; name: string } | null;
}

export function instagramImage(id: number): WideImage {
  const url = (w: number) => `/media/b/instagram/${id}-${w}.webp`;
  return { src: url(800), srcset: WIDE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '), width: 1200, height: 600 };
}

/** A page of the shown posts, by their order. A product taken off sale (or deleted) shows as none. */
export async function instagramList(db: DbOrTx, page: Page): Promise<{ items: InstagramPostItem[]; total: number }> {
  const shown = eq(instagramPosts.isActive, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({ post: instagramPosts, product: { id: products.id, slug: products.slug, name: products.name } })
      .from(instagramPosts)
      .leftJoin(products, and(eq(products.id, instagramPosts.productId), ne(products.status, 0)))
      .where(shown)
      .orderBy(asc(instagramPosts.sort), asc(instagramPosts.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(instagramPosts).where(shown),
  ]);
  return {
    items: rows.map(({ post, product }) => ({
      id: post.id,
      title: post.title,
      link: post.link,
      image: instagramImage(post.id),
      product: product ?? null,
    })),
    total: total?.n ?? 0,
  };
}
