import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { products, varieties, varietyPriceLog } from '#modules/catalog/schema.ts';
import { processVarietyChanges } from '#modules/lists/notify.ts';
import { staffAudit } from '#modules/staff/index.ts';

const t = useTestApi();

/** Distinct sellable varieties for each test (they change prices). */
let taken = 40;
async function someVarieties(n: number) {
  const rows = await t.db
    .select({
      id: varieties.id,
      productId: varieties.productId,
      main: varieties.priceMainRial,
      off: varieties.priceOffRial,
      stock: varieties.stock,
      slug: products.slug,
    })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(and(eq(products.status, 1), eq(varieties.isActive, true), gt(varieties.stock, 2)))
    .orderBy(varieties.id)
    .offset(taken)
    .limit(n);
  taken += n;
  return rows.map((r) => ({ ...r, main: Number(r.main), off: Number(r.off) }));
}

const stateOf = async (ids: number[]) =>
  (
    await t.db
      .select({ id: varieties.id, main: varieties.priceMainRial, off: varieties.priceOffRial, stock: varieties.stock })
      .from(varieties)
      .where(inArray(varieties.id, ids))
      .orderBy(varieties.id)
  ).map((v) => ({
    id: v.id,
    main: Number(v.main),
    off: Number(v.off),
    stock: v.stock,
  }));
const auditOf = async (userId: number) =>
  (await t.db.select().from(staffAudit).where(eq(staffAudit.actorUserId, userId)).orderBy(staffAudit.id)).filter((r) => !r.action.startsWith('second-factor'));

const ROUTES = [
  ['GET', '/v10/admin/variety/index?q=1'],
  ['POST', '/v10/admin/variety/update'],
  ['POST', '/v10/admin/variety/bulk-preview'],
  ['POST', '/v10/admin/variety/bulk-apply'],
] as const;

describe('the back office’s catalogue: who may', () => {
  it('refuses shoppers and every role without catalog.edit (403, no data), and changes nothing', async () => {
    const [v] = await someVarieties(1);
    const body = { id: v!.id, price: 10, csv: `variety_id,price_toman,sale_price_toman,stock\n${v!.id},,,0` };
    for (const who of [
      await newMember(t.db),
      await readyStaff(t, 'order-operator'),
      await readyStaff(t, 'call-center'),
      await readyStaff(t, 'content-editor'),
    ]) {
      for (const [method, path] of ROUTES) {
        const res = await t.call(method, path, method === 'POST' ? body : undefined, who.auth);
        expect(res.status, path).toBe(403);
        expect(res.body.data, path).toEqual({ name: 'Forbidden', message: 'شما به این بخش دسترسی ندارید', code: 0, status: 403 });
      }
    }
    expect(await stateOf([v!.id])).toEqual([{ id: v!.id, main: v!.main, off: v!.off, stock: v!.stock }]);
  });
});

describe('a catalogue editor changes one variety', () => {
  it('lowers a price: the product page shows it, the price history has it, the price-drop SMS goes once, the audit has before and after', async () => {
    const [v] = await someVarieties(1);
    // A shopper who asked for price-drop SMS and has the product in their wish list.
    const login = await t.call('POST', '/v6/register/login-by-password', { mobile: '09120000003', password: 'bazaar123', ...CLIENT });
    const shopper = { Authorization: `Bearer ${login.body.data.access_token}` };
    await t.call('POST', '/v6/cart/send-sms-on-product-price-reduction', { status: 1 }, shopper);
    await t.call('POST', '/v6/wish-list/add', { id: v!.productId }, shopper);
    await processVarietyChanges(t.db);
    const smsBefore = (await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, '09120000003'))).length;

    const editor = await readyStaff(t, 'catalog-editor');
    const found = await t.call('GET', `/v10/admin/variety/index?q=${v!.id}`, undefined, editor.auth);
    expect(found.body.data.items.map((r: { id: number }) => r.id)).toContain(v!.id);

    const lower = v!.off - 50_000;
    const res = await t.call('POST', '/v10/admin/variety/update', { id: v!.id, price: lower, stock: '۱۲' }, editor.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: v!.id, priceOffRial: lower, priceMainRial: v!.main, stock: 12 });

    const page = await t.call('GET', `/v6/product/view?slug=${encodeURIComponent(v!.slug)}`);
    expect(page.body.data.varieties.find((x: { id: number }) => x.id === v!.id)).toMatchObject({ price_off: lower, stock: 12 });
    const log = await t.db.select().from(varietyPriceLog).where(eq(varietyPriceLog.varietyId, v!.id)).orderBy(desc(varietyPriceLog.changedAt)).limit(1);
    expect(Number(log[0]!.priceOffRial)).toBe(lower);

    expect(await processVarietyChanges(t.db)).toBe(1);
    expect(await processVarietyChanges(t.db)).toBe(0);
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, '09120000003')).orderBy(desc(smsOutbox.id));
    expect(sms).toHaveLength(smsBefore + 1);
    expect(sms[0]!.body).toContain('کاهش یافت');

    expect((await auditOf(editor.id)).map((r) => ({ action: r.action, subjectId: r.subjectId, before: r.before, after: r.after }))).toEqual([
      {
        action: 'variety.update',
        subjectId: String(v!.id),
        before: { stock: v!.stock, priceMainRial: v!.main, priceOffRial: v!.off },
        after: { stock: 12, priceMainRial: v!.main, priceOffRial: lower },
      },
    ]);
  });

  it('refuses a sale price above the price, nothing to change, and bad numbers, in Persian; unknown varieties are 404', async () => {
    const [v] = await someVarieties(1);
    const editor = await readyStaff(t, 'catalog-editor');
    const call = (body: object) => t.call('POST', '/v10/admin/variety/update', body, editor.auth);
    const above = await call({ id: v!.id, price: v!.main + 10 });
    expect(above.status).toBe(422);
    expect(above.body.data[0]).toMatchObject({ field: 'price', message: 'قیمت با تخفیف نمی‌تواند از قیمت اصلی بیشتر باشد' });
    expect((await call({ id: v!.id })).body.data[0]).toMatchObject({ field: 'price_main', message: 'دست‌کم یکی از قیمت، قیمت با تخفیف یا موجودی را بنویسید' });
    const bad = await call({ id: v!.id, price_main: '-5', stock: 'زیاد' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['price_main', 'stock']);
    for (const odd of ['0x100000', '1e6', ' 1000000', '1,000,000', 1e21, 100.5]) {
      const res = await call({ id: v!.id, price_main: odd });
      expect(res.body.data, String(odd)).toEqual([{ field: 'price_main', message: 'مبلغ باید عددی صحیح و نامنفی باشد' }]);
    }
    expect((await call({ id: 2_000_000_000, stock: 1 })).status).toBe(404);
    expect(await stateOf([v!.id])).toEqual([{ id: v!.id, main: v!.main, off: v!.off, stock: v!.stock }]);
    expect(await auditOf(editor.id)).toEqual([]);
  });
});

describe('a bulk price file', () => {
  it('with some bad rows changes nothing until confirmed, then exactly the good rows, in one go, each audited', async () => {
    const [a, b, c] = await someVarieties(3);
    const editor = await readyStaff(t, 'catalog-editor');
    const csv = [
      'variety_id,price_toman,sale_price_toman,stock',
      `${a!.id},"${(a!.main / 10 + 1000).toLocaleString('en-US')}",,7`,
      `${b!.id},,${Math.floor(b!.main / 10) + 5},`, // sale above the price: bad
      `۲۰۰۰۰۰۰۰۰۰,100,90,1`, // no such variety: bad
      `${c!.id},,,۳`,
      `${a!.id},,,1`, // repeated: bad
      `abc,1,1,1`, // bad id
    ].join('\r\n');
    const before = await stateOf([a!.id, b!.id, c!.id]);

    const preview = await t.call('POST', '/v10/admin/variety/bulk-preview', { csv }, editor.auth);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({ good: 2, bad: 4 });
    const errorsByLine = Object.fromEntries(preview.body.data.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors]));
    expect(errorsByLine).toEqual({
      2: [],
      3: ['قیمت با تخفیف نمی‌تواند از قیمت اصلی بیشتر باشد'],
      4: ['کالایی با این شناسه پیدا نشد'],
      5: [],
      6: ['این کالا پیش‌تر در ردیف ۲ آمده است'],
      7: ['شناسهٔ کالا (variety_id) عدد مثبت است'],
    });
    expect(preview.body.data.rows[0]).toMatchObject({
      variety_id: a!.id,
      before: { priceMainRial: a!.main, stock: a!.stock },
      after: { priceMainRial: a!.main + 10_000, stock: 7 },
    });
    expect(await stateOf([a!.id, b!.id, c!.id])).toEqual(before);
    expect(await auditOf(editor.id)).toEqual([]);

    const applied = await t.call('POST', '/v10/admin/variety/bulk-apply', { csv }, editor.auth);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ good: 2, bad: 4 });
    expect(await stateOf([a!.id, b!.id, c!.id])).toEqual([
      { id: a!.id, main: a!.main + 10_000, off: a!.off, stock: 7 },
      { ...before[1]! },
      { id: c!.id, main: c!.main, off: c!.off, stock: 3 },
    ]);
    const audit = await auditOf(editor.id);
    expect(audit.map((r) => [r.action, r.subjectId])).toEqual([
      ['variety.update', String(a!.id)],
      ['variety.update', String(c!.id)],
      ['variety.bulk', null],
    ]);
    expect(audit[2]!.after).toEqual({ rows: 6, applied: 2, skipped: 4 });
  });

  it('that cannot be read is one Persian error on the file, and changes nothing', async () => {
    const editor = await readyStaff(t, 'catalog-editor');
    const preview = (csv: string) => t.call('POST', '/v10/admin/variety/bulk-preview', { csv }, editor.auth);
    const cases: [string, string][] = [
      ['id,price\n1,2', 'ردیف اول باید عنوان ستون‌ها باشد: variety_id,price_toman,sale_price_toman,stock'],
      ['variety_id,price_toman,sale_price_toman,stock\n', 'فایل خالی است؛ یک ردیف عنوان و دست‌کم یک ردیف کالا لازم است'],
      ['variety_id,price_toman,sale_price_toman,stock\n"1,2', 'فایل CSV خوانا نیست'],
      [`variety_id,price_toman,sale_price_toman,stock\n${'1,,,1\n'.repeat(5001)}`, 'هر فایل حداکثر ۵٬۰۰۰ ردیف دارد'],
    ];
    for (const [csv, message] of cases) {
      const res = await preview(csv);
      expect(res.status, message).toBe(422);
      expect(res.body.data).toEqual([{ field: 'file', message }]);
    }
    expect((await preview('')).body.data[0]).toMatchObject({ field: 'csv' });
    expect((await t.call('POST', '/v10/admin/variety/bulk-apply', { csv: 'x' }, editor.auth)).status).toBe(422);
    expect(await auditOf(editor.id)).toEqual([]);
  });
});
