/** The answer of GET /v6/product/search (catalog/search/suggest.ts), shared with the browser script. */
export interface SuggestProduct {
  id: number;
  name: string;
  slug: string;
  href: string;
  /** The 148 px picture. */
  image: { src: string; alt: string } | null;
  price_main: number;
  /** The price paid now (a running promotion's price when there is one), rials. */
  price_off: number;
  can_buy: boolean;
}

export interface SuggestCategory {
  name: string;
  slug: string;
  href: string;
}

export interface Suggestions {
  items: SuggestProduct[];
  categories: SuggestCategory[];
  /** How many products the full search finds (for "see all results"). */
  total: number;
}
