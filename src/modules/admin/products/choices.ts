import type { DbOrTx } from '#server/db/client.ts';
import { PRODUCT_LEVEL } from '#modules/catalog/index.ts';
import { allBrands } from './brands.ts';
import { allCategories } from './categories.ts';
import { categoryLabels } from './form-state.ts';

/** What a product's form offers: the leaf categories by their place in the tree, and the brands. */
export async function productChoices(db: DbOrTx) {
  const [categories, brands] = await Promise.all([allCategories(db), allBrands(db)]);
  const labels = categoryLabels(categories);
  return {
    categories: categories
      .filter((c) => c.level === PRODUCT_LEVEL)
      .map((c) => ({ value: String(c.id), label: `${labels.get(c.id)}${c.isActive ? '' : ' (غیرفعال)'}` })),
    brands: brands.map((b) => ({ value: String(b.id), label: `${b.name} (${b.nameEn})${b.isActive ? '' : ' (غیرفعال)'}` })),
  };
}
