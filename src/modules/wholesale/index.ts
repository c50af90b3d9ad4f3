// The public face of this module for server code: other code imports it only through here.
export type { CoworkerStatus } from './partner-status.ts';
export { inquiryBody } from './inquiry-validation.ts';
export { wholesaleApi } from './api.ts';
export { confirmedCompanyOf, latestApplication } from './applications.ts';
export { createInquiry, inquiriesOf } from './inquiries.ts';
export { inquiryDecision } from './inquiry-decision.ts';
export { partnerDecision } from './partner-decision.ts';
export { partnerListing } from './partner-listing.ts';
export { COWORKER_STATUS, COWORKER_STATUS_TITLES } from './partner-status.ts';
// Account's list, offered here too for the modules that read it beside a partner's application (provider).
export { COMPANY_TYPES } from '#modules/account/index.ts';
export { registerPage } from './page-register.ts';
export { bestTiers } from './tiers.ts';
export { PARTNER_MESSAGES } from './validation.ts';
