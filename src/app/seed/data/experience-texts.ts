/**
 * Notes on how a product has been to use (the feedback tab): the demo reviewers' and the
 * demo customer's. Like every approved demo text, they pass the moderation rule as they are.
 */

/** Buyers' notes on using a product (the feedback tab), `{noun}` the product's kind. */
export const BUYER_EXPERIENCES = [
  'سه ماه است این {noun} را دارم و هر روز از آن استفاده می‌کنم؛ هنوز مثل روز اول است.',
  'بسته‌بندی سالم بود و {noun} همان چیزی بود که در عکس‌ها دیده بودم.',
  'بعد از شش ماه فقط کمی ظاهرش کهنه شده، ولی کارکردش هیچ تغییری نکرده.',
  'برای هدیه خریدم و کسی که هدیه گرفت خیلی راضی بود.',
  'اوایل کار با آن کمی سخت بود، اما بعد از یک هفته عادت کردم.',
  'نسبت به {noun} قبلی‌ام خیلی بهتر است؛ پیشنهاد می‌کنم راهنمایش را کامل بخوانید.',
  'یک بار به مشکل خوردم و گارانتی در کمتر از ده روز درستش کرد.',
];

/** Notes of the demo customer on products of her delivered orders. */
export const EXPERIENCES = [
  'دو هفته است از آن استفاده می‌کنم؛ سالم رسید و تا امروز هیچ مشکلی نداشته است.',
  'دقیقاً مطابق توضیحات بود. اگر بعد از چند ماه استفاده نکتهٔ تازه‌ای دیدم همین‌جا اضافه می‌کنم.',
];
