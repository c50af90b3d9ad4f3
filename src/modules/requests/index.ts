// The public face of this module for server code: other code imports it only through here.
export { contactDepartments, jobPositions, REQUEST_KINDS } from './schema.ts';
export { CONTACT_INFO } from './contact-info.ts';
export { handleBody, listPageOf, REQUEST_MESSAGES, requestFilter } from './validation.ts';
export { KIND_TITLES, listRequests, markHandled, REQUESTS_PERMISSION, resumeOf } from './admin.ts';
export { listDepartments, listPositions } from './service.ts';
export { agencyPage, careersPage, contactPage } from './pages.ts';
export { requestsApi } from './api.ts';
