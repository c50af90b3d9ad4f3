import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { campaigns } from '#modules/content/index.ts';
import { contentChange, found, type Editor } from './change.ts';
import type { CampaignInput } from './validation.ts';

/**
 * Seasonal campaign windows (spec section 3: yalda, weekend, black5day…): when each runs.
 * The window's end after its start is the form's rule (validation.ts); instants are stored,
 * entered and shown in Tehran time (lib/tehran-time.ts).
 */

export const allCampaigns = (db: DbOrTx) => db.select().from(campaigns).orderBy(desc(campaigns.startsAt), desc(campaigns.id));

const NO_CAMPAIGN = 'کمپین یافت نشد';
const fields = (r: typeof campaigns.$inferSelect) => ({ kind: r.kind, title: r.title, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() });
const row = (input: CampaignInput) => ({ kind: input.kind, title: input.title, startsAt: input.starts_at, endsAt: input.ends_at });

export function createCampaign(db: DbOrTx, editor: Editor, input: CampaignInput) {
  return contentChange(db, editor, 'content.campaign.created', async (tx) => {
    const [created] = await tx.insert(campaigns).values(row(input)).returning();
    return { result: created!, subjectType: 'campaign', subjectId: created!.id, after: fields(created!) };
  });
}

export function updateCampaign(db: DbOrTx, editor: Editor, input: CampaignInput & { id: number }) {
  return contentChange(db, editor, 'content.campaign.updated', async (tx) => {
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, input.id)).for('update');
    const before = found(current, NO_CAMPAIGN);
    const [after] = await tx.update(campaigns).set(row(input)).where(eq(campaigns.id, input.id)).returning();
    return { result: after!, subjectType: 'campaign', subjectId: input.id, before: fields(before), after: fields(after!) };
  });
}

export function deleteCampaign(db: DbOrTx, editor: Editor, id: number) {
  return contentChange(db, editor, 'content.campaign.deleted', async (tx) => {
    const [gone] = await tx.delete(campaigns).where(eq(campaigns.id, id)).returning();
    return { result: { id }, subjectType: 'campaign', subjectId: id, before: fields(found(gone, NO_CAMPAIGN)) };
  });
}
