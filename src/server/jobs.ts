import { refreshPromotionBoundaries } from '../modules/catalog/cards.ts';
import { processVarietyChanges } from '../modules/lists/notify.ts';
import { dropStaleGuestCarts } from '../modules/cart/service.ts';
import { onAlertsQueued } from '../modules/lists/wake.ts';
import type { Database } from './db/client.ts';

/**
 * Background work of a running server, each on its own timer, never overlapping itself.
 * With several app processes each runs them; every job is idempotent, so that is safe.
 */
const MINUTE = 60_000;

export function startJobs(database: () => Promise<Database>): () => void {
  let last = new Date();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    const now = new Date();
    try {
      const { db } = await database();
      await refreshPromotionBoundaries(db, last, now);
      // Hourly: abandoned guest carts (their cookie has expired too).
      if (last.getUTCHours() !== now.getUTCHours()) await dropStaleGuestCarts(db, now);
      last = now;
    } catch (err) {
      console.error('[jobs] promotion refresh failed', err);
    } finally {
      running = false;
    }
  };
  // Back-in-stock and price-drop SMS: every minute, and as soon as a change queues some.
  let alerting = false;
  const alerts = async () => {
    if (alerting) return;
    alerting = true;
    try {
      await processVarietyChanges((await database()).db);
    } catch (err) {
      console.error('[jobs] alert SMS failed', err);
    } finally {
      alerting = false;
    }
  };
  onAlertsQueued(() => void alerts());
  const timer = setInterval(() => void tick().then(alerts), MINUTE);
  timer.unref();
  return () => {
    clearInterval(timer);
    onAlertsQueued(undefined);
  };
}
