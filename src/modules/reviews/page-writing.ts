import type { AstroGlobal } from 'astro';
import { getDatabase, type Db } from '#server/db/client.ts';
import { sessionUser } from '#modules/account/index.ts';
import { isProductSlug } from '#modules/catalog/index.ts';
import { productBySlug, type ProductRef } from './product-ref.ts';

export interface WritingPage {
  db: Db;
  product: ProductRef;
  userId: number;
}

/**
 * How every page where a shopper writes about a product begins (a review, a question,
 * an answer, an experience note): personal, so never cached; the product from the path
 * (the 404 page otherwise); a signed-in shopper (a guest signs in first and comes back
 * to `here`, the page's own path). A Response is what the page answers instead.
 */
export async function openWritingPage(Astro: AstroGlobal, here: (product: ProductRef) => string): Promise<WritingPage | Response> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const slug = (Astro.params.slug ?? '').toLowerCase();
  if (!isProductSlug(slug)) return Astro.rewrite('/404');
  const { db } = await getDatabase();
  const product = await productBySlug(db, slug);
  if (!product) return Astro.rewrite('/404');
  const user = await sessionUser(Astro.cookies);
  if (!user) return Astro.redirect(`/auth?back=${encodeURIComponent(here(product))}`, Astro.request.method === 'POST' ? 303 : 302);
  return { db, product, userId: user.id };
}
