import { Hono } from 'hono';
import { requireStaff } from '#modules/staff/index.ts';
import { readBody } from '#server/http/body.ts';
import { clientIp } from '#server/http/client-address.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { answerAsSeller, SELLER_ANSWER_PERMISSION, answerBody } from '#modules/reviews/index.ts';

/**
 * The back office's seller answer (`POST /v10/admin/question/answer { question_id, text }`),
 * mounted in the admin router so its permission test covers it. The role is checked
 * before the body is read (a caller without it learns nothing from a 422); the answer is
 * written and audited in one transaction (seller.ts, staff's staffChange).
 */
export const questionsAdminApi = new Hono<AppEnv>();

questionsAdminApi.post('/v10/admin/question/answer', async (c) => {
  const staff = await requireStaff(c, SELLER_ANSWER_PERMISSION);
  const input = parse(answerBody, await readBody(c));
  return ok(c, await answerAsSeller(c.var.db, staff, input, clientIp(c)), 'پاسخ از طرف فروشنده منتشر شد');
});
