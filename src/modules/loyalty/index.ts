// The public face of loyalty for server code: seasonal coin campaigns (docs/adr/0014-coin-campaigns.md).
// The club, invitations and games of the spec will land here too.
export type { CoinCampaign, SeasonStatus } from './campaigns.ts';
export { coinCampaigns } from './schema.ts';
export { runningCampaign, seasonStatus } from './campaigns.ts';
