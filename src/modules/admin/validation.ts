import { z } from 'zod';
import { requiredText } from '../../lib/validation/rules.ts';

/** The code from the staff member's authenticator app (Persian digits are read as ASCII by requiredText). */
export const secondFactorCode = z.object({
  code: z.pipe(requiredText(), z.string().regex(/^\d{6}$/, { error: 'کد ۶ رقمی برنامهٔ احراز هویت را وارد کنید' })),
});
