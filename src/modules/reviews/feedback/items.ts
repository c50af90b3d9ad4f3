/**
 * What a buyer can tick about a product they received (`/v6/product-feedback/feedback-items`):
 * a fixed list in code, since the product tab sums them and a list edited by staff would
 * change what old feedback meant. The ids are stored in product_feedbacks.item_ids, so
 * an item is never renumbered or reused; a retired one keeps its id.
 */
export interface FeedbackItem {
  id: number;
  title: string;
  /** Something the buyer liked (true) or a problem they met (false). */
  positive: boolean;
}

export const FEEDBACK_ITEMS: readonly FeedbackItem[] = [
  { id: 1, title: 'کیفیت مطابق توضیحات', positive: true },
  { id: 2, title: 'اصالت کالا', positive: true },
  { id: 3, title: 'بسته‌بندی سالم', positive: true },
  { id: 4, title: 'ارزش خرید نسبت به قیمت', positive: true },
  { id: 5, title: 'مغایرت با توضیحات', positive: false },
  { id: 6, title: 'آسیب‌دیدگی یا نقص', positive: false },
  { id: 7, title: 'کیفیت پایین‌تر از انتظار', positive: false },
  { id: 8, title: 'بسته‌بندی نامناسب', positive: false },
];

const IDS = new Set(FEEDBACK_ITEMS.map((i) => i.id));
export const isFeedbackItem = (id: number): boolean => IDS.has(id);
