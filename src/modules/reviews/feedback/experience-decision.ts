import { eq, inArray } from 'drizzle-orm';
import { purgePages } from '#server/cache/page-version.ts';
import { users } from '#modules/account/index.ts';
import { products } from '#modules/catalog/index.ts';
import { moderatedKind, writerLine } from '../moderation/decision-kind.ts';
import { productExperiences } from '../schema.ts';
import { EXPERIENCE_KIND } from './experience.ts';

/** A buyer's experience note the rule held, in the decisions inbox: approving shows it in the product's feedback tab. */
export const experienceDecision = moderatedKind({
  kind: EXPERIENCE_KIND,
  title: 'تجربهٔ استفادهٔ خریدار',
  table: productExperiences,
  async read(db, ids) {
    const rows = await db
      .select({ id: productExperiences.id, text: productExperiences.text, product: products.name, mobile: users.mobile })
      .from(productExperiences)
      .innerJoin(products, eq(products.id, productExperiences.productId))
      .innerJoin(users, eq(users.id, productExperiences.userId))
      .where(inArray(productExperiences.id, ids));
    return rows.map((r) => ({ id: r.id, title: `تجربهٔ استفاده از ${r.product}`, lines: [writerLine(r.mobile), r.text], texts: [r.text] }));
  },
  async after(_tx, _id, state) {
    // Only a published note changes what the public tab shows.
    if (state === 'approved') purgePages();
  },
});
