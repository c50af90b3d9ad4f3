import type { SpecGroup } from '#modules/catalog/index.ts';
import type { ModelSeed, NameAxis, ProductKindSeed } from './data/types.ts';
import type { Random } from './random.ts';

/**
 * One product's attributes, drawn once: its model, the values of its name axes and one
 * value per spec row. The name, the brief features and the spec table are all written from
 * them, so they cannot disagree («5G» in the features and «4G» in the table).
 */
export interface ProductAttributes {
  model: string;
  axisValues: { axis: NameAxis; value: NameAxis['values'][number] }[];
  /** The kind's spec groups with the chosen values, then «سایر ویژگی‌ها» for brief-only rows. */
  specifications: SpecGroup[];
  /** Name axes that no spec row shows (storage, volume…), for the «شناسنامه کالا» group. */
  axisRows: { title: string; value: string }[];
  briefFeatures: { title: string; value: string }[];
}

const EXTRA_GROUP = 'سایر ویژگی‌ها';
const modelCache = new WeakMap<ProductKindSeed, Map<string, ModelSeed[]>>();

/**
 * The models a brand makes in this kind: its own `lines`, else its share of `models`
 * (model i goes to brand i mod n, so a model never belongs to two brands).
 */
export function modelsOf(kind: ProductKindSeed, brandSlug: string): ModelSeed[] {
  let byBrand = modelCache.get(kind);
  if (!byBrand) {
    byBrand = new Map();
    const generic = kind.brands.filter((b) => !kind.lines?.[b]);
    for (const brand of kind.brands) {
      const own = kind.lines?.[brand];
      if (own) {
        byBrand.set(
          brand,
          own.map((m) => (typeof m === 'string' ? { name: m } : m)),
        );
        continue;
      }
      const at = generic.indexOf(brand);
      const share = kind.models.filter((_, i) => i % generic.length === at);
      // More brands than models: a brand gets one model of its own turn round the list.
      byBrand.set(
        brand,
        (share.length ? share : [kind.models[at % kind.models.length]!]).map((name) => ({ name })),
      );
    }
    modelCache.set(kind, byBrand);
  }
  const models = byBrand.get(brandSlug);
  if (!models?.length) throw new Error(`seed: no models of ${brandSlug} for ${kind.nounEn}`);
  return models;
}

/** The values a row may take for this brand and model: the model's, else the brand's, else the kind's. */
function allowed(kind: ProductKindSeed, brandSlug: string, model: ModelSeed, title: string, values: string[]): string[] {
  const narrowed = model.specs?.[title] ?? kind.brandSpecs?.[brandSlug]?.[title];
  return narrowed?.length ? narrowed : values;
}

/**
 * Draws a product of `kind` by `brandSlug`. `modelSuffix` (« Pro», « Lite»…) varies a model
 * of the shared list to avoid twin names; a brand's own lines are real names and keep theirs.
 */
export function drawAttributes(kind: ProductKindSeed, brandSlug: string, rng: Random, modelSuffix = ''): ProductAttributes {
  const model = rng.pick(modelsOf(kind, brandSlug));
  const chosen = new Map<string, string>();
  const axisValues = kind.axes.map((axis) => {
    const names = allowed(
      kind,
      brandSlug,
      model,
      axis.title,
      axis.values.map((v) => v.fa),
    );
    const pool = axis.values.filter((v) => names.includes(v.fa));
    const value = rng.pick(pool.length ? pool : axis.values);
    chosen.set(axis.title, value.fa);
    return { axis, value };
  });
  const specifications: SpecGroup[] = kind.specs.map((g) => ({
    title: g.group,
    items: g.rows.map((r) => {
      const value = chosen.get(r.title) ?? rng.pick(allowed(kind, brandSlug, model, r.title, r.values));
      chosen.set(r.title, value);
      return { title: r.title, value };
    }),
  }));
  const extra: SpecGroup = { title: EXTRA_GROUP, items: [] };
  const briefFeatures = kind.brief.map((r) => {
    let value = chosen.get(r.title);
    if (value === undefined) {
      value = rng.pick(allowed(kind, brandSlug, model, r.title, r.values));
      chosen.set(r.title, value);
      extra.items.push({ title: r.title, value });
    }
    return { title: r.title, value };
  });
  if (extra.items.length) specifications.push(extra);
  const inTable = new Set(specifications.flatMap((g) => g.items.map((r) => r.title)));
  const axisRows = axisValues.filter((v) => !inTable.has(v.axis.title)).map((v) => ({ title: v.axis.title, value: v.value.fa }));
  const suffix = kind.lines?.[brandSlug] ? '' : modelSuffix;
  return { model: model.name + suffix, axisValues, specifications, axisRows, briefFeatures };
}
