import { useCallback, useEffect, useRef, useState } from 'react';
import { api, HttpError } from '#lib/http/index.ts';
import { NO_RESPONSE } from '#lib/http/errors.ts';
import { toFaDigits } from '#lib/digits.ts';
import { faGames } from '#i18n/fa-games.ts';
import type { RoundStart, Submitted } from '../games/validation.ts';

/**
 * The pomegranate game (an island on /club/games, hydrated when it scrolls into view): for
 * the round's seconds one of nine cells holds a lit seed; pressing it scores and the seed
 * moves. The round is started on the server (`/v6/game-score/start`) and its score sent at
 * the end (`submit`), which checks it against the time it took. Playable with the keyboard:
 * Tab and Enter on the cells, or the digits 1–9 laid out as on a numeric keypad.
 */
const t = faGames.game;
/** Each cell's key, row by row from the top (a keypad: 7 8 9 / 4 5 6 / 1 2 3). */
const KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];

type Phase = 'idle' | 'starting' | 'playing' | 'saving' | 'done';

const otherCell = (than: number) => {
  const next = Math.floor(Math.random() * (KEYS.length - 1));
  return next >= than ? next + 1 : next;
};

const messageOf = (err: unknown) => (err instanceof HttpError ? err.fields[0]?.message || err.message : NO_RESPONSE);

export function GamePomegranate({ signedIn, signInHref }: { signedIn: boolean; signInHref: string }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [score, setScore] = useState(0);
  const [lit, setLit] = useState(4);
  const [left, setLeft] = useState(0);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const round = useRef<string | null>(null);
  const points = useRef(0);
  const litRef = useRef(4);

  const hit = useCallback(
    (cell: number) => {
      if (phase !== 'playing' || cell !== litRef.current) return;
      points.current += 1;
      setScore(points.current);
      litRef.current = otherCell(cell);
      setLit(litRef.current);
    },
    [phase],
  );

  async function start() {
    setPhase('starting');
    setError(null);
    setResult(null);
    try {
      const res = await api.post<{ data: RoundStart }>('/v6/game-score/start', {}, { mode: 'rethrow' });
      round.current = res.data.round_id;
      points.current = 0;
      setScore(0);
      setLeft(res.data.seconds);
      litRef.current = Math.floor(Math.random() * KEYS.length);
      setLit(litRef.current);
      setPhase('playing');
    } catch (err) {
      setError(messageOf(err));
      setPhase('idle');
    }
  }

  // The clock: a tick a second; at zero the score goes to the server.
  useEffect(() => {
    if (phase !== 'playing') return;
    if (left <= 0) {
      setPhase('saving');
      void api
        .post<{ data: Submitted }>('/v6/game-score/submit', { round_id: round.current, score: points.current }, { mode: 'rethrow' })
        .then((res) => {
          const d = res.data;
          const standing = d.best !== null ? ` ${t.yourBest}: ${toFaDigits(d.best)} · ${t.yourRank}: ${toFaDigits(d.rank ?? 0)}` : '';
          setResult(`${t.saved(toFaDigits(d.score))}${standing}`);
        })
        .catch((err: unknown) => setError(messageOf(err)))
        .finally(() => setPhase('done'));
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [phase, left]);

  // The digits 1–9 press the cells while a round is played.
  useEffect(() => {
    if (phase !== 'playing') return;
    const onKey = (e: KeyboardEvent) => {
      const cell = KEYS.indexOf(e.key);
      if (cell < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      hit(cell);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase, hit]);

  async function reset() {
    if (!window.confirm(t.resetConfirm)) return;
    setError(null);
    try {
      await api.post('/v6/game-score/reset-factory', {}, { mode: 'rethrow' });
      setResult(t.resetDone);
    } catch (err) {
      setError(messageOf(err));
    }
  }

  if (!signedIn) {
    return (
      <a href={signInHref} className="inline-flex min-h-11 items-center font-bold text-brand-600 hover:underline">
        {t.signIn}
      </a>
    );
  }
  const playing = phase === 'playing';
  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex w-full max-w-xs justify-between text-sm" aria-live="polite">
        <span>
          {t.score}: <strong data-game-score>{toFaDigits(score)}</strong>
        </span>
        <span aria-live="off">
          {t.timeLeft}: <strong>{t.seconds(toFaDigits(Math.max(0, left)))}</strong>
        </span>
      </div>
      <div role="group" aria-label={t.title} dir="ltr" className="grid w-full max-w-xs grid-cols-3 gap-2">
        {KEYS.map((key, cell) => {
          const seed = playing && cell === lit;
          return (
            <button
              key={key}
              type="button"
              disabled={!playing}
              onClick={() => hit(cell)}
              aria-label={seed ? `${t.seed} (${toFaDigits(key)})` : `${t.cell(toFaDigits(key))} – ${t.empty}`}
              className={`relative flex aspect-square items-center justify-center rounded-xl text-3xl transition-colors motion-reduce:transition-none ${
                seed ? 'bg-brand-500 text-white' : 'bg-brand-50 text-brand-100'
              } disabled:cursor-default`}
            >
              <span aria-hidden="true">{seed ? '●' : '·'}</span>
              <span aria-hidden="true" className="absolute end-1.5 bottom-1 text-xs text-ink-mute">
                {toFaDigits(key)}
              </span>
            </button>
          );
        })}
      </div>
      {!playing && (
        <button
          type="button"
          onClick={start}
          disabled={phase === 'starting' || phase === 'saving'}
          className="flex h-12 items-center justify-center rounded-lg bg-brand-500 px-6 font-bold text-white hover:bg-brand-600 disabled:opacity-60"
        >
          {phase === 'starting' ? t.starting : phase === 'saving' ? t.saving : phase === 'done' ? t.again : t.start}
        </button>
      )}
      {result && (
        <p role="status" className="text-center text-sm font-bold text-success">
          {result}{' '}
          <a href="/club/games#board-title" className="font-normal text-brand-600 underline">
            {t.reload}
          </a>
        </p>
      )}
      {error && (
        <p role="alert" className="text-center text-sm text-danger">
          {error}
        </p>
      )}
      {!playing && (
        <button type="button" onClick={reset} className="min-h-11 text-sm text-ink-soft underline hover:text-ink">
          {t.reset}
        </button>
      )}
    </div>
  );
}
