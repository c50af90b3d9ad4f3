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
  values: { fa: string; en: string }[];
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
   * model i to brand i mod n), so no model name turns up under two brands.
   */
  models: string[];
  /** Each brand's own model lines (real names belong to their maker: no «اپل Edge 50 Fusion»). */
  lines?: Record<string, (string | ModelSeed)[]>;
  /** Spec values a brand narrows for all its models (e.g. its chips or operating system). */
  brandSpecs?: Record<string, Record<string, string[]>>;
  /** Zero to two axes that vary and go into the name (storage, volume, size…). */
  axes: NameAxis[];
  /** Price range in toman for the whole kind. */
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
