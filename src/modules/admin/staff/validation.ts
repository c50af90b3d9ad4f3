import { z } from 'zod';
import { iranMobile } from '#lib/validation/rules.ts';
import { idSchema } from '#server/http/params.ts';
import { STAFF_ROLES } from '#modules/staff/index.ts';

/** The staff screen's forms: Persian messages. */
const role = z.enum(STAFF_ROLES, { error: 'نقش را انتخاب کنید' });
const member = idSchema('عضو کارکنان را انتخاب کنید');

export const addStaffForm = z.object({ mobile: iranMobile(), role });
export const roleForm = z.object({ id: member, role });
export const activeForm = z.object({
  id: member,
  active: z.preprocess(
    (v) => (v === '1' || v === 1 || v === true || v === 'true' ? true : v === '0' || v === 0 || v === false || v === 'false' ? false : v),
    z.boolean({ error: 'وضعیت را انتخاب کنید' }),
  ),
});
export const memberForm = z.object({ id: member });
