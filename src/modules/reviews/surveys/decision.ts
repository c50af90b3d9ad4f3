import { eq, inArray } from 'drizzle-orm';
import { toFaDigits } from '#lib/digits.ts';
import { users } from '#modules/account/index.ts';
import { products } from '#modules/catalog/index.ts';
import { moderatedKind, writerLine } from '../moderation/decision-kind.ts';
import { reviews } from '../schema.ts';
import { refreshProductRatings } from './rating.ts';
import { REVIEW_KIND } from './write.ts';

/** A review the rule held, in the decisions inbox: approving publishes it and moves the product's rating. */
export const reviewDecision = moderatedKind({
  kind: REVIEW_KIND,
  title: 'نظر کاربر دربارهٔ کالا',
  table: reviews,
  async read(db, ids) {
    const rows = await db
      .select({ r: reviews, product: products.name, mobile: users.mobile })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(inArray(reviews.id, ids));
    return rows.map(({ r, product, mobile }) => ({
      id: r.id,
      title: `نظر دربارهٔ ${product} (امتیاز ${toFaDigits(r.score.toFixed(1))})`,
      lines: [
        writerLine(mobile, r.anonymous && 'ناشناس'),
        ...(r.title ? [r.title] : []),
        r.text,
        ...r.pros.map((p) => `+ ${p}`),
        ...r.cons.map((p) => `− ${p}`),
      ],
      texts: [r.title, r.text, ...r.pros, ...r.cons],
    }));
  },
  async after(tx, id) {
    const [r] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
    if (r) await refreshProductRatings(tx, [r.productId]);
  },
});
