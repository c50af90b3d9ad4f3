import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { deliveredOrder, twoDispatchOrder } from '#tests/factories/orders.ts';
import { buyableVarieties, fillCart, makeShopper } from '#tests/factories/shopper.ts';
import { payOrder, placeOrder } from '#tests/checkout-helpers.ts';
import { deliverDispatch, shipDispatch } from '#flows/fulfil-dispatch.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { categories, products, varieties } from '#modules/catalog/schema.ts';
import { decisions } from '#modules/decisions/schema.ts';
import { users } from '#modules/account/schema.ts';
import { orderDispatches, orderLines } from '#modules/orders/schema.ts';
import { paymentAttempts, refunds, sandboxBankPayments } from '#modules/payments/schema.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { balancesOf, ledgerProblems } from '#modules/wallet/ledger.ts';
import { IMAGE_MAX_BYTES } from '#lib/validation/rules.ts';
import { FREE_SHIPPING_FROM_RIAL } from '#modules/cart/pricing.ts';
import { backRequests } from './schema.ts';
import { RETURN_MESSAGES } from './messages.ts';

const t = useTestApi();

const fields = (body: { data: { field: string; message: string }[] }) => Object.fromEntries(body.data.map((f) => [f.field, f.message]));

/** A noisy phone-sized photo: megabytes of JPEG that no quality setting alone gets under 25 KB at full size. */
async function phonePhoto(width = 2400, height = 1800): Promise<Blob> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

async function post(path: string, form: FormData, headers: Record<string, string>) {
  const res = await t.app.request(path, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

/**
 * The delivered order's fast dispatch (one line of one unit) and its seller dispatch (one
 * line of two), its products moved to a category whose goods come back (the seeded shop
 * also sells make-up, which does not).
 */
async function delivered() {
  const order = await deliveredOrder(t);
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.orderId)).orderBy(orderLines.id);
  const [dashcams] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'car-dashcam'));
  await t.db.update(products).set({ categoryId: dashcams!.id }).where(inArray(products.id, order.productIds));
  const seller = order.dispatches.find((d) => d.key !== 'fast')!;
  const sellerLine = lines.find((l) => l.dispatchId === seller.id)!;
  return { ...order, seller, sellerLine, lines };
}

function returnForm(dispatchId: number, items: { line: number; count?: number; reason?: number | string; description?: string; image?: Blob }[]) {
  const form = new FormData();
  form.set('dispatch_id', String(dispatchId));
  items.forEach((item, i) => {
    form.set(`BackDetails[${i}][order_detail_id]`, String(item.line));
    if (item.count !== undefined) form.set(`BackDetails[${i}][count]`, String(item.count));
    form.set(`BackDetails[${i}][back_request_reason_id]`, String(item.reason ?? 1));
    if (item.description) form.set(`BackDetails[${i}][description]`, item.description);
    if (item.image) form.set(`BackDetails[${i}][image]`, item.image, 'photo.jpg');
  });
  return form;
}

describe('what of a delivered dispatch may go back', () => {
  it('tells the shopper which lines and how many, and refuses another shopper’s dispatch', async () => {
    const o = await delivered();
    const view = await t.call('GET', `/v6/dispatch/view?id=${o.seller.id}`, undefined, o.shopper.headers);
    expect(view.status).toBe(200);
    expect(view.body.data.canRevertByCustomer).toEqual({ status: true, error: null });
    expect(view.body.data.revertableOrderDetails).toEqual([
      { order_detail_id: o.sellerLine.id, variety_id: o.sellerLine.varietyId, name: o.sellerLine.productName, image: o.sellerLine.image, count: 2 },
    ]);
    expect(view.body.data.lines[0].id).toBe(o.sellerLine.id);

    const other = await makeShopper(t.db);
    expect((await t.call('GET', `/v6/dispatch/view?id=${o.seller.id}`, undefined, other.headers)).status).toBe(404);
    expect((await t.call('GET', `/v6/dispatch/view?id=${o.seller.id}`)).status).toBe(401);
  });

  it('says why not: not delivered yet, the seven days passed, a category that does not come back', async () => {
    const open = await twoDispatchOrder(t);
    const notYet = await t.call('GET', `/v6/dispatch/view?id=${open.dispatches[0]!.id}`, undefined, open.shopper.headers);
    expect(notYet.body.data.canRevertByCustomer).toEqual({ status: false, error: RETURN_MESSAGES.notDelivered });

    const late = await delivered();
    await t.db
      .update(orderDispatches)
      .set({ deliveredAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orderDispatches.id, late.seller.id));
    const passed = await t.call('GET', `/v6/dispatch/view?id=${late.seller.id}`, undefined, late.shopper.headers);
    expect(passed.body.data.canRevertByCustomer.status).toBe(false);
    expect(passed.body.data.canRevertByCustomer.error).toContain('۷');
    expect(passed.body.data.revertableOrderDetails).toEqual([]);

    const hygiene = await delivered();
    const [makeup] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'face-foundation'));
    await t.db.update(products).set({ categoryId: makeup!.id }).where(eq(products.id, hygiene.sellerLine.productId));
    const none = await t.call('GET', `/v6/dispatch/view?id=${hygiene.seller.id}`, undefined, hygiene.shopper.headers);
    expect(none.body.data.canRevertByCustomer).toEqual({ status: false, error: RETURN_MESSAGES.noneRevertable });
  });
});

describe('asking for a return', () => {
  it('lists the reasons', async () => {
    const s = await makeShopper(t.db);
    const res = await t.call('GET', '/v6/back-request-customer/reasons', undefined, s.headers);
    expect(res.body.data.items.length).toBeGreaterThanOrEqual(5);
    expect(res.body.data.items[0]).toEqual({ id: expect.any(Number), title: expect.any(String) });
  });

  it('files one item with a phone-sized photo, shrunk to 25 KB and not refused, and shows it analysing', async () => {
    const o = await delivered();
    const photo = await phonePhoto();
    expect(photo.size).toBeGreaterThan(1_000_000);
    const res = await post(
      '/v6/back-request-customer/create',
      returnForm(o.seller.id, [{ line: o.sellerLine.id, count: 1, description: 'صفحه ترک دارد', image: photo }]),
      o.shopper.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, msg: RETURN_MESSAGES.created, data: { id: expect.any(Number), status: 3 } });

    const view = await t.call('GET', `/v8/back-request-customer/view?id=${res.body.data.id}`, undefined, o.shopper.headers);
    expect(view.body.data).toMatchObject({ status: 3, status_title: 'در حال بررسی', items_count: 1, can_cancel: true });
    expect(view.body.data.items[0]).toMatchObject({ order_detail_id: o.sellerLine.id, count: 1, description: 'صفحه ترک دارد' });
    const photoRes = await t.app.request(view.body.data.items[0].photo, { headers: o.shopper.headers });
    expect(photoRes.status).toBe(200);
    expect(photoRes.headers.get('content-type')).toBe('image/webp');
    expect((await photoRes.arrayBuffer()).byteLength).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    // Nobody else's session reads the photo or the request.
    const other = await makeShopper(t.db);
    expect((await t.app.request(view.body.data.items[0].photo, { headers: other.headers })).status).toBe(404);
    expect((await t.call('GET', `/v8/back-request-customer/view?id=${res.body.data.id}`, undefined, other.headers)).status).toBe(404);

    const list = await t.call('GET', '/v8/back-request-customer/index', undefined, o.shopper.headers);
    expect(list.body.data.items[0]).toMatchObject({ id: res.body.data.id, order_id: o.orderId, dispatch_id: o.seller.id, status: 3, items_count: 1 });
    // One unit is held by the request: one is left.
    const after = await t.call('GET', `/v6/dispatch/view?id=${o.seller.id}`, undefined, o.shopper.headers);
    expect(after.body.data.revertableOrderDetails[0].count).toBe(1);
    // Staff find it in the inbox.
    const [kase] = await t.db
      .select()
      .from(decisions)
      .where(and(eq(decisions.kind, 'return'), eq(decisions.subjectId, res.body.data.id)));
    expect(kase?.state).toBe('pending');
  });

  it('answers 422 per field: nothing selected, a count above what was delivered, a line not revertable, a file that is not a picture', async () => {
    const o = await delivered();
    const nothing = await post('/v6/back-request-customer/create', returnForm(o.seller.id, []), o.shopper.headers);
    expect(nothing.status).toBe(422);
    expect(fields(nothing.body)).toEqual({ BackDetails: RETURN_MESSAGES.selectOne });

    const tooMany = await post('/v6/back-request-customer/create', returnForm(o.seller.id, [{ line: o.sellerLine.id, count: 3 }]), o.shopper.headers);
    expect(tooMany.status).toBe(422);
    expect(fields(tooMany.body)['BackDetails[0][count]']).toBe(RETURN_MESSAGES.countTooMany(2));

    const fastLine = o.lines.find((l) => l.dispatchId !== o.seller.id)!;
    const wrongLine = await post('/v6/back-request-customer/create', returnForm(o.seller.id, [{ line: fastLine.id, count: 1 }]), o.shopper.headers);
    expect(wrongLine.status).toBe(422);
    expect(fields(wrongLine.body)['BackDetails[0][order_detail_id]']).toBe(RETURN_MESSAGES.lineNotRevertable);

    const fake = new Blob([new TextEncoder().encode('<html>not a picture</html>')], { type: 'image/jpeg' });
    const notPicture = await post(
      '/v6/back-request-customer/create',
      returnForm(o.seller.id, [{ line: o.sellerLine.id, count: 1, image: fake }]),
      o.shopper.headers,
    );
    expect(notPicture.status).toBe(422);
    expect(fields(notPicture.body)['BackDetails[0][image]']).toBe(RETURN_MESSAGES.imageType);

    const noReason = await post(
      '/v6/back-request-customer/create',
      returnForm(o.seller.id, [{ line: o.sellerLine.id, count: 1, reason: '' }]),
      o.shopper.headers,
    );
    expect(fields(noReason.body)['BackDetails[0][back_request_reason_id]']).toBe(RETURN_MESSAGES.reasonRequired);
    expect(await t.db.select().from(backRequests).where(eq(backRequests.dispatchId, o.seller.id))).toEqual([]);
  });

  it('never lets two requests at once take the same units', async () => {
    const o = await delivered();
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/v6/back-request-customer/create', returnForm(o.seller.id, [{ line: o.sellerLine.id, count: 2 }]), o.shopper.headers)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
  });

  it('is withdrawn with a reason, and the units may be asked for again', async () => {
    const o = await delivered();
    const made = await post('/v6/back-request-customer/create', returnForm(o.seller.id, [{ line: o.sellerLine.id, count: 2 }]), o.shopper.headers);
    const id = made.body.data.id as number;
    expect((await t.call('POST', '/v8/back-request-customer/cancel', { id, reason: '' }, o.shopper.headers)).status).toBe(422);
    const other = await makeShopper(t.db);
    expect((await t.call('POST', '/v8/back-request-customer/cancel', { id, reason: 'منصرف شدم' }, other.headers)).status).toBe(404);
    const cancelled = await t.call('POST', '/v8/back-request-customer/cancel', { id, reason: 'منصرف شدم' }, o.shopper.headers);
    expect(cancelled.status).toBe(200);
    const view = await t.call('GET', `/v8/back-request-customer/view?id=${id}`, undefined, o.shopper.headers);
    expect(view.body.data).toMatchObject({ status: 5, cancel_reason: 'منصرف شدم', can_cancel: false });
    expect(view.body.data.timeline.map((e: { status: number }) => e.status)).toEqual([3, 5]);
    const again = await t.call('GET', `/v6/dispatch/view?id=${o.seller.id}`, undefined, o.shopper.headers);
    expect(again.body.data.revertableOrderDetails[0].count).toBe(2);
  });
});

describe('staff decide, the parcel comes back, the money too', () => {
  async function confirmed() {
    const o = await delivered();
    const made = await post('/v6/back-request-customer/create', returnForm(o.seller.id, [{ line: o.sellerLine.id, count: 1 }]), o.shopper.headers);
    const id = made.body.data.id as number;
    const owner = await readyStaff(t, 'owner');
    const [kase] = await t.db
      .select()
      .from(decisions)
      .where(and(eq(decisions.kind, 'return'), eq(decisions.subjectId, id)));
    const decided = await t.call('POST', '/v10/admin/decisions/decide', { id: kase!.id, verdict: 'approve', input: '' }, owner.auth);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    return { ...o, id, owner };
  }

  it('confirming asks the shopper (SMS) to send it and take the postal receipt; the receipt is added, changed and removed', async () => {
    const o = await confirmed();
    const view = await t.call('GET', `/v8/back-request-customer/view?id=${o.id}`, undefined, o.shopper.headers);
    expect(view.body.data).toMatchObject({ status: 1, can_add_document: true });
    const [user] = await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, o.shopper.userId));
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, user!.mobile));
    expect(sms.some((m) => m.body.includes('تأیید شد'))).toBe(true);

    const help = await t.call('GET', '/v8/back-request-document/help', undefined, o.shopper.headers);
    expect(help.body.data.steps.length).toBeGreaterThan(2);
    const empty = new FormData();
    empty.set('back_request_id', String(o.id));
    expect((await post('/v8/back-request-document/create', empty, o.shopper.headers)).status).toBe(422);
    const form = new FormData();
    form.set('back_request_id', String(o.id));
    form.set('barcode', '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸۹۰۱۲۳۴');
    const added = await post('/v8/back-request-document/create', form, o.shopper.headers);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const change = new FormData();
    change.set('image', await phonePhoto(1200, 900), 'receipt.jpg');
    expect((await post(`/v8/back-request-document/update?id=${added.body.data.id}`, change, o.shopper.headers)).status).toBe(200);
    const docs = (await t.call('GET', `/v8/back-request-customer/view?id=${o.id}`, undefined, o.shopper.headers)).body.data.documents;
    expect(docs).toEqual([
      {
        id: added.body.data.id,
        barcode: '123456789012345678901234',
        image: expect.stringContaining('/v8/back-request-document/image'),
        date: expect.any(String),
      },
    ]);
    const other = await makeShopper(t.db);
    expect((await t.call('DELETE', `/v8/back-request-document/delete?id=${added.body.data.id}`, undefined, other.headers)).status).toBe(404);
    expect((await t.call('DELETE', `/v8/back-request-document/delete?id=${added.body.data.id}`, undefined, o.shopper.headers)).status).toBe(200);
  });

  it('receiving it brings the stock back and refunds once, even when two staff press at the same time', async () => {
    const o = await confirmed();
    const [variety] = await t.db.select().from(varieties).where(eq(varieties.id, o.sellerLine.varietyId));
    const before = await balancesOf(t.db, o.shopper.userId);
    const presses = await Promise.all([1, 2, 3].map(() => t.call('POST', '/v10/admin/back-request/receive', { id: o.id }, o.owner.auth)));
    expect(presses.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(presses.filter((p) => p.body.data.moved)).toHaveLength(1);
    const paid = Number(o.sellerLine.priceRial);
    const after = await balancesOf(t.db, o.shopper.userId);
    const back = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(back).toHaveLength(1);
    expect(after.rial - before.rial).toBe(Number(back[0]!.amountRial));
    expect(Number(back[0]!.amountRial)).toBeGreaterThan(0);
    expect(Number(back[0]!.amountRial)).toBeLessThanOrEqual(paid);
    const [variety2] = await t.db.select().from(varieties).where(eq(varieties.id, o.sellerLine.varietyId));
    expect(variety2!.stock).toBe(variety!.stock + 1);
    expect(await ledgerProblems(t.db)).toEqual([]);
    const view = await t.call('GET', `/v8/back-request-customer/view?id=${o.id}`, undefined, o.shopper.headers);
    expect(view.body.data).toMatchObject({ status: 4, refund: Number(back[0]!.amountRial), can_cancel: false });
    // One of two units came back: the dispatch stays delivered.
    const [d] = await t.db.select().from(orderDispatches).where(eq(orderDispatches.id, o.seller.id));
    expect(d!.sendStatus).toBe(3);
  });

  it('refusing tells the shopper why; a request not confirmed cannot be received', async () => {
    const o = await delivered();
    const made = await post('/v6/back-request-customer/create', returnForm(o.seller.id, [{ line: o.sellerLine.id, count: 1 }]), o.shopper.headers);
    const id = made.body.data.id as number;
    const owner = await readyStaff(t, 'owner');
    expect((await t.call('POST', '/v10/admin/back-request/receive', { id }, owner.auth)).status).toBe(409);
    const [kase] = await t.db
      .select()
      .from(decisions)
      .where(and(eq(decisions.kind, 'return'), eq(decisions.subjectId, id)));
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: kase!.id, verdict: 'refuse', reason: 'کالا استفاده شده است' }, owner.auth)).status).toBe(
      200,
    );
    const view = await t.call('GET', `/v8/back-request-customer/view?id=${id}`, undefined, o.shopper.headers);
    expect(view.body.data).toMatchObject({ status: 2, staff_note: 'کالا استفاده شده است', can_cancel: false });
  });
});

describe('the refund goes back to the card while the bank still reverses the payment', () => {
  /** An order of one item (free shipping), paid at the sandbox bank a moment ago, delivered, its return confirmed. */
  async function wholeOrderReturn(nth: number) {
    const shopper = await makeShopper(t.db);
    // One priced above free shipping, so the payment is the goods alone (shipping is never refunded).
    const candidates = await buyableVarieties(t.db, 400, { fastSend: false });
    const priced = await t.db
      .select({ id: varieties.id, price: varieties.priceOffRial })
      .from(varieties)
      .where(
        inArray(
          varieties.id,
          candidates.map((c) => c.id),
        ),
      );
    const variety = candidates.filter((c) => Number(priced.find((p) => p.id === c.id)!.price) >= FREE_SHIPPING_FROM_RIAL).reverse()[nth];
    expect(variety, 'a seller-sent variety above free shipping').toBeDefined();
    await fillCart(t.db, shopper.userId, [{ id: variety!.id, count: 1 }]);
    const placed = await placeOrder(t, shopper);
    await payOrder(t, placed.payment_url!);
    const [dispatch] = await t.db.select().from(orderDispatches).where(eq(orderDispatches.orderId, placed.order_id));
    await shipDispatch(t.db, dispatch!.id, `RR${dispatch!.id}${Date.now() % 1_000_000}IR`);
    await deliverDispatch(t.db, dispatch!.id);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    const [dashcams] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'car-dashcam'));
    await t.db.update(products).set({ categoryId: dashcams!.id }).where(eq(products.id, line!.productId));
    const made = await post('/v6/back-request-customer/create', returnForm(dispatch!.id, [{ line: line!.id, count: 1 }]), shopper.headers);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as number;
    const owner = await readyStaff(t, 'owner');
    const [kase] = await t.db
      .select()
      .from(decisions)
      .where(and(eq(decisions.kind, 'return'), eq(decisions.subjectId, id)));
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: kase!.id, verdict: 'approve', input: '' }, owner.auth)).status).toBe(200);
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, placed.order_id));
    return { shopper, owner, id, orderId: placed.order_id, attempt: attempt!, price: Number(line!.priceRial) };
  }

  const bankState = async (authority: string) =>
    (await t.db.select({ state: sandboxBankPayments.state }).from(sandboxBankPayments).where(eq(sandboxBankPayments.authority, authority)))[0]!.state;

  it('reverses the whole payment at the bank within its window, once, and credits nothing to the balance', async () => {
    const o = await wholeOrderReturn(0);
    const before = await balancesOf(t.db, o.shopper.userId);
    const presses = await Promise.all([1, 2].map(() => t.call('POST', '/v10/admin/back-request/receive', { id: o.id }, o.owner.auth)));
    expect(presses.map((p) => p.status)).toEqual([200, 200]);
    expect(presses.filter((p) => p.body.data.moved)).toHaveLength(1);
    expect(presses.find((p) => p.body.data.moved)!.body.data).toMatchObject({ refund_to: 'card', refund: Number(o.attempt.amountRial) });
    expect(await bankState(o.attempt.authority!)).toBe('reversed');
    const back = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(back.map((r) => [r.channel, Number(r.amountRial)])).toEqual([['gateway', Number(o.attempt.amountRial)]]);
    expect((await balancesOf(t.db, o.shopper.userId)).rial).toBe(before.rial);
    expect(await ledgerProblems(t.db)).toEqual([]);
    const view = await t.call('GET', `/v8/back-request-customer/view?id=${o.id}`, undefined, o.shopper.headers);
    expect(view.body.data).toMatchObject({ status: 4, refund: Number(o.attempt.amountRial), refund_to: 'card' });
    const [user] = await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, o.shopper.userId));
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, user!.mobile));
    expect(sms.some((m) => m.body.includes('به کارتی که با آن پرداخت کرده بودید'))).toBe(true);
  });

  it('once the window has passed, the bank is not asked and the money goes to the balance', async () => {
    const o = await wholeOrderReturn(1);
    await t.db
      .update(paymentAttempts)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(paymentAttempts.id, o.attempt.id));
    const before = await balancesOf(t.db, o.shopper.userId);
    const res = await t.call('POST', '/v10/admin/back-request/receive', { id: o.id }, o.owner.auth);
    expect(res.body.data).toMatchObject({ moved: true, refund_to: 'balance' });
    expect(await bankState(o.attempt.authority!)).toBe('paid');
    expect((await balancesOf(t.db, o.shopper.userId)).rial - before.rial).toBe(res.body.data.refund);
    const back = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(back.map((r) => r.channel)).toEqual(['balance']);
  });

  it('a bank that refuses the reversal leaves no card refund behind: the balance gets it', async () => {
    const o = await wholeOrderReturn(2);
    // The sandbox's books say the payment is settled beyond reversal (anything but «paid» is refused).
    await t.db.update(sandboxBankPayments).set({ state: 'failed' }).where(eq(sandboxBankPayments.authority, o.attempt.authority!));
    const before = await balancesOf(t.db, o.shopper.userId);
    const res = await t.call('POST', '/v10/admin/back-request/receive', { id: o.id }, o.owner.auth);
    expect(res.body.data).toMatchObject({ moved: true, refund_to: 'balance', refund: Number(o.attempt.amountRial) });
    const back = await t.db.select().from(refunds).where(eq(refunds.orderId, o.orderId));
    expect(back.map((r) => [r.channel, Number(r.amountRial)])).toEqual([['balance', Number(o.attempt.amountRial)]]);
    expect((await balancesOf(t.db, o.shopper.userId)).rial - before.rial).toBe(Number(o.attempt.amountRial));
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
