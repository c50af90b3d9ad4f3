import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { failureLimits } from '#server/auth/rate-limit.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { writeAuditRow } from './audit.ts';
import { NOT_STAFF, type Staff } from './guard.ts';
import { staffMembers, staffSecondFactors } from './schema.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

const WRONG_CODE = 'کد وارد شده درست نیست یا پیش‌تر به کار رفته است';
const TOO_MANY = 'تعداد کدهای نادرست بیش از حد مجاز است. چند دقیقه بعد دوباره تلاش کنید';

/** Five wrong codes a staff member per 15 minutes: six digits are guessed in a million tries, not five. */
const codeTries = (userId: number) => failureLimits([{ key: `totp-fail:${userId}`, max: 5, windowSeconds: 900 }], TOO_MANY);

/**
 * Enrolment: a new secret for a member whose second factor is not confirmed yet (asking
 * again replaces it: a QR code shown on a lost screen is worth nothing). A confirmed one is
 * never shown again; the owner resets it (a later screen) if a phone is lost.
 */
export async function enrolSecondFactor(db: DbOrTx, staff: Pick<Staff, 'userId'>, label: string): Promise<{ secret: string; uri: string }> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, staff.userId)).for('update');
    if (!member) throw new ApiError(403, NOT_STAFF);
    if (member.totpConfirmedAt) throw new ApiError(409, 'برنامهٔ احراز هویت پیش‌تر فعال شده است');
    const secret = newTotpSecret();
    await tx.update(staffMembers).set({ totpSecret: secret, totpLastStep: null }).where(eq(staffMembers.userId, staff.userId));
    return { secret, uri: totpUri(secret, label) };
  });
}

/**
 * A code from the staff member's app: right, and for a later step than any accepted
 * before (a code is good once, even within its 30 s). Marks this sign-in (its token family)
 * as past the second factor and confirms an enrolment. Under the member's row lock, so two
 * requests with one code cannot both pass.
 */
export async function passSecondFactor(db: DbOrTx, staff: Staff, code: string, ip?: string): Promise<void> {
  const tries = codeTries(staff.userId);
  await tries.check();
  const passed = await db.transaction(async (tx) => {
    const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.userId, staff.userId)).for('update');
    if (!member?.active) throw new ApiError(403, NOT_STAFF);
    if (!member.totpSecret) throw validationError([{ field: 'code', message: 'ابتدا برنامهٔ احراز هویت را فعال کنید' }]);
    const step = totpStep(member.totpSecret, code);
    if (step === null || (member.totpLastStep !== null && step <= member.totpLastStep)) return false;
    await tx
      .update(staffMembers)
      .set({ totpLastStep: step, totpConfirmedAt: member.totpConfirmedAt ?? new Date() })
      .where(eq(staffMembers.userId, staff.userId));
    await tx
      .insert(staffSecondFactors)
      .values({ family: staff.family, userId: staff.userId })
      .onConflictDoUpdate({ target: staffSecondFactors.family, set: { verifiedAt: sql`now()` } });
    await writeAuditRow(
      tx,
      staff,
      member.totpConfirmedAt ? 'second-factor.passed' : 'second-factor.enrolled',
      { subjectType: 'staff', subjectId: staff.userId },
      ip,
    );
    return true;
  });
  if (!passed) {
    await tries.fail();
    throw validationError([{ field: 'code', message: WRONG_CODE }]);
  }
}
