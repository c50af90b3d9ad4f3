import type { SpecGroup } from '#modules/catalog/index.ts';
import type { ModelSeed, NameAxis, ProductKindSeed } from './data/types.ts';
import { configurationToman, MODEL_STEP } from './prices.ts';
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
  /** The product's price in toman (seed/prices.ts): its model's, for the drawn configuration. */
  priceToman: number;
}

type CompiledRule = { when: [string, string[]][]; only: string[] };
/** A row as this model draws it: the values it may take and the rules that may narrow them. */
type Row<T> = { values: T[]; rules: CompiledRule[] };

/**
 * A model as one brand makes it, settled once (a million-product seed draws models many
 * times over): its price (its own, or its brand's step), the values its rows may take (the
 * model's, else the brand's, else the kind's) with its rules then the kind's, row by row in
 * the kind's order, and the price factor of its cheapest value of each name axis.
 */
export type PricedModel = ModelSeed & {
  price: number;
  narrowing: Map<string, string[]>;
  axisRows: Row<NameAxis['values'][number]>[];
  specRows: Row<string>[][];
  briefRows: Row<string>[];
  cheapest: number[];
};

const EXTRA_GROUP = 'سایر ویژگی‌ها';
const NO_RULES: CompiledRule[] = [];
const modelCache = new WeakMap<ProductKindSeed, Map<string, PricedModel[]>>();

const asModel = (m: string | ModelSeed): ModelSeed => (typeof m === 'string' ? { name: m } : m);

/**
 * The models a brand makes in this kind, cheapest first: its own `lines`, else its share
 * of `models` (model i goes to brand i mod n, so a model never belongs to two brands). A
 * model without a price of its own costs its brand's entry price, a step more for each
 * model before it.
 */
export function modelsOf(kind: ProductKindSeed, brandSlug: string): PricedModel[] {
  let byBrand = modelCache.get(kind);
  if (!byBrand) {
    byBrand = new Map();
    const generic = kind.brands.filter((b) => !kind.lines?.[b]);
    for (const brand of kind.brands) {
      const own = kind.lines?.[brand];
      const at = generic.indexOf(brand);
      const share = own ?? kind.models.filter((_, i) => i % generic.length === at);
      // More brands than models: a brand gets one model of its own turn round the list.
      const models = (share.length ? share : [kind.models[at % kind.models.length]!]).map(asModel);
      byBrand.set(
        brand,
        models.map((m, i) => settle(kind, brand, m, i)),
      );
    }
    modelCache.set(kind, byBrand);
  }
  const models = byBrand.get(brandSlug);
  if (!models?.length) throw new Error(`seed: no models of ${brandSlug} for ${kind.nounEn}`);
  return models;
}

/** `model`, the `tier`-th of `brand`'s models in `kind`, with all a draw needs settled. */
function settle(kind: ProductKindSeed, brand: string, model: ModelSeed, tier: number): PricedModel {
  const entry = kind.brandPrices?.[brand];
  const price = model.price ?? (entry === undefined ? undefined : entry * MODEL_STEP ** tier);
  if (price === undefined) throw new Error(`seed: no price for ${brand} ${model.name} (${kind.nounEn})`);
  // The model's values, else the brand's.
  const narrowing = new Map(Object.entries({ ...kind.brandSpecs?.[brand], ...model.specs }).filter(([, values]) => values.length));
  const rulesByRow = new Map<string, CompiledRule[]>();
  for (const rule of [...(model.rules ?? []), ...(kind.rules ?? [])]) {
    const when = Object.entries(rule.when);
    for (const [title, only] of Object.entries(rule.then)) rulesByRow.set(title, [...(rulesByRow.get(title) ?? []), { when, only }]);
  }
  const rules = (title: string) => rulesByRow.get(title) ?? NO_RULES;
  const row = (title: string, values: string[]) => ({ values: narrowing.get(title) ?? values, rules: rules(title) });
  const settled: PricedModel = { ...model, price, narrowing, axisRows: [], specRows: [], briefRows: [], cheapest: [] };
  settled.axisRows = kind.axes.map((axis) => ({ values: axisValuesOf(settled, axis), rules: rules(axis.title) }));
  settled.specRows = kind.specs.map((g) => g.rows.map((r) => row(r.title, r.values)));
  settled.briefRows = kind.brief.map((r) => row(r.title, r.values));
  settled.cheapest = settled.axisRows.map((r) => r.values[0]!.price ?? 1);
  return settled;
}

/**
 * The values a row may take, narrowed by every rule whose condition the rows drawn so far
 * meet. A rule that would leave nothing gives way (the name comes first); the coherence
 * test finds such data.
 */
function fitting<T>({ values, rules }: Row<T>, chosen: Map<string, string>, key: (v: T) => string): T[] {
  let out = values;
  for (const { when, only } of rules) {
    if (!when.every(([t, vs]) => vs.includes(chosen.get(t)!))) continue;
    const kept = out.filter((v) => only.includes(key(v)));
    if (kept.length) out = kept;
  }
  return out;
}
const asIs = (v: string) => v;
const faOf = (v: NameAxis['values'][number]) => v.fa;

/**
 * Draws a product of `kind` by `brandSlug`. `modelSuffix` (« Pro», « Lite»…) varies a model
 * of the shared list to avoid twin names; a brand's own lines are real names and keep theirs.
 */
export function drawAttributes(kind: ProductKindSeed, brandSlug: string, rng: Random, modelSuffix = ''): ProductAttributes {
  const model = rng.pick(modelsOf(kind, brandSlug));
  const chosen = new Map<string, string>();
  const axisValues = kind.axes.map((axis, i) => {
    const value = rng.pick(fitting(model.axisRows[i]!, chosen, faOf));
    chosen.set(axis.title, value.fa);
    return { axis, value };
  });
  const specifications: SpecGroup[] = kind.specs.map((g, i) => ({
    title: g.group,
    items: g.rows.map((r, j) => {
      const value = chosen.get(r.title) ?? rng.pick(fitting(model.specRows[i]![j]!, chosen, asIs));
      chosen.set(r.title, value);
      return { title: r.title, value };
    }),
  }));
  const extra: SpecGroup = { title: EXTRA_GROUP, items: [] };
  const briefFeatures = kind.brief.map((r, i) => {
    let value = chosen.get(r.title);
    if (value === undefined) {
      value = rng.pick(fitting(model.briefRows[i]!, chosen, asIs));
      chosen.set(r.title, value);
      extra.items.push({ title: r.title, value });
    }
    return { title: r.title, value };
  });
  if (extra.items.length) specifications.push(extra);
  const inTable = new Set(specifications.flatMap((g) => g.items.map((r) => r.title)));
  const axisRows = axisValues.filter((v) => !inTable.has(v.axis.title)).map((v) => ({ title: v.axis.title, value: v.value.fa }));
  const suffix = kind.lines?.[brandSlug] ? '' : modelSuffix;
  return { model: model.name + suffix, axisValues, specifications, axisRows, briefFeatures, priceToman: priceOf(model, axisValues, suffix) };
}

/** The values of a name axis this model is made in (its own, else its brand's, else all), cheapest first. */
export function axisValuesOf(model: PricedModel, axis: NameAxis): NameAxis['values'] {
  const names = model.narrowing.get(axis.title);
  const mine = names ? axis.values.filter((v) => names.includes(v.fa)) : [];
  return mine.length ? mine : axis.values;
}

/**
 * The toman price of `model` in one configuration (seed/prices.ts): the model's price is for
 * its cheapest value of each name axis, any other value adds its factor over that one.
 */
export function priceOf(model: PricedModel, axisValues: ProductAttributes['axisValues'], suffix = ''): number {
  let toman = model.price;
  for (let i = 0; i < axisValues.length; i++) toman *= (axisValues[i]!.value.price ?? 1) / model.cheapest[i]!;
  return configurationToman(toman, suffix);
}
