import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { campaigns } from './schema.ts';
import { found } from '#server/errors.ts';

/**
 * Editing the seasonal campaign windows (spec section 3: yalda, weekend, black5day…): when
 * each runs. The window's end after its start is the editor's form rule; instants are
 * stored as given. Each runs in the caller's transaction (the back office's, with its
 * audit row) and answers the row and its fields before and after.
 */
const NO_CAMPAIGN = 'کمپین یافت نشد';

/** A campaign window as the editor sends it (the back office's form, already checked). */
export interface CampaignValues {
  kind: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
}

const fields = (r: typeof campaigns.$inferSelect) => ({ kind: r.kind, title: r.title, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() });
const row = (input: CampaignValues) => ({ kind: input.kind, title: input.title, startsAt: input.starts_at, endsAt: input.ends_at });

export async function createCampaignIn(tx: Tx, input: CampaignValues) {
  const [created] = await tx.insert(campaigns).values(row(input)).returning();
  return { row: created!, after: fields(created!) };
}

/** Locks the window, then changes it; a 404 when it is gone. */
export async function updateCampaignIn(tx: Tx, id: number, input: CampaignValues) {
  const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  const before = found(current, NO_CAMPAIGN);
  const [after] = await tx.update(campaigns).set(row(input)).where(eq(campaigns.id, id)).returning();
  return { row: after!, before: fields(before), after: fields(after!) };
}

export async function deleteCampaignIn(tx: Tx, id: number) {
  const [gone] = await tx.delete(campaigns).where(eq(campaigns.id, id)).returning();
  return { before: fields(found(gone, NO_CAMPAIGN)) };
}
