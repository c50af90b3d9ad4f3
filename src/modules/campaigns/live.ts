import { and, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { CAMPAIGN_TYPES, isCampaignKind, LANDING_PATHS, LANDING_RANK, type CampaignKind } from './kinds.ts';
import { campaigns } from './schema.ts';

type CampaignRow = typeof campaigns.$inferSelect;

/** The live seasonal campaign as clients read it (API.md, "Club, invitations, campaigns and games"). */
export interface CampaignView {
  type: string;
  title: string;
  /** ISO instants; the window is live from `start` up to, not including, `end`. */
  start: string;
  end: string;
  /** The landing page, relative to the site. */
  url: string;
}

/** Every window live at `now` (start inclusive, end exclusive), of a kind the shop knows. */
export async function liveWindows(db: DbOrTx, now: Date): Promise<(CampaignRow & { kind: CampaignKind })[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)));
  return rows.filter((r): r is CampaignRow & { kind: CampaignKind } => isCampaignKind(r.kind));
}

/**
 * The one landing live at `now`: of the live windows that have a landing, the kind ranked first
 * (LANDING_RANK), then the one that started last; null when none is live.
 */
export async function currentCampaign(db: DbOrTx, now = new Date()): Promise<CampaignView | null> {
  const live = (await liveWindows(db, now)).filter((r) => LANDING_PATHS[r.kind] !== null);
  live.sort((a, b) => LANDING_RANK.indexOf(a.kind) - LANDING_RANK.indexOf(b.kind) || b.startsAt.getTime() - a.startsAt.getTime());
  const top = live[0];
  if (!top) return null;
  return { type: CAMPAIGN_TYPES[top.kind], title: top.title, start: top.startsAt.toISOString(), end: top.endsAt.toISOString(), url: LANDING_PATHS[top.kind]! };
}

/** The cart reminder live at `now` (a NORUZ_CART_ALERT window: "finish your cart before the holidays"), or null. */
export async function liveCartReminder(db: DbOrTx, now = new Date()): Promise<{ title: string; end: Date } | null> {
  const reminder = (await liveWindows(db, now)).find((w) => w.kind === 'noruz_cart_alert');
  return reminder ? { title: reminder.title, end: reminder.endsAt } : null;
}
