import type { FormOutcome } from '../page-form.ts';

/**
 * One form of a screen that lists several (a row each): when the posted form was this one
 * (same action and id) it shows what was typed and the field errors; otherwise the stored
 * values. `open` says a folded row should unfold to show its errors.
 */
export function formFor(outcome: FormOutcome | null, action: string, id: number | string | undefined, stored: Record<string, string>) {
  const mine = outcome && outcome.action === action && outcome.id === (id === undefined ? '' : String(id)) ? outcome : null;
  return {
    open: mine !== null,
    value: (name: string) => mine?.values[name] ?? stored[name] ?? '',
    error: (name: string) => mine?.errors[name],
    /** A refusal about the whole form (the row is gone, or it is in use). */
    message: mine?.errors._ ?? mine?.errors.id,
  };
}

export type FormView = ReturnType<typeof formFor>;

/** A product's stored fields as the form shows them: features a line each «عنوان: مقدار», tags with commas. */
export function productFormValues(p: {
  name: string;
  nameEn: string;
  slug: string;
  categoryId: number;
  brandId: number;
  description: string;
  briefFeatures: { title: string; value: string }[];
  tags: string[];
  status: number;
}): Record<string, string> {
  return {
    name: p.name,
    name_en: p.nameEn,
    slug: p.slug,
    category_id: String(p.categoryId),
    brand_id: String(p.brandId),
    description: p.description,
    brief_features: p.briefFeatures.map((f) => (f.title ? `${f.title}: ${f.value}` : f.value)).join('\n'),
    tags: p.tags.join('، '),
    status: String(p.status),
  };
}

/** A category's place in the tree, for choosing one: «کالای دیجیتال › موبایل › گوشی موبایل». */
export function categoryLabels(rows: readonly { id: number; parentId: number | null; name: string }[]): Map<number, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const label = (id: number): string => {
    const r = byId.get(id);
    if (!r) return '';
    return r.parentId === null ? r.name : `${label(r.parentId)} › ${r.name}`;
  };
  return new Map(rows.map((r) => [r.id, label(r.id)]));
}
