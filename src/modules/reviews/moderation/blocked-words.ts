import { normalizePersian } from '#lib/normalize.ts';

/**
 * Words that send a text to staff instead of approving it: insults, and the usual
 * advertising of other shops and channels. Whole words, in the search key's normal form
 * (a phrase matches as a whole). Staff still read the text: a word here holds a review,
 * it never refuses one. Grow the list from what the inbox sees.
 */
const WORDS = [
  // insults
  'احمق',
  'کثافت',
  'بیشعور',
  'بی شعور',
  'آشغال',
  'عوضی',
  'خفه شو',
  'گمشو',
  'حرومزاده',
  'لعنتی',
  'الاغ',
  'گاو',
  'خر',
  'پفیوز',
  'نفهم',
  // advertising elsewhere
  'تلگرام',
  'اینستاگرام',
  'واتساپ',
  'واتس اپ',
  'ایتا',
  'روبیکا',
  'کانال',
  'پیج',
  'دایرکت',
  'کد تخفیف',
  'سایت دیگر',
  'ارزانتر در',
];

export const BLOCKED_WORDS: readonly string[] = WORDS.map(normalizePersian);
