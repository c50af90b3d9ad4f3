/**
 * Phone numbers written out in words, the way a writer slips one past a digits-only check:
 * «صفر نهصد و دوازده سیصد و چهل و پنج شصت و هفت هشتاد و نه», «زیرو نه یک دو ...», or
 * words and digits mixed («0912 سیصد و چهل و پنج ۶۷ ۸۹»). A run of number words and digit
 * groups is read as the digits a listener would write down, each number as a group:
 * «نهصد و دوازده» is 912, three digits; «صفر نه یک دو» four. Any other word ends the run,
 * so «دو هفته» or «سه ستاره» are two short numbers, never a phone.
 *
 * Input is in normalizePersian's form (ASCII digits, ی/ک, no diacritics or tatweel).
 */

const UNITS: Record<string, number> = {
  صفر: 0,
  زیرو: 0,
  یک: 1,
  دو: 2,
  سه: 3,
  چهار: 4,
  چار: 4,
  پنج: 5,
  شش: 6,
  شیش: 6,
  هفت: 7,
  هشت: 8,
  نه: 9,
};
const TEENS: Record<string, number> = {
  ده: 10,
  یازده: 11,
  دوازده: 12,
  سیزده: 13,
  چهارده: 14,
  پانزده: 15,
  پونزده: 15,
  شانزده: 16,
  شونزده: 16,
  هفده: 17,
  هیفده: 17,
  هجده: 18,
  هیجده: 18,
  هژده: 18,
  نوزده: 19,
};
const TENS: Record<string, number> = { بیست: 20, سی: 30, چهل: 40, پنجاه: 50, شصت: 60, هفتاد: 70, هشتاد: 80, نود: 90 };
const HUNDREDS: Record<string, number> = {
  صد: 100,
  یکصد: 100,
  دویست: 200,
  سیصد: 300,
  چهارصد: 400,
  چارصد: 400,
  پانصد: 500,
  پونصد: 500,
  ششصد: 600,
  شیشصد: 600,
  هفتصد: 700,
  هشتصد: 800,
  نهصد: 900,
};
const NUMBER_WORDS: Readonly<Record<string, number>> = { ...UNITS, ...TEENS, ...TENS, ...HUNDREDS };

/** The place a number's last part leaves open: after «نهصد» the tens, after «چهل» the units, after «پنج» nothing. */
const openPlace = (part: number) => (part >= 100 ? 100 : part >= 20 && part % 10 === 0 ? 10 : 1);

/** The most digits any run of number words (and digit groups among them) in the text spells; 0 without one. */
export function longestSpelledDigits(text: string): number {
  let longest = 0;
  let run = 0;
  // Runs of digits alone are the digit rule's (rule.ts), with its own separators: «۱۴۰۲، ۱۴۰۳» is two years.
  let spelled = false;
  // The number being read, its last part, and whether «و» joined the next word to it.
  let value: number | undefined;
  let lastPart = 0;
  let joined = false;
  const closeNumber = () => {
    if (value !== undefined) run += String(value).length;
    value = undefined;
    joined = false;
  };
  const closeRun = () => {
    closeNumber();
    if (spelled) longest = Math.max(longest, run);
    run = 0;
    spelled = false;
  };
  for (const [token] of text.matchAll(/\d+|\p{L}+/gu)) {
    if (/^\d+$/.test(token)) {
      closeNumber();
      run += token.length;
      continue;
    }
    if (token === 'و' && value !== undefined) {
      joined = true;
      continue;
    }
    const n = NUMBER_WORDS[token];
    if (n === undefined) {
      closeRun();
      continue;
    }
    spelled = true;
    if (value !== undefined && n === 100 && token === 'صد' && !joined && value >= 1 && value <= 9) {
      // «نه صد», the hundreds written apart.
      value *= 100;
      lastPart = value;
    } else if (value !== undefined && n > 0 && n < openPlace(lastPart)) {
      // «نهصد و دوازده», «سیصد چهل»: the same number goes on, with «و» or without it.
      value += n;
      lastPart = n;
      joined = false;
    } else {
      closeNumber();
      value = n;
      lastPart = n;
    }
  }
  closeRun();
  return longest;
}
