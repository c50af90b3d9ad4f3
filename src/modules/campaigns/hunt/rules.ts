/** The hunt's answers and messages (isomorphic: /hunt and the product page's marker read them). */
export const HUNT_MESSAGES = {
  itemId: 'گنج معتبر نیست',
  notFound: 'این گنج پیدا نشد',
  notLive: 'شکار گنج این جشنواره به پایان رسیده است',
  already: 'این گنج را قبلاً پیدا کرده‌اید',
  found: 'آفرین! گنج را پیدا کردید',
} as const;

/** POST /v10/campaign/hunt-find's answer. */
export interface HuntFound {
  item_id: number;
  /** Coins paid for this find (0: the find alone). */
  coins: number;
  /** The shopper's finds in the running hunt, and how many items it has. */
  found: number;
  total: number;
}
