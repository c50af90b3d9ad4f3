import { expect } from 'vitest';
import { staffMembers, type StaffRole, totpCode } from '#modules/staff/index.ts';
import type { TestApi } from '../harness.ts';
import { newMember } from './members.ts';

/**
 * Test helpers (API tests only) for the back office: a staff member of a role, signed in
 * with a bearer token, and passing the second factor for that sign-in through the API
 * (enrol the app, then one code), as a real member would.
 */
export async function newStaff(t: TestApi, role: StaffRole) {
  const member = await newMember(t.db);
  await t.db.insert(staffMembers).values({ userId: member.id, role });
  return member;
}

/** Enrols the app and passes the second factor for this sign-in; returns the secret. */
export async function passSecondFactor(t: TestApi, auth: Record<string, string>): Promise<string> {
  const enrol = await t.call('POST', '/v10/admin/second-factor/enrol', {}, auth);
  expect(enrol.status).toBe(200);
  const secret = enrol.body.data.secret as string;
  expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: totpCode(secret) }, auth)).status).toBe(200);
  return secret;
}

/** A staff member of `role` past the second factor: ready to use the back office. */
export async function readyStaff(t: TestApi, role: StaffRole) {
  const member = await newStaff(t, role);
  await passSecondFactor(t, member.auth);
  return member;
}
