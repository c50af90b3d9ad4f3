/**
 * The staff kernel's face: who runs the shop (roles and what each may do), the guard the
 * API and the pages ask, the second factor, and the audit log, whose rows are written only
 * through the wrappers here. Other code imports this file, never the files beside it.
 */
export { STAFF_ROLES, PERMISSIONS, ROLE_TITLES, isStaffRole, can, permissionsOf, type StaffRole, type Permission } from './roles.ts';
export {
  STAFF_SESSION_HOURS,
  NOT_STAFF,
  SECOND_FACTOR_NEEDED,
  ACTING_AS_CUSTOMER,
  staffMemberOf,
  staffStateOf,
  requireStaff,
  type Staff,
  type SecondFactorState,
} from './guard.ts';
export { TOTP_PERIOD, newTotpSecret, totpUri, totpCode, totpStep } from './totp.ts';
export { staffMembers, staffAudit } from './schema.ts';
export { enrolSecondFactor, passSecondFactor } from './second-factor.ts';
export { found, audited, staffChange, auditAction, auditActing, auditRows, auditCount, type Change, type StaffActor } from './audit.ts';

// Acting as a customer (login-as): the deny-by-default policy, its guards and the route that starts it.
export { ACTING_PROVIDER_REFUSED, actingActionTitle } from './acting/policy.ts';
export { actingGuard } from './acting/middleware.ts';
export { actingPageGate } from './acting/pages.ts';
export { loginAsBody, startLoginAs } from './acting/login-as.ts';
export { loginAsApi } from './acting/api.ts';

// The members themselves (members.ts): adding one, their role, turning them off and on, resetting a lost authenticator;
// each run in the caller's transaction, inside `staffChange` (the owner's staff screen in admin writes the audit row).
export { addStaffMemberIn, resetStaffSecondFactorIn, setStaffActiveIn, setStaffRoleIn } from './members.ts';
