/**
 * Shapes of the seed data files. The files are plain data: Persian content with English
 * slugs; the seed engine (src/app/seed/) turns them into rows deterministically.
 */

export interface BrandSeed {
  slug: string;
  name: string;
  nameEn: string;
  /** Brand colour, #rrggbb. */
  color: string;
  country: string;
}

/** One attribute that varies between products of a kind and appears in their names. */
export interface NameAxis {
  /** Persian label, e.g. 'ظرفیت'. */
  title: string;
  /**
   * `price`: what this value does to the price, as a factor over the first value (1 when
   * left out). An axis that sets prices (storage, RAM, volume, size…) lists its values from
   * the cheapest up, each factor larger than the one before.
   */
  values: { fa: string; en: string; price?: number }[];
}

/** A specification row; one of `values` is picked per product. */
export interface SpecSeed {
  title: string;
  values: string[];
}

/**
 * A model line: its name and, when the name implies them, the spec values it allows (a
 * 13-inch laptop has a 13-inch screen, an iPhone runs iOS). Keys are spec row, brief row
 * or name axis titles; values narrow that row's choices.
 */
export interface ModelSeed {
  name: string;
  specs?: Record<string, string[]>;
  /**
   * The model's shop price in toman in its cheapest configuration (the first value its
   * name axes allow): what it sells for in Iran, late 2026. Left out, the brand's
   * `brandPrices` entry sets it.
   */
  price?: number;
  /** Values that go together in this model only (a 40 mm Galaxy Watch 7 has a 1.3-inch screen, its 44 mm one 1.47). */
  rules?: SpecRule[];
}

/**
 * Values that go together: when every row in `when` was drawn with one of its values, the
 * rows in `then` keep only theirs (a 20-watt charger has one port, a 28-piece set is for
 * six). Rows are drawn in order: the name axes, the spec table, then brief-only rows, so
 * `when` names rows drawn before those in `then`.
 */
export interface SpecRule {
  when: Record<string, string[]>;
  then: Record<string, string[]>;
}

/**
 * How to make products of one leaf category. Every product is drawn from one set of
 * attributes (src/app/seed/attributes.ts): the brand, one of that brand's models, the
 * name axes and one value per spec row; the brief features show the same values, so the
 * name, the features and the spec table never disagree. A product name is
 * `${noun} ${brand.name} مدل ${model} ${axis.title} ${axis.value.fa}…` and its English name
 * `${brand.nameEn} ${model} ${axis.value.en}…` (the engine builds both).
 */
export interface ProductKindSeed {
  /** Persian noun that starts the product name, e.g. 'گوشی موبایل'. */
  noun: string;
  nounEn: string;
  /** Drawing used for generated pictures: one of ART_SHAPES. */
  shape: ArtShape;
  /** Brand slugs (from brands.ts) that make this kind. */
  brands: string[];
  /**
   * Model codes of brands without `lines`: each belongs to one brand (dealt out in order,
   * model i to brand i mod n), so no model name turns up under two brands. A brand's share
   * goes from its cheapest model up (`brandPrices`).
   */
  models: (string | ModelSeed)[];
  /**
   * Each brand's own model lines (real names belong to their maker: no «اپل Edge 50 Fusion»),
   * listed from the entry model up to the flagship: each costs more than the one before.
   */
  lines?: Record<string, (string | ModelSeed)[]>;
  /**
   * Toman price of a brand's cheapest model where its models carry no `price`; each next
   * model of the brand costs a step more (seed/prices.ts).
   */
  brandPrices?: Record<string, number>;
  /** Values that go together (a charger's ports, a bulb's watts and lumens). */
  rules?: SpecRule[];
  /** Spec values a brand narrows for all its models (e.g. its chips or operating system). */
  brandSpecs?: Record<string, Record<string, string[]>>;
  /** Zero to two axes that vary and go into the name (storage, volume, size…). */
  axes: NameAxis[];
  /**
   * The kind's price band in toman (late 2026): every configuration of every model sells
   * inside it (the seed's coherence test holds the data to it).
   */
  priceToman: [number, number];
  /** Colour keys (from colors.ts, the `nameEn` values) products of this kind come in. */
  colors: string[];
  /** Specification groups; each product picks one value per row. */
  specs: { group: string; rows: SpecSeed[] }[];
  /**
   * Short "brief features" shown beside the gallery. A row titled like a spec row or a name
   * axis shows that row's value (its `values` are then unused); any other row is picked
   * once and also added to the spec table.
   */
  brief: SpecSeed[];
  /** Two to four Persian sentences; `{name}` and `{brand}` are replaced. */
  description: string[];
  /** Search tags (Persian words people type). */
  tags: string[];
  /** Whether shoppers can add straight from listing cards (false for bulky items). Default true. */
  addFromListing?: boolean;
}

export const ART_SHAPES = [
  'phone',
  'laptop',
  'tablet',
  'headphone',
  'watch',
  'speaker',
  'cable',
  'camera',
  'bottle',
  'tube',
  'jar',
  'perfume',
  'appliance',
  'pot',
  'lamp',
  'box',
  'tire',
  'tool',
  'can',
] as const;
export type ArtShape = (typeof ART_SHAPES)[number];

export interface LeafCategorySeed {
  slug: string;
  name: string;
  nameEn: string;
  kind: ProductKindSeed;
  /**
   * How much shoppers look at this kind compared with others (default 1): phones are
   * viewed far more than styluses. Scales the demo's view counts, which search reads to
   * tell which kind a query like «سامسونگ گلکسی» most likely means.
   */
  demand?: number;
}

export interface SubCategorySeed {
  slug: string;
  name: string;
  nameEn: string;
  children: LeafCategorySeed[];
}

export interface MainCategorySeed {
  slug: string;
  name: string;
  nameEn: string;
  children: SubCategorySeed[];
}

/** What a seller sells: the main-category slugs (or `mobile` for phones and their accessories), or everything. */
export type SellerKind = 'general' | 'digital-devices' | 'mobile' | 'beauty-and-health' | 'home-kitchen' | 'car-accessories';

export interface SellerSeed {
  slug: string;
  name: string;
  nameEn: string;
  city: string;
  /** 1.0–5.0 */
  performanceScore: number;
  /** What the seller sells (seed only, not a column): a perfume shop sells no laptops. */
  kind: SellerKind;
}

export interface ColorSeed {
  name: string;
  nameEn: string;
  hexcode: string;
}

export interface ProvinceSeed {
  name: string;
  nameEn: string;
  /** `lat`/`lng`: the city centre (the map pin's fallback and the reverse search's answer). */
  cities: { name: string; nameEn: string; lat: number; lng: number; capital?: boolean; localPayment?: boolean }[];
}

/** A neighbourhood, district or landmark of a seeded city (the address search's data). */
export interface PlaceSeed {
  /** The city's English name, as in provinces.ts. */
  city: string;
  name: string;
  kind: 'neighbourhood' | 'district' | 'landmark' | 'street';
  lat: number;
  lng: number;
}
