// The public face of this module for server code: other code imports it only through here.
export { PATH_OF_STEP, reachableScreen, STATUS_TITLES } from './progress.ts';
export { providerApplications } from './schema.ts';
export { DOCUMENT_KINDS } from './documents.ts';
export { providerApi } from './api.ts';
export { applicationOf, saveStep1, saveStep2, saveStep3, sellableCategories, submitApplication, uploadDocument } from './applications.ts';
export { contractOf } from './contract-file.ts';
export { anyDocument } from './document-access.ts';
export { providerDecision } from './decision.ts';
export { presentSell } from './landing.ts';
export { completePage, preconfirmPage, registerPage, uploadPage } from './pages.ts';
export { PROVIDER_MESSAGES } from './validation.ts';
