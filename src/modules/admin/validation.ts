import { z } from 'zod';
import { iranMobile, requiredText } from '#lib/validation/rules.ts';

/** The code from the staff member's authenticator app (Persian digits are read as ASCII by requiredText). */
export const secondFactorCode = z.object({
  code: z.pipe(requiredText(), z.string().regex(/^\d{6}$/, { error: 'کد ۶ رقمی برنامهٔ احراز هویت را وارد کنید' })),
});

/** The login-as screen's search: a customer's mobile, typed any way (Persian digits, +98). */
export const customerSearch = z.object({ mobile: iranMobile() });

/** Acting as a customer: who, and why (kept with the login-as record and the staff audit). */
export const loginAsForm = z.object({
  user_id: z.coerce.number({ error: 'مشتری را انتخاب کنید' }).int().positive({ error: 'مشتری را انتخاب کنید' }),
  reason: z.pipe(requiredText(), z.string().min(5, { error: 'دلیل را دست‌کم در ۵ نویسه بنویسید' }).max(300, { error: 'دلیل حداکثر ۳۰۰ نویسه است' })),
});

/** A decision in the inbox: approve (with the kind's input, if it asks one) or refuse with a reason. */
export const decisionForm = z.object({
  id: z.coerce.number({ error: 'مورد را انتخاب کنید' }).int().positive({ error: 'مورد را انتخاب کنید' }),
  verdict: z.enum(['approve', 'refuse', 'return'], { error: 'تصمیم را انتخاب کنید' }),
  reason: z.string().max(500, { error: 'دلیل حداکثر ۵۰۰ نویسه است' }).optional().default(''),
  input: z.string().max(100, { error: 'حداکثر ۱۰۰ نویسه' }).optional().default(''),
});
