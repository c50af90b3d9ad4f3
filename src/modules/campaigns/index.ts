/**
 * The seasonal campaigns' face (docs/adr/0027): the kinds, the windows' table and which one is
 * live, the back office's editing (each in the caller's transaction) and the public API.
 */
export { CAMPAIGN_KIND_TITLES, CAMPAIGN_KINDS, CAMPAIGN_TYPES, LANDING_PATHS, isCampaignKind, type CampaignKind } from './kinds.ts';
export { campaigns } from './schema.ts';
export { currentCampaign, liveWindows, type CampaignView } from './live.ts';
export { createCampaignIn, deleteCampaignIn, updateCampaignIn } from './manage.ts';
export { campaignsApi } from './api.ts';
