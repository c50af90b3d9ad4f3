/**
 * The pomegranate game's rules (isomorphic: the island shows the round's length). A round
 * is started on the server, so a submitted score is checked against the time it really
 * took: at most MAX_POINTS_PER_SECOND a second, never above SCORE_CAP, and only within
 * ROUND_TIMEOUT_SECONDS of the start (a round left open is not scored later).
 */
export const GAME = 'pomegranate';
/** How long the island plays a round. */
export const ROUND_SECONDS = 30;
/** Faster than any hand taps a lit seed (one a quarter second, with the seed moving each time). */
export const MAX_POINTS_PER_SECOND = 4;
export const SCORE_CAP = MAX_POINTS_PER_SECOND * ROUND_SECONDS;
/** The round's length and a generous margin for a slow network. */
export const ROUND_TIMEOUT_SECONDS = 120;
/** Rounds a shopper may start in an hour (each is a row). */
export const MAX_ROUNDS_PER_HOUR = 60;
/** The board's length. */
export const BOARD_SIZE = 10;

export const GAME_MESSAGES = {
  roundId: 'دور بازی معتبر نیست',
  score: 'امتیاز معتبر نیست',
  roundNotFound: 'این دور بازی پیدا نشد',
  alreadySubmitted: 'امتیاز این دور پیش‌تر ثبت شده است',
  timedOut: 'زمان این دور به پایان رسیده است؛ دور تازه‌ای شروع کنید',
  tooFast: 'این امتیاز در این زمان ممکن نیست',
  tooManyRounds: 'در این ساعت بیش از اندازه بازی کرده‌اید؛ کمی بعد دوباره بیایید',
  saved: 'امتیاز شما ثبت شد',
  reset: 'امتیازهای شما از جدول برداشته شد',
} as const;
