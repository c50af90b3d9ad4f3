import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { ApiError, validationError } from '#server/errors.ts';
import type { Caller } from '#server/auth/session.ts';
import { idSchema } from '#server/http/params.ts';
import { iranMobile } from '#lib/validation/rules.ts';
import { userById, userByMobile } from '#modules/account/index.ts';
import { staffMembers } from '../schema.ts';

/**
 * Call-center "login as" (spec section 6): an operator acts as a customer. Only
 * operators (and admins) may, never as another operator or admin, never while already
 * acting as someone (they log out of that first), and every login-as is recorded.
 */
export const ALREADY_ACTING = 'شما با حساب کاربری دیگری وارد شده‌اید؛ ابتدا از آن خارج شوید';
const STAFF = new Set(['operator', 'admin']);

export const loginAsBody = z
  .object({ user_id: idSchema().optional(), mobile: z.optional(iranMobile()) })
  .refine((b) => b.user_id !== undefined || b.mobile !== undefined, { error: 'شناسه یا موبایل کاربر را بفرستید', path: ['user_id'] });

/**
 * Who acts as whom. `authorised`: the back office's screen has already checked the staff
 * member's `customers.login-as` permission and second factor (staff/guard.ts); the API
 * route checks the operator role here. Never as an operator, an admin or a staff member.
 */
export async function startLoginAs(db: DbOrTx, caller: Caller, target: z.infer<typeof loginAsBody>, { authorised = false } = {}) {
  if (caller.actorUserId) throw validationError([{ field: 'user_id', message: ALREADY_ACTING }], ALREADY_ACTING);
  const operator = await userById(db, caller.userId);
  if (!operator || !(authorised || STAFF.has(operator.role))) throw new ApiError(403, 'شما به این بخش دسترسی ندارید');
  const user = target.user_id !== undefined ? await userById(db, target.user_id) : await userByMobile(db, target.mobile!);
  if (!user) throw new ApiError(404, 'کاربر مورد نظر یافت نشد');
  const [staff] = await db.select({ id: staffMembers.userId }).from(staffMembers).where(eq(staffMembers.userId, user.id));
  if (STAFF.has(user.role) || staff || user.id === operator.id) throw new ApiError(403, 'ورود به‌جای این حساب مجاز نیست');
  return { operator, user };
}
