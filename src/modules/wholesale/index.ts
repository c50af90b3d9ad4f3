// The public face of this module for server code: other code imports it only through here.
export type { CoworkerStatus } from './partner-status.ts';
export { inquiryBody } from './inquiry-validation.ts';
export { wholesaleApi } from './api.ts';
export { confirmedCompanyOf, latestApplication } from './applications.ts';
export { createInquiry, inquiriesOf } from './inquiries.ts';
export { inquiryDecision } from './inquiry-decision.ts';
export { partnerDecision } from './partner-decision.ts';
export { partnerListing } from './partner-listing.ts';
export { COMPANY_TYPES, COWORKER_STATUS, COWORKER_STATUS_TITLES } from './partner-status.ts';
export { registerPage } from './page-register.ts';
export { bestTiers } from './tiers.ts';
export { PARTNER_MESSAGES } from './validation.ts';
