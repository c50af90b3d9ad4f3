import { faGames } from '#i18n/fa-games.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { currentCampaign } from '../live.ts';
import { GHAZALS, type Ghazal } from './ghazals.ts';

/** One fāl as clients read it (`/v8/divination/random`, `view`). `verses`: the hemistichs, two to a beyt. */
export interface FalView {
  id: number;
  number: number;
  verses: string[];
  interpretation: string;
}

/** The Yalda twist (`/v8/divination/campaign`): a hopeful fāl, a word about the night and the landing. */
export interface YaldaFal {
  type: string;
  title: string;
  url: string;
  note: string;
  fal: FalView;
}

export const DIVINATION_MESSAGES = {
  notFound: 'این فال پیدا نشد',
  yaldaNote: faGames.divination.yaldaNote,
} as const;

/** A whole number below `n` (tests pass their own to make the draw fixed). */
export type Pick = (n: number) => number;
const randomPick: Pick = (n) => Math.floor(Math.random() * n);

const view = (g: Ghazal): FalView => ({ id: g.id, number: g.number, verses: [...g.verses], interpretation: g.interpretation });

/** The fāl with this id, or undefined. */
export function falById(id: number): FalView | undefined {
  const g = GHAZALS.find((x) => x.id === id);
  return g && view(g);
}

/** The fāl with this id, or a Persian 404. */
export function falOrNotFound(id: number): FalView {
  const fal = falById(id);
  if (!fal) throw notFound(DIVINATION_MESSAGES.notFound);
  return fal;
}

/** A fāl drawn at random; `except` keeps «فال دیگر» from drawing the one just read. */
export function randomFal(pick: Pick = randomPick, except?: number): FalView {
  const pool = GHAZALS.filter((g) => g.id !== except);
  return view(pool[pick(pool.length)] ?? GHAZALS[0]!);
}

/** A hopeful fāl for the longest night. */
export function yaldaFal(pick: Pick = randomPick): FalView {
  const pool = GHAZALS.filter((g) => g.yalda);
  return view(pool[pick(pool.length)]!);
}

/** While Yalda is the live campaign (campaigns' currentCampaign): its twist; otherwise null. */
export async function divinationCampaign(db: DbOrTx, now = new Date(), pick: Pick = randomPick): Promise<YaldaFal | null> {
  const live = await currentCampaign(db, now);
  if (live?.type !== 'YALDA') return null;
  return { type: live.type, title: live.title, url: live.url, note: DIVINATION_MESSAGES.yaldaNote, fal: yaldaFal(pick) };
}
