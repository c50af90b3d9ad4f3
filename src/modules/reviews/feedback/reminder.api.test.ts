import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { useTestApi } from '#tests/harness.ts';
import { users } from '#modules/account/schema.ts';
import { deliverDispatch, shipDispatch } from '#flows/fulfil-dispatch.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { feedbackReminders, orderFeedbacks } from '../schema.ts';
import { sendFeedbackReminders } from './reminder.ts';

/** The one SMS asking for a delivered order's feedback, sent by the hourly job. */
const t = useTestApi();
const SLOW = { timeout: 120_000 };
const HOUR = 60 * 60 * 1000;

/** An order of a new shopper, delivered `hoursAgo` hours ago. */
async function deliveredHoursAgo(hoursAgo: number) {
  const shopper = await makeShopper(t.db);
  const o = await twoDispatchOrder(t, { shopper });
  const at = new Date(Date.now() - hoursAgo * HOUR);
  for (const d of o.dispatches) {
    await shipDispatch(t.db, d.id, `FB${d.id}X${process.pid}IR`, 'system', at);
    await deliverDispatch(t.db, d.id, 'system', at);
  }
  const [u] = await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, shopper.userId));
  return { orderId: o.orderId, userId: shopper.userId, mobile: u!.mobile };
}

const remindersTo = async (mobile: string) =>
  t.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.receptor, mobile))
    .then((rows) => rows.filter((r) => r.body.includes('/profile/survey')));

describe('the feedback reminder', SLOW, () => {
  it('texts once a day after delivery, with the survey link, however often it runs', async () => {
    const o = await deliveredHoursAgo(25);
    await sendFeedbackReminders(t.db);
    await Promise.all([sendFeedbackReminders(t.db), sendFeedbackReminders(t.db)]);
    const sent = await remindersTo(o.mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('/profile/survey');
    expect(sent[0]!.body).toContain('به دستتان رسید');
    expect(await t.db.select().from(feedbackReminders).where(eq(feedbackReminders.orderId, o.orderId))).toHaveLength(1);
  });

  it('waits a day, leaves deliveries older than two weeks alone, and skips orders already rated', async () => {
    const fresh = await deliveredHoursAgo(2);
    const old = await deliveredHoursAgo(20 * 24);
    const rated = await deliveredHoursAgo(30);
    await t.db.insert(orderFeedbacks).values({ orderId: rated.orderId, userId: rated.userId, score: 5 });
    await sendFeedbackReminders(t.db);
    for (const o of [fresh, old, rated]) expect(await remindersTo(o.mobile)).toEqual([]);
    // The fresh one's turn comes a day later.
    await sendFeedbackReminders(t.db, new Date(Date.now() + 23 * HOUR));
    expect(await remindersTo(fresh.mobile)).toHaveLength(1);
    for (const o of [old, rated]) expect(await remindersTo(o.mobile)).toEqual([]);
  });
});
