/** The prize wheel's words (/profile/customer-club's wheel, the spin's answers and what it pays). */
import { toFaDigits } from '#lib/digits.ts';

const oneDecimal = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });

export const faWheel = {
  title: 'گردونه شانس',
  intro: 'هر روز یک بار گردونه را بچرخانید و سکه یا کد تخفیف ببرید. شانس هر جایزه را همین‌جا می‌بینید.',
  oddsCaption: 'جایزه‌های گردونه و شانس هر کدام',
  prize: 'جایزه',
  odds: 'شانس',
  left: 'باقی‌مانده',
  unlimited: 'نامحدود',
  soldOut: 'تمام شد',
  /** A chance in percent, Persian digits and decimal sign: 12.5 → «۱۲٫۵٪». */
  percent: (n: number) => `${oneDecimal.format(n)}٪`,
  spin: 'بچرخان',
  spinning: 'در حال چرخش…',
  noScript: 'برای چرخاندن گردونه، جاوااسکریپت مرورگر را روشن کنید.',
  empty: 'فعلاً جایزه‌ای روی گردونه نیست.',
  wonCoins: (coins: number) => `${toFaDigits(coins)} سکه به حساب شما اضافه شد`,
  wonCode: (percent: number) => `کد تخفیف ${toFaDigits(percent)}٪ برنده شدید`,
  yourCode: 'کد شما',
  nothing: 'این بار پوچ بود؛ فردا دوباره شانس خود را امتحان کنید',
  todayWon: 'جایزهٔ امروز شما',
  next: (when: string) => `چرخش بعدی: ${when}`,
  at: (date: string, time: string) => `${date} ساعت ${time}`,
  seeCoins: 'دیدن سکه‌های من',
  seeCodes: 'دیدن کدهای تخفیف من',
  failed: 'چرخاندن گردونه انجام نشد؛ دوباره تلاش کنید',
  /** The 429 of a second spin in a day. */
  alreadySpun: 'شما امروز گردونه را چرخانده‌اید؛ چرخش بعدی از بامداد فردا ممکن است',
  /** What a code prize's discount code is called in the shopper's codes. */
  codeTitle: (percent: number) => `کد تخفیف ${percent}٪ گردونه شانس`,
  /** The coins' line in the shopper's coin history. */
  coinNote: (coins: number) => `جایزهٔ گردونه شانس: ${coins} سکه`,
} as const;

/** What a spin won, in a sentence (the spin's `msg`, the page's result); null is the empty slice. */
export const wheelResult = (prize: { kind: string; value: number } | null): string =>
  prize?.kind === 'coins' ? faWheel.wonCoins(prize.value) : prize?.kind === 'code' ? faWheel.wonCode(prize.value) : faWheel.nothing;
