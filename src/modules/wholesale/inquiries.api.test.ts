import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { rowsOf } from '#server/db/rows.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { users } from '#modules/account/schema.ts';
import { wholesaleInquiries } from './schema.ts';

/**
 * Bulk price inquiries: POST /v6/wholesale-inquiry/create for confirmed
 * partners only; staff answer from the decisions inbox and the partner gets the answer.
 */
const t = useTestApi();

const someProduct = async () => Number(rowsOf(await t.db.execute(sql`select id from products where status = 1 order by id limit 1`))[0]!.id);
const partner = async () => {
  const m = await newMember(t.db);
  await t.db.update(users).set({ isHamkar: true, coworkerStatus: 2 }).where(eq(users.id, m.id));
  return m;
};

describe('bulk price inquiries', () => {
  it('are for confirmed partners; staff answer them from the inbox and the partner gets the answer by SMS', async () => {
    const productId = await someProduct();
    const body = {
      product_id: productId,
      co_name: 'بازرگانی آفتاب',
      order_quantity: '۲۰۰',
      target_price: 9_500_000,
      detailed_inquiry_information: 'تحویل در تهران',
    };
    expect((await t.call('POST', '/v6/wholesale-inquiry/create', body)).status).toBe(401);
    const shopper = await newMember(t.db);
    const refused = await t.call('POST', '/v6/wholesale-inquiry/create', body, shopper.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('استعلام قیمت عمده ویژهٔ همکاران تأییدشده است');

    const p = await partner();
    const bad = await t.call('POST', '/v6/wholesale-inquiry/create', { ...body, order_quantity: 0, co_name: 'x' }, p.auth);
    expect(bad.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['co_name', 'order_quantity']);
    const made = await t.call('POST', '/v6/wholesale-inquiry/create', body, p.auth);
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    const owner = await readyStaff(t, 'owner');
    const cases = (await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, owner.auth)).body.data.items as {
      id: number;
      kind: string;
      title: string;
      lines: string[];
    }[];
    const mine = cases.find((c) => c.kind === 'inquiry' && c.lines[0]!.includes('بازرگانی آفتاب'))!;
    expect(mine.title).toMatch(/^۲۰۰ عدد /);
    const empty = await t.call('POST', '/v10/admin/decisions/decide', { id: mine.id, verdict: 'approve', input: ' ' }, owner.auth);
    expect(empty.status).toBe(422);
    const answered = await t.call(
      'POST',
      '/v10/admin/decisions/decide',
      { id: mine.id, verdict: 'approve', input: 'هر عدد ۹۸۰ هزار تومان، تحویل یک‌هفته‌ای' },
      owner.auth,
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const [sms] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, p.mobile)).orderBy(desc(smsOutbox.id)).limit(1);
    expect(sms!.body).toContain('پاسخ: هر عدد ۹۸۰ هزار تومان');
    const [row] = await t.db.select().from(wholesaleInquiries).where(eq(wholesaleInquiries.id, made.body.data.id));
    expect(row).toMatchObject({ status: 'answered', orderQuantity: 200, targetPriceRial: 9_500_000, answeredBy: owner.id });
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: mine.id, verdict: 'refuse', reason: 'دوباره' }, owner.auth)).status).toBe(409);
  });
});
