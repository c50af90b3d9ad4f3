/** The seasonal campaign kinds of the spec (section 3), with their names on the screen. */
export const CAMPAIGN_KINDS = ['yalda', 'weekend', 'black5day', 'mother', 'father', 'ultra', 'noruz', 'noruz_cart_alert'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const CAMPAIGN_KIND_TITLES: Record<CampaignKind, string> = {
  yalda: 'شب یلدا',
  weekend: 'آخر هفته',
  black5day: 'پنج روز طلایی (بلک فرایدی)',
  mother: 'روز مادر',
  father: 'روز پدر',
  ultra: 'اولترا',
  noruz: 'نوروز',
  noruz_cart_alert: 'یادآور سبد خرید نوروزی',
};

/** The spec's names for the kinds, as clients read them (`/v10/campaign/current`'s `type`). */
export const CAMPAIGN_TYPES: Record<CampaignKind, string> = {
  yalda: 'YALDA',
  weekend: 'WEEK_END',
  black5day: 'BLACK_5_DAY',
  mother: 'MOTHER',
  father: 'FATHER',
  ultra: 'ULTRA',
  noruz: 'NORUZ',
  noruz_cart_alert: 'NORUZ_CART_ALERT',
};

/**
 * Each kind's landing page (spec section 2's seasonal pages); the cart reminder has none.
 * The occasions without a page of their own share the festival page (docs/adr/0027).
 */
export const LANDING_PATHS: Record<CampaignKind, string | null> = {
  yalda: '/yalda',
  weekend: '/weekend',
  black5day: '/festival',
  mother: '/festival',
  father: '/festival',
  ultra: '/festival',
  noruz: '/norooz',
  noruz_cart_alert: null,
};

/** When windows overlap, the first of these that is live is the one shown: an occasion beats the weekly offers. */
export const LANDING_RANK: readonly CampaignKind[] = ['black5day', 'yalda', 'noruz', 'mother', 'father', 'ultra', 'weekend'];

export const isCampaignKind = (kind: string): kind is CampaignKind => (CAMPAIGN_KINDS as readonly string[]).includes(kind);
