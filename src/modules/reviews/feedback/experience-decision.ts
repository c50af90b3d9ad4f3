import { eq, inArray } from 'drizzle-orm';
import { purgePages } from '../../../server/cache/page-version.ts';
import { toFaDigits } from '../../../lib/digits.ts';
import { users } from '../../account/schema.ts';
import { products } from '../../catalog/schema.ts';
import { moderatedKind } from '../moderation/decision-kind.ts';
import { productExperiences } from '../schema.ts';
import { EXPERIENCE_KIND } from './experience.ts';

/** A buyer's experience note the rule held, in the decisions inbox: approving shows it in the product's feedback tab. */
export const experienceDecision = moderatedKind({
  kind: EXPERIENCE_KIND,
  title: 'تجربهٔ استفادهٔ خریدار',
  table: productExperiences,
  async read(db, ids) {
    const rows = ids.length
      ? await db
          .select({ id: productExperiences.id, text: productExperiences.text, product: products.name, mobile: users.mobile })
          .from(productExperiences)
          .innerJoin(products, eq(products.id, productExperiences.productId))
          .innerJoin(users, eq(users.id, productExperiences.userId))
          .where(inArray(productExperiences.id, ids))
      : [];
    return new Map(rows.map((r) => [r.id, { title: `تجربهٔ استفاده از ${r.product}`, lines: [`موبایل ${toFaDigits(r.mobile)}`, r.text], texts: [r.text] }]));
  },
  async after(_tx, _id, state) {
    // Only a published note changes what the public tab shows.
    if (state === 'approved') purgePages();
  },
});
