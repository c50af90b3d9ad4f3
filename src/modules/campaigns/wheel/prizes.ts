import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { wheelPrizes } from '../schema.ts';
import { oddsOf } from './draw.ts';

/** The wheel's prizes as read: what is on the wheel and each prize's stated chance (docs/adr/0027). */
export type PrizeRow = typeof wheelPrizes.$inferSelect;
export type PrizeKind = PrizeRow['kind'];

/**
 * What a code prize issues: a personal, one-use code of the prize's percent, capped so a
 * lucky spin cannot empty a large cart, valid for two weeks from the spin.
 */
export const CODE_PRIZE_TERMS = { maxDiscountRial: 2_000_000, minCartRial: 0, validDays: 14 } as const;

/** A prize on the wheel as clients read it (`/v10/wheel-prize/index`). */
export interface PrizeView {
  id: number;
  title: string;
  kind: PrizeKind;
  /** Coins for a coins prize, the percent off for a code, 0 for the empty slice. */
  value: number;
  /** The chance of drawing it now, in percent with one decimal; the figures add up to 100. */
  odds: number;
  /** How many are left (null: unlimited). */
  stock: number | null;
  /** False once its stock has run out: it is not drawn until refilled. */
  available: boolean;
}

/** A won prize as the spin answers it (`/v10/wheel-prize/spin`): the spec's fields and, for a code prize, the code. */
export interface WonPrize {
  id: number;
  title: string;
  kind: PrizeKind;
  value: number;
  /** The personal discount code issued (code prizes); null otherwise. */
  code: string | null;
}

/** The active prizes in the wheel's order. */
export function activePrizes(db: DbOrTx): Promise<PrizeRow[]> {
  return db.select().from(wheelPrizes).where(eq(wheelPrizes.isActive, true)).orderBy(asc(wheelPrizes.sort), asc(wheelPrizes.id));
}

/** The wheel as shown: every active prize with its chance now. */
export async function wheelPrizeViews(db: DbOrTx): Promise<PrizeView[]> {
  const rows = await activePrizes(db);
  const odds = oddsOf(rows);
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    kind: p.kind,
    value: p.value,
    odds: odds.get(p.id) ?? 0,
    stock: p.stock,
    available: p.stock === null || p.stock > 0,
  }));
}

/** What a spin won: null for the empty slice (nothing won) or an empty wheel. */
export function wonPrize(prize: PrizeRow | null, reward: string | null): WonPrize | null {
  if (!prize || prize.kind === 'none') return null;
  return { id: prize.id, title: prize.title, kind: prize.kind, value: prize.value, code: prize.kind === 'code' ? reward : null };
}
