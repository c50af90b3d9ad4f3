import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '#tests/factories/members.ts';
import { deliveredOrder, type TestOrder } from '#tests/factories/orders.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { useTestApi } from '#tests/harness.ts';
import { decisions } from '#modules/decisions/index.ts';
import { productExperiences } from '../schema.ts';
import { feedbackTab } from './tab.ts';

/**
 * Buyers' experience notes: only a shopper who received the product writes
 * one; plain text is published at once, anything else (markup) waits for staff, and
 * every text is kept exactly as written.
 */
const t = useTestApi();
const SLOW = { timeout: 120_000 };
const create = (body: object, headers: Record<string, string>) => t.call('POST', '/v6/product-user-experience/create', body, headers);

describe('product experience notes', SLOW, () => {
  let order: TestOrder & { productIds: number[] };
  let owner: Awaited<ReturnType<typeof readyStaff>>;
  beforeAll(async () => {
    order = await deliveredOrder(t);
    owner = await readyStaff(t, 'owner');
  });

  it('is for buyers of the product only', async () => {
    const productId = order.productIds[0]!;
    const stranger = await newMember(t.db);
    const refused = await create({ product_id: productId, text: 'تجربهٔ من از این کالا خوب بود' }, stranger.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('ثبت تجربهٔ استفاده ویژهٔ خریداران این کالاست');
    expect((await create({ product_id: 99999999, text: 'تجربهٔ من از این کالا خوب بود' }, order.shopper.headers)).status).toBe(404);
    const short = await create({ product_id: productId, text: 'خوب' }, order.shopper.headers);
    expect(short.status).toBe(422);
    expect(short.body.data).toEqual([{ field: 'text', message: 'تجربهٔ خود را بین ۱۰ تا ۱۰۰۰ نویسه بنویسید' }]);
  });

  it('publishes a buyer’s plain note at once, named by first name and initial', async () => {
    const productId = order.productIds[0]!;
    const made = await create({ product_id: productId, text: 'شارژ باتری دو روز کامل دوام می‌آورد' }, order.shopper.headers);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ msg: 'ثبت شد و منتشر شد', data: { status: 'approved', status_text: 'منتشر شده', product_id: productId } });
    const tab = await feedbackTab(t.db, productId);
    expect(tab.experiences[0]).toMatchObject({ id: made.body.data.id, user_name: 'سارا م.', text: 'شارژ باتری دو روز کامل دوام می‌آورد' });
  });

  it('keeps a <script> payload verbatim, holds it for staff, and shows it only once approved', async () => {
    const productId = order.productIds[1]!;
    const payload = '<script>alert("x")</script> بسیار عالی & "خوب"';
    const made = await create({ product_id: productId, text: payload }, order.shopper.headers);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ msg: 'ثبت شد و پس از بررسی منتشر می‌شود', data: { status: 'pending', status_text: 'در انتظار تأیید', text: payload } });
    const id = made.body.data.id as number;
    const [row] = await t.db.select().from(productExperiences).where(eq(productExperiences.id, id));
    expect(row!.text).toBe(payload);
    expect((await feedbackTab(t.db, productId)).experiences.some((e) => e.id === id)).toBe(false);

    const [open] = await t.db
      .select()
      .from(decisions)
      .where(and(eq(decisions.kind, 'experience'), eq(decisions.subjectId, id)));
    expect(open).toMatchObject({ state: 'pending' });
    const inbox = (await t.call('GET', '/v10/admin/decisions', undefined, owner.auth)).body.data.items as { id: number; kindTitle: string; lines: string[] }[];
    const shown = inbox.find((c) => c.id === open!.id)!;
    expect(shown.kindTitle).toBe('تجربهٔ استفادهٔ خریدار');
    expect(shown.lines).toContain(payload);
    expect(shown.lines.join(' ')).toContain('کد یا برچسب HTML');

    const decided = await t.call('POST', '/v10/admin/decisions/decide', { id: open!.id, verdict: 'approve' }, owner.auth);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const tab = await feedbackTab(t.db, productId);
    // Handed to the page exactly as written: the component escapes it (Astro expressions never render raw HTML).
    expect(tab.experiences.find((e) => e.id === id)?.text).toBe(payload);
  });

  it('stops a shopper at the day’s limit', async () => {
    const productId = order.productIds[0]!;
    const today = await t.db.select().from(productExperiences).where(eq(productExperiences.userId, order.shopper.userId));
    const rows = Array.from({ length: 10 - today.length }, () => ({
      productId,
      userId: order.shopper.userId,
      text: 'یادداشت پیشین آزمایشی',
      state: 'approved' as const,
    }));
    if (rows.length) await t.db.insert(productExperiences).values(rows);
    const res = await create({ product_id: productId, text: 'یک یادداشت دیگر دربارهٔ کالا' }, order.shopper.headers);
    expect(res.status).toBe(429);
  });
});
