import { refreshPromotionBoundaries } from '#modules/catalog/index.ts';
import { processVarietyChanges, onAlertsQueued } from '#modules/lists/index.ts';
import { dropStaleGuestCarts } from '#modules/cart/index.ts';
import { expireUnpaidOrders } from '#flows/expire-unpaid-orders.ts';
import { sendFeedbackReminders } from '#modules/reviews/index.ts';
import { reconcilePayments } from '#flows/reconcile-payments.ts';
import { deleteStaleRows } from './cleanup.ts';
import { keepDemoWindowLive } from '#modules/campaigns/index.ts';
import { config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { leasesFor, type Leases } from '#server/lease.ts';
import { onShutdown } from '#server/shutdown.ts';

/**
 * Background work of a running server, each on its own timer, never overlapping itself.
 * With several app processes on PostgreSQL each job takes a lease (lease.ts), so one
 * process runs it at a time; every job is idempotent as well, since a lease can be lost.
 * Stopping (the returned function, also run on SIGTERM by shutdown.ts) waits for a run in
 * progress: the database closes after it.
 */
const MINUTE = 60_000;

/** Runs `work` at most once at a time here, and under its lease across processes; `idle()` resolves when no run is in progress. */
function single(leases: () => Promise<Leases>, name: string, work: () => Promise<void>) {
  let current: Promise<void> | undefined;
  const run = () =>
    (current ??= leases()
      .then((l) => l.run(name, work))
      .then(() => undefined)
      .catch((err) => console.error(`[jobs] ${name} failed`, err))
      .finally(() => (current = undefined)));
  return { run, idle: () => current ?? Promise.resolve() };
}

export function startJobs(database: () => Promise<Database>): () => Promise<void> {
  let leases: Promise<Leases> | undefined;
  const lease = () => (leases ??= database().then(leasesFor));
  let last = new Date();
  const tick = single(lease, 'promotion refresh and clean-up', async () => {
    const now = new Date();
    const { db } = await database();
    await refreshPromotionBoundaries(db, last, now);
    // The demo always shows a live seasonal landing; production shows only what staff enter.
    if (!config.isProduction) await keepDemoWindowLive(db, now);
    // Hourly: abandoned guest carts (their cookie has expired too), old tokens, codes and outbox rows,
    // and the one SMS asking for a delivered order's feedback (a day after delivery, give or take the hour).
    if (last.getUTCHours() !== now.getUTCHours()) {
      await dropStaleGuestCarts(db, now);
      await deleteStaleRows(db, now);
      await sendFeedbackReminders(db, now);
    }
    last = now;
  });
  // Back-in-stock and price-drop SMS: every minute, and as soon as a change queues some.
  const alerts = single(lease, 'alert SMS', async () => {
    await processVarietyChanges((await database()).db);
  });
  onAlertsQueued(() => void alerts.run());
  // Unpaid orders past their hold (asking the bank first) and payments left unsaved.
  const holds = single(lease, 'order holds and payment reconciliation', async () => {
    const { db } = await database();
    await expireUnpaidOrders(db);
    await reconcilePayments(db);
  });
  const timer = setInterval(() => void tick.run().then(alerts.run).then(holds.run), MINUTE);
  timer.unref();
  // Holds that ran out while the server was down (a stop, a crash) are released at start, not a minute later.
  const first = setTimeout(() => void holds.run(), 1_000);
  first.unref();
  const stop = async () => {
    clearTimeout(first);
    clearInterval(timer);
    onAlertsQueued(undefined);
    forget();
    await Promise.all([tick.idle(), alerts.idle(), holds.idle()]);
    await (await leases?.catch(() => undefined))?.close();
  };
  const forget = onShutdown('work', 'the background jobs', stop);
  return stop;
}
