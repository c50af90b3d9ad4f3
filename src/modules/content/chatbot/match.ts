import { normalizePersian } from '#lib/normalize.ts';

/**
 * The assistant's understanding of a message (/chatbot, `POST /v10/chatbot/ask`): a fixed,
 * deterministic matcher, no outside service. The message is normalised the way the FAQ
 * search and the catalogue compare text (lib/normalize.ts: ي/ی, ك/ک, digits, ZWNJ as a space),
 * then keyword phrases name an intent, and for everything else the FAQ is searched by word
 * overlap. Pure: the composition (src/app/assistant.ts) reads the data each intent needs.
 */
export type Intent = 'human' | 'returns' | 'orders' | 'wallet' | 'greeting' | 'thanks' | 'unknown';

/**
 * Phrases per intent, already in normalised form (ZWNJ is a space, so «سفارش‌هایم» is
 * «سفارش هایم»). Checked in this order: asking for a person beats everything, a return beats
 * an order (a return is about an order), and greetings only count when nothing else does.
 */
const PHRASES: readonly [Exclude<Intent, 'unknown'>, readonly string[]][] = [
  [
    'human',
    [
      'اپراتور',
      'کارشناس',
      'با یک انسان',
      'با یه نفر',
      'آدم واقعی',
      'ادم واقعی',
      'صحبت کنم',
      'حرف بزنم',
      'تماس بگیرم',
      'شماره تماس',
      'شماره تلفن',
      'تلفن پشتیبانی',
      'تماس با پشتیبانی',
      'شکایت',
    ],
  ],
  ['returns', ['مرجوع', 'برگشت کالا', 'برگرداندن کالا', 'بازگرداندن', 'بازگشت کالا', 'پس دادن', 'پس بدم', 'پس بدهم', 'عودت', 'تعویض کالا']],
  [
    'orders',
    [
      'وضعیت سفارش',
      'پیگیری سفارش',
      'سفارشم',
      'سفارش هام',
      'سفارش هایم',
      'سفارشات من',
      'سفارش های من',
      'سفارش من',
      'خریدم کجاست',
      'بسته ام',
      'مرسوله ام',
      'کی میرسه',
      'کی می رسه',
      'کی می رسد',
      'نرسیده',
      'رهگیری سفارش',
    ],
  ],
  ['wallet', ['کیف پول', 'کیف پولم', 'موجودی', 'سکه', 'اعتبار حساب', 'اعتبارم', 'شارژ حساب']],
  ['thanks', ['ممنون', 'مرسی', 'سپاس', 'متشکر', 'تشکر', 'دستت درد نکنه', 'دمت گرم']],
  ['greeting', ['سلام', 'درود', 'وقت بخیر', 'روز بخیر', 'صبح بخیر', 'عصر بخیر', 'شب بخیر', 'hi', 'hello']],
];

/** Words too common to tell one question from another. */
const STOPWORDS = new Set(
  [
    'از',
    'به',
    'با',
    'در',
    'که',
    'را',
    'رو',
    'و',
    'یا',
    'این',
    'اون',
    'آن',
    'ان',
    'چه',
    'چی',
    'چرا',
    'چطور',
    'چطوری',
    'چگونه',
    'چیست',
    'کجا',
    'کجاست',
    'کی',
    'است',
    'هست',
    'نیست',
    'می',
    'ها',
    'های',
    'هایی',
    'من',
    'ما',
    'شما',
    'برای',
    'تا',
    'هم',
    'یک',
    'یه',
    'کنم',
    'کنید',
    'کنیم',
    'کرد',
    'کردم',
    'شود',
    'میشه',
    'شد',
    'آیا',
    'ایا',
    'باید',
    'بود',
    'دارم',
    'دارد',
    'داره',
    'چقدر',
    'چند',
    'لطفا',
    'سلام',
    'ممنون',
    'بازار',
  ].map(normalizePersian),
);

/** Persian endings a word may carry («سفارشم», «کالاها», «پرداختی»): tried off when the whole word is not found. */
const SUFFIXES = ['هایم', 'هایی', 'های', 'ها', 'ام', 'ای', 'تان', 'شان', 'مان', 'م', 'ت', 'ش', 'ی'];

export function stemOf(word: string): string {
  for (const suffix of SUFFIXES) if (word.length - suffix.length >= 3 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  return word;
}

/** The words of a message worth matching: normalised, without the common ones, at most 20. */
export function contentWords(message: string): string[] {
  return [
    ...new Set(
      normalizePersian(message)
        .replace(/[^\p{L}\p{N}\s]/gu, ' ')
        .split(/\s+/)
        .filter((w) => w.length > 1 && !STOPWORDS.has(w)),
    ),
  ].slice(0, 20);
}

export interface Understood {
  intent: Intent;
  /** A number in the message that may be an order's (any script): after «سفارش», or of 3 to 10 digits. */
  orderId: number | null;
}

/** The message's intent by its phrases (whole words: «سکه» is not found inside «سکهٔ» only by accident). */
export function matchIntent(message: string): Understood {
  const text = ` ${normalizePersian(message)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  const found = PHRASES.find(([, phrases]) => phrases.some((p) => text.includes(` ${p} `) || text.includes(` ${p}`)));
  // A number right after «سفارش» (or «سفارش شماره») is the order's, however short; elsewhere it needs three digits.
  const number = /سفارش (?:شماره |شماره ی |کد )?(\d{1,10})(?:\D|$)/.exec(text)?.[1] ?? /(?:^|\D)(\d{3,10})(?:\D|$)/.exec(text)?.[1];
  const orderId = number && Number(number) <= 2_147_483_647 ? Number(number) : null;
  return { intent: found?.[0] ?? 'unknown', orderId };
}

export interface FaqCandidate {
  id: number;
  question: string;
  answer: string;
}

/**
 * The FAQ item a message asks, or null: each of the message's words found in an item's
 * question counts 3, in its answer 1 (a word's stem counts when the word does not appear).
 * The best item must have a word in its question and hold at least half the message's words;
 * ties go to the FAQ's own order.
 */
export function bestFaqMatch<T extends FaqCandidate>(message: string, items: readonly T[]): T | null {
  const words = contentWords(message);
  if (words.length === 0) return null;
  let best: { item: T; score: number } | null = null;
  for (const item of items) {
    const question = normalizePersian(item.question);
    const answer = normalizePersian(item.answer);
    let score = 0;
    let inQuestion = 0;
    let matched = 0;
    for (const word of words) {
      const stem = stemOf(word);
      const has = (text: string) => text.includes(word) || (stem !== word && text.includes(stem));
      if (has(question)) {
        score += 3;
        inQuestion++;
        matched++;
      } else if (has(answer)) {
        score += 1;
        matched++;
      }
    }
    if (inQuestion === 0 || matched * 2 < words.length) continue;
    if (!best || score > best.score) best = { item, score };
  }
  return best?.item ?? null;
}
