import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { toFaDigits } from '#lib/digits.ts';
import { users } from '#modules/account/schema.ts';
import { varieties } from '#modules/catalog/schema.ts';
import { orderDispatches, orderLines, orders } from '#modules/orders/schema.ts';
import { balancesOf } from '#modules/wallet/ledger.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { staffAudit } from '#modules/staff/index.ts';

const t = useTestApi();
// Each test places and pays real orders: on a busy two-core machine that takes a while.
const SLOW = { timeout: 120_000 };

const mobileOf = async (userId: number) => (await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)))[0]!.mobile;
const smsTo = (mobile: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, mobile));
// The member's own actions (signing in to the panel writes rows of its own).
const auditOf = async (userId: number) =>
  (await t.db.select().from(staffAudit).where(eq(staffAudit.actorUserId, userId)).orderBy(staffAudit.id)).filter((r) => !r.action.startsWith('second-factor'));

const ROUTES = [
  ['GET', '/v10/admin/order/index'],
  ['GET', '/v10/admin/order/view?id=1'],
  ['GET', '/v10/admin/order/cancel-reasons'],
  ['POST', '/v10/admin/dispatch/pack'],
  ['POST', '/v10/admin/dispatch/ship'],
  ['POST', '/v10/admin/dispatch/deliver'],
  ['POST', '/v10/admin/dispatch/cancel'],
  ['POST', '/v10/admin/order/cancel'],
  ['POST', '/v10/admin/order/note'],
] as const;
const CHANGES = ROUTES.filter(([m]) => m === 'POST');

describe('the back office’s orders: who may', SLOW, () => {
  it('refuses shoppers and roles without orders.* on every route (403, no data); a call-center operator reads but changes nothing', async () => {
    const o = await twoDispatchOrder(t);
    const shopper = await newMember(t.db);
    const editor = await readyStaff(t, 'catalog-editor');
    const content = await readyStaff(t, 'content-editor');
    const body = { id: o.dispatches[0]!.id, barcode: 'RR123456789IR', reason_id: 201, body: 'یادداشت' };
    for (const who of [shopper, editor, content]) {
      for (const [method, path] of ROUTES) {
        const res = await t.call(method, path, method === 'POST' ? body : undefined, who.auth);
        expect(res.status, path).toBe(403);
        expect(res.body.success).toBe(false);
        expect(res.body.data, path).toEqual({ name: 'Forbidden', message: res.body.message, code: 0, status: 403 });
      }
    }
    const callCenter = await readyStaff(t, 'call-center');
    expect((await t.call('GET', '/v10/admin/order/index', undefined, callCenter.auth)).status).toBe(200);
    expect((await t.call('GET', `/v10/admin/order/view?id=${o.orderId}`, undefined, callCenter.auth)).status).toBe(200);
    for (const [method, path] of CHANGES) expect((await t.call(method, path, body, callCenter.auth)).status, path).toBe(403);
    const [d] = await t.db.select().from(orderDispatches).where(eq(orderDispatches.id, o.dispatches[0]!.id));
    expect(d!.sendStatus).toBe(1);
    for (const who of [editor, content, callCenter]) expect(await auditOf(who.id)).toEqual([]);
  });
});

describe('the order queue', SLOW, () => {
  it('finds an order by its number, the customer’s mobile typed in Persian digits, and part of a name; filters by status and stage', async () => {
    const o = await twoDispatchOrder(t);
    await t.db
      .update(users)
      .set({ firstName: 'کیمیا', lastName: `صفایی${o.orderId}` })
      .where(eq(users.id, o.shopper.userId));
    const op = await readyStaff(t, 'order-operator');
    const queue = async (query: string) => {
      const res = await t.call('GET', `/v10/admin/order/index?${query}`, undefined, op.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.items as { id: number }[]).map((r) => r.id);
    };
    expect(await queue(`q=${o.orderId}`)).toEqual([o.orderId]);
    expect(await queue(`q=${encodeURIComponent(toFaDigits(await mobileOf(o.shopper.userId)))}`)).toEqual([o.orderId]);
    expect(await queue(`q=${encodeURIComponent(`صفایی${o.orderId}`)}`)).toEqual([o.orderId]);
    expect(await queue(`q=${encodeURIComponent('%')}`)).not.toContain(undefined);
    expect(await queue(`status=2&q=${o.orderId}`)).toEqual([o.orderId]);
    expect(await queue(`status=3&q=${o.orderId}`)).toEqual([]);
    expect(await queue(`stage=1&q=${o.orderId}`)).toEqual([o.orderId]);
    expect(await queue(`stage=6&q=${o.orderId}`)).toEqual([]);
    const first = (await t.call('GET', `/v10/admin/order/index?q=${o.orderId}`, undefined, op.auth)).body.data.items[0];
    expect(first).toMatchObject({ id: o.orderId, status: 2, statusTitle: 'در حال پردازش', sendStatus: 1, customer: `کیمیا صفایی${o.orderId}` });

    const bad = await t.call('GET', '/v10/admin/order/index?status=99', undefined, op.auth);
    expect(bad.status).toBe(422);
    expect(bad.body.data[0]).toMatchObject({ field: 'status', message: 'وضعیت انتخاب‌شده معتبر نیست' });
  });
});

describe('an order operator fulfils an order', SLOW, () => {
  it('packs, ships with a barcode and delivers each dispatch: the shopper’s timeline and order follow, one SMS on leaving, an audit row for every move', async () => {
    const o = await twoDispatchOrder(t);
    const op = await readyStaff(t, 'order-operator');
    const mobile = await mobileOf(o.shopper.userId);
    const before = (await smsTo(mobile)).length;
    const [a, b] = o.dispatches;
    const act = (path: string, body: object) => t.call('POST', path, body, op.auth);

    expect((await act('/v10/admin/dispatch/deliver', { id: a!.id })).status).toBe(409);
    expect((await act('/v10/admin/dispatch/pack', { id: a!.id })).status).toBe(200);
    const barcode = `BZ${String(o.orderId).padStart(8, '0')}IR`;
    const shipped = await act('/v10/admin/dispatch/ship', { id: a!.id, barcode: ` ${barcode.toLowerCase()} ` });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect((await smsTo(mobile)).length).toBe(before + 1);
    expect((await smsTo(mobile)).at(-1)!.body).toContain(barcode);

    // The same barcode on another dispatch is a field error, never a crash.
    const taken = await act('/v10/admin/dispatch/ship', { id: b!.id, barcode });
    expect(taken.status).toBe(422);
    expect(taken.body.data[0]).toMatchObject({ field: 'barcode', message: 'این کد رهگیری برای مرسولهٔ دیگری ثبت شده است' });

    const tracking = await t.call('POST', '/v6/post-service/tracking', { barcode }, o.shopper.headers);
    expect(tracking.status).toBe(200);
    expect(tracking.body.data.status_title).toBe('ارسال شده');
    expect(tracking.body.data.events.map((e: { title: string }) => e.title)).toEqual(['مرسوله تحویل پست شد', 'مرسوله بسته‌بندی شد و آمادهٔ ارسال است']);

    expect((await act('/v10/admin/dispatch/deliver', { id: a!.id })).status).toBe(200);
    expect((await act('/v10/admin/dispatch/deliver', { id: a!.id })).status).toBe(409);
    expect((await act('/v10/admin/dispatch/ship', { id: b!.id, barcode: `${barcode}2` })).status).toBe(200);
    expect((await act('/v10/admin/dispatch/deliver', { id: b!.id })).status).toBe(200);

    const view = await t.call('GET', `/v6/order/view?id=${o.orderId}`, undefined, o.shopper.headers);
    expect(view.body.data).toMatchObject({ status: 3, status_title: 'تحویل شده' });
    const record = (await t.call('GET', `/v10/admin/order/view?id=${o.orderId}`, undefined, op.auth)).body.data;
    expect(record.customer).toMatchObject({ id: o.shopper.userId, mobile });
    expect(record.history.filter((h: { actor: string }) => h.actor === 'کارمند فروشگاه').map((h: { to: string }) => h.to)).toEqual([
      'بسته‌بندی شده',
      'ارسال شده',
      'تحویل شده',
      'ارسال شده',
      'تحویل شده',
      'تحویل شده',
    ]);
    expect(record.tracking[a!.id][0].title).toBe('مرسوله به گیرنده تحویل شد');
    expect((await auditOf(op.id)).map((r) => r.action)).toEqual(['dispatch.pack', 'dispatch.ship', 'dispatch.deliver', 'dispatch.ship', 'dispatch.deliver']);
    expect((await auditOf(op.id))[1]).toMatchObject({
      subjectType: 'dispatch',
      subjectId: String(a!.id),
      before: { send_status: 6 },
      after: { send_status: 'sent', barcode },
    });
  });

  it('sends a dispatch once when two operators press «sent» at the same moment: one move, one SMS, one audit row', async () => {
    const o = await twoDispatchOrder(t);
    const [op1, op2] = [await readyStaff(t, 'order-operator'), await readyStaff(t, 'order-operator')];
    const mobile = await mobileOf(o.shopper.userId);
    const before = (await smsTo(mobile)).length;
    const d = o.dispatches[0]!;
    const answers = await Promise.all([
      t.call('POST', '/v10/admin/dispatch/ship', { id: d.id, barcode: `TW${o.orderId}01IR` }, op1.auth),
      t.call('POST', '/v10/admin/dispatch/ship', { id: d.id, barcode: `TW${o.orderId}02IR` }, op2.auth),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await smsTo(mobile)).length).toBe(before + 1);
    const audit = [...(await auditOf(op1.id)), ...(await auditOf(op2.id))];
    expect(audit.map((r) => r.action)).toEqual(['dispatch.ship']);
    const [row] = await t.db.select().from(orderDispatches).where(eq(orderDispatches.id, d.id));
    expect(row!.barcode).toBe(audit[0]!.after && (audit[0]!.after as { barcode: string }).barcode);
  });

  it('refuses to pack or ship an unpaid order’s dispatch, and answers unknown ids with 404', async () => {
    const o = await twoDispatchOrder(t, { pay: false });
    const op = await readyStaff(t, 'order-operator');
    expect((await t.call('POST', '/v10/admin/dispatch/pack', { id: o.dispatches[0]!.id }, op.auth)).status).toBe(409);
    expect((await t.call('POST', '/v10/admin/dispatch/ship', { id: o.dispatches[0]!.id, barcode: 'RR000111222IR' }, op.auth)).status).toBe(409);
    expect((await t.call('POST', '/v10/admin/dispatch/pack', { id: 2_000_000_000 }, op.auth)).status).toBe(404);
    expect((await t.call('GET', '/v10/admin/order/view?id=2000000000', undefined, op.auth)).status).toBe(404);
    const bad = await t.call('POST', '/v10/admin/dispatch/ship', { id: 'x', barcode: '<b>' }, op.auth);
    expect(bad.status).toBe(422);
    expect(bad.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['barcode', 'id']);
    expect(await auditOf(op.id)).toEqual([]);
  });
});

describe('an order operator cancels', SLOW, () => {
  it('a paid order with a reason: stock back, what was paid owed to the shopper’s balance, an SMS with the reason, the audit row', async () => {
    const o = await twoDispatchOrder(t);
    const op = await readyStaff(t, 'order-operator');
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, o.orderId));
    const stockOf = async () =>
      (
        await t.db
          .select({ id: varieties.id, stock: varieties.stock })
          .from(varieties)
          .where(
            inArray(
              varieties.id,
              lines.map((l) => l.varietyId),
            ),
          )
      ).map((v) => [v.id, v.stock]);
    const stockBefore = Object.fromEntries(await stockOf());
    const [order] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));

    const noNote = await t.call('POST', '/v10/admin/order/cancel', { id: o.orderId, reason_id: 205 }, op.auth);
    expect(noNote.status).toBe(422);
    expect(noNote.body.data[0]).toMatchObject({ field: 'note', message: 'برای «سایر دلایل» توضیح بنویسید' });
    expect((await t.call('POST', '/v10/admin/order/cancel', { id: o.orderId, reason_id: 3 }, op.auth)).status).toBe(422);

    const res = await t.call('POST', '/v10/admin/order/cancel', { id: o.orderId, reason_id: 201, note: 'انبار تأیید کرد' }, op.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stockAfter = Object.fromEntries(await stockOf());
    for (const l of lines) expect(stockAfter[l.varietyId]).toBe(stockBefore[l.varietyId] + l.count);
    expect((await balancesOf(t.db, o.shopper.userId)).rial).toBe(Number(order!.paidRial));
    const sms = (await smsTo(await mobileOf(o.shopper.userId))).at(-1)!;
    expect(sms.body).toContain('لغو شد');
    expect(sms.body).toContain('کالا ناموجود شد');
    expect((await auditOf(op.id)).map((r) => [r.action, r.subjectId])).toEqual([['order.cancel', String(o.orderId)]]);
    // Twice is refused, and changes nothing more.
    expect((await t.call('POST', '/v10/admin/order/cancel', { id: o.orderId, reason_id: 201 }, op.auth)).status).toBe(409);
    expect((await balancesOf(t.db, o.shopper.userId)).rial).toBe(Number(order!.paidRial));
  });

  it('one dispatch that has not left; a sent one is refused', async () => {
    const o = await twoDispatchOrder(t);
    const op = await readyStaff(t, 'order-operator');
    const [a, b] = o.dispatches;
    expect((await t.call('POST', '/v10/admin/dispatch/ship', { id: a!.id, barcode: `CX${o.orderId}00IR` }, op.auth)).status).toBe(200);
    expect((await t.call('POST', '/v10/admin/dispatch/cancel', { id: a!.id, reason_id: 202 }, op.auth)).status).toBe(409);
    expect((await t.call('POST', '/v10/admin/dispatch/pack', { id: b!.id }, op.auth)).status).toBe(200);
    const res = await t.call('POST', '/v10/admin/dispatch/cancel', { id: b!.id, reason_id: 202 }, op.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await t.db.select().from(orderDispatches).where(eq(orderDispatches.orderId, o.orderId)).orderBy(orderDispatches.id);
    expect(rows.map((d) => d.sendStatus)).toEqual([2, 4]);
    expect((await balancesOf(t.db, o.shopper.userId)).rial).toBeGreaterThan(0);
  });
});

describe('staff notes on an order', SLOW, () => {
  it('are kept with their author, shown in the back office and never to the shopper', async () => {
    const o = await twoDispatchOrder(t);
    const op = await readyStaff(t, 'order-operator');
    expect((await t.call('POST', '/v10/admin/order/note', { id: o.orderId, body: 'م' }, op.auth)).status).toBe(422);
    expect((await t.call('POST', '/v10/admin/order/note', { id: o.orderId, body: 'مشتری تماس گرفت: تحویل بعد از ساعت ۱۷' }, op.auth)).status).toBe(200);
    expect((await t.call('POST', '/v10/admin/order/note', { id: 2_000_000_000, body: 'سفارش ناموجود' }, op.auth)).status).toBe(404);
    const record = (await t.call('GET', `/v10/admin/order/view?id=${o.orderId}`, undefined, op.auth)).body.data;
    expect(record.notes).toEqual([expect.objectContaining({ body: 'مشتری تماس گرفت: تحویل بعد از ساعت 17', author: 'آزمون نشانی' })]);
    const shopperView = await t.call('GET', `/v6/order/view?id=${o.orderId}&expand=dispatches,transactions`, undefined, o.shopper.headers);
    expect(JSON.stringify(shopperView.body)).not.toContain('تحویل بعد از ساعت');
    expect((await auditOf(op.id)).map((r) => r.action)).toEqual(['order.note']);
    expect(
      await t.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.actorUserId, op.id), eq(staffAudit.subjectId, String(o.orderId)))),
    ).toHaveLength(1);
  });
});
