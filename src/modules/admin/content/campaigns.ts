import { desc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  campaigns,
  createCampaignBannerIn,
  createCampaignIn,
  deleteCampaignBannerIn,
  deleteCampaignIn,
  setCampaignItemsIn,
  updateCampaignIn,
} from '#modules/campaigns/index.ts';
import { contentChange, type Editor } from './change.ts';
import type { CampaignBannerInput, CampaignInput, CampaignItemsInput } from './validation.ts';

/**
 * Seasonal campaign windows (spec section 3: yalda, weekend, black5day…): when each runs.
 * The window's end after its start is the form's rule (validation.ts); instants are stored,
 * entered and shown in Tehran time (lib/tehran-time.ts). The change itself is the campaigns module's
 * (campaigns/manage.ts), run in the transaction that writes the audit row.
 */

export const allCampaigns = (db: DbOrTx) => db.select().from(campaigns).orderBy(desc(campaigns.startsAt), desc(campaigns.id));

export function createCampaign(db: DbOrTx, editor: Editor, input: CampaignInput) {
  return contentChange(db, editor, 'content.campaign.created', async (tx) => {
    const { row, after } = await createCampaignIn(tx, input);
    return { result: row, subjectType: 'campaign', subjectId: row.id, after };
  });
}

export function updateCampaign(db: DbOrTx, editor: Editor, input: CampaignInput & { id: number }) {
  return contentChange(db, editor, 'content.campaign.updated', async (tx) => {
    const { row, before, after } = await updateCampaignIn(tx, input.id, input);
    return { result: row, subjectType: 'campaign', subjectId: input.id, before, after };
  });
}

export function deleteCampaign(db: DbOrTx, editor: Editor, id: number) {
  return contentChange(db, editor, 'content.campaign.deleted', async (tx) => {
    const { before } = await deleteCampaignIn(tx, id);
    return { result: { id }, subjectType: 'campaign', subjectId: id, before };
  });
}

/** The landing's promoted products and categories, replaced whole. */
export function setCampaignItems(db: DbOrTx, editor: Editor, input: CampaignItemsInput) {
  return contentChange(db, editor, 'content.campaign.items', async (tx) => {
    const { before, after } = await setCampaignItemsIn(tx, input.id, input.product_ids, input.category_ids);
    return { result: after, subjectType: 'campaign', subjectId: input.id, before, after };
  });
}

export function createCampaignBanner(db: DbOrTx, editor: Editor, input: CampaignBannerInput) {
  return contentChange(db, editor, 'content.campaign.banner.created', async (tx) => {
    const { row, after } = await createCampaignBannerIn(tx, { ...input, campaign_id: input.id });
    return { result: row, subjectType: 'campaign_banner', subjectId: row.id, after };
  });
}

export function deleteCampaignBanner(db: DbOrTx, editor: Editor, id: number) {
  return contentChange(db, editor, 'content.campaign.banner.deleted', async (tx) => {
    const { before } = await deleteCampaignBannerIn(tx, id);
    return { result: { id }, subjectType: 'campaign_banner', subjectId: id, before };
  });
}
