// The public face of this module for server code: other code imports it only through here.
export { backPath, withBack } from './back-path.ts';
export { flashToast } from './flash.ts';
export { takeOAuthFlash } from './oauth-flash.ts';
export { authCodes, authTokens, loginAsAudit, usedSignatures, users } from './schema.ts';
// A shopper's companies (legal invoices) and identity documents: their leaves first.
export { COMPANY_TYPES, companyTypeTitle, type CompanyType } from './legal/company-types.ts';
export { LEGAL_MESSAGES, type LegalView } from './legal/validation.ts';
export { USER_UPLOAD_KINDS, type UserUploadKind, type UserUploadView } from './uploads/kinds.ts';
// Sign-in primitives over account's token, code and signature tables (the session middleware in
// src/server/auth takes tokenOwner from the composition).
export { issueLogin, tokenOwner } from './auth/tokens.ts';
export { CAPTCHA_MESSAGES, createCaptcha, requireCaptcha } from './auth/captcha.ts';
export { authApi } from './auth-api.ts';
export { AUTH_FORM_PATHS, authFormApi } from './auth-form-api.ts';
export { readAuthForm } from './auth-form.ts';
export { deviceApi } from './device-api.ts';
export type { UserRow } from './identity.ts';
export { COWORKER_CONFIRMED, isCompleteRegister, isConfirmedPartnerRow, userById, userByMobile } from './identity.ts';
// The names alone, saved by the invitation's complete-info form (club's page).
export { namesBody, saveNames, type Names } from './names.ts';
export { actingCookies } from './login-as-session.ts';
export { recordLoginAs } from './login-as.ts';
export { readLoginAsContact, readLoginAsContacts, type LoginAsContact } from './login-as-contacts.ts';
export { mobileApi } from './mobile-api.ts';
// The account's own screens: full-info, settings and the email (API), and the profile pages' form handlers.
export { emailStateOf } from './profile/email.ts';
export { revertWindowOf } from './mobile.ts';
export { profileInfoApi } from './profile/api.ts';
export { changeMobilePage, editProfilePage, revertMobilePage, settingsPage, verifyEmailPage } from './profile/pages.ts';
export { oauthApi } from './oauth-api.ts';
export { sessionActor, sessionUser } from './page-identity.ts';
export { profileApi } from './profile-api.ts';
export { setSessionHooks, type SessionHooks } from './session-hooks.ts';

export { isConfirmedPartner, onWholesaleStorefront, partnerPricesFor } from './partner.ts';
export { identityView, setIdentityView } from './identity-view.ts';
// The account's settings other modules change in their own transaction (wholesale's applications, lists' price-drop SMS).
export { setCoworkerStatus } from './coworker-status.ts';
export { setPriceDropSmsIn } from './price-drop-sms.ts';
// Companies: reads for the identity and for an order's invoice (orders names one through isOwnLegal), the router, the page.
export { isOwnLegal, latestLegalOf, legalForInvoice, legalsOf } from './legal/service.ts';
export { legalApi } from './legal/api.ts';
export { legalInfoPage } from './legal/pages.ts';
// Identity documents: the router and the page.
export { userUploadApi } from './uploads/api.ts';
export { documentsPage } from './uploads/pages.ts';
