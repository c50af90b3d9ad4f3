/** Competitions' answers and messages (isomorphic: the page and clients read them). */
export const ANSWER_MAX = 500;

export const COMPETITION_MESSAGES = {
  id: 'مسابقه معتبر نیست',
  notFound: 'این مسابقه پیدا نشد',
  answerRequired: 'پاسخ خود را بنویسید',
  answerTooLong: 'پاسخ حداکثر ۵۰۰ نویسه باشد',
  notStarted: 'این مسابقه هنوز آغاز نشده است',
  ended: 'مهلت شرکت در این مسابقه به پایان رسیده است',
  already: 'قبلاً در این مسابقه شرکت کرده‌اید',
  registered: 'پاسخ شما ثبت شد. موفق باشید!',
} as const;

/** Upcoming before its start, live from the start up to (not including) the end, then finished. */
export type CompetitionStatus = 'upcoming' | 'live' | 'finished';

/** One competition as `/v10/competition/index` and `view` answer it. */
export interface CompetitionView {
  id: number;
  title: string;
  description: string;
  question: string;
  /** ISO instants; answers are taken from `start` up to, not including, `end`. */
  start: string;
  end: string;
  status: CompetitionStatus;
  /** What staff published once it was decided, or null. */
  results: string | null;
  results_at: string | null;
  /** The winners' names, masked; empty until the results are out. */
  winners: string[];
}

/** `view` for a signed-in caller adds their entry (null: not entered); guests get `entry: null` too. */
export interface CompetitionDetail extends CompetitionView {
  entry: { answer: string; created_at: string; is_winner: boolean } | null;
}

export function statusAt(start: Date, end: Date, now: Date): CompetitionStatus {
  if (now < start) return 'upcoming';
  return now < end ? 'live' : 'finished';
}
