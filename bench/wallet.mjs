// The wallet benchmark: ledger writes per second with 20 shoppers writing at
// once (each posting to their own balance, every post locking the shopper's row and
// appending after the last entry), and the latency of a whole split payment: placing an
// order paid with coins, the balance and the sandbox bank, paying at the bank and the
// callback's verification, for 20 shoppers at once. PGlite, in-process API.
import { checkoutRig, timedRuns } from './checkout.mjs';

export async function benchWallet(seededDir, seconds) {
  const { database, shoppers, call, refill, slotsOf, close } = await checkoutRig(seededDir);
  const { post, ledgerProblems } = await import('#modules/wallet/ledger.ts');
  const db = database.db;
  let n = 0;
  const credit = (userId, amount, currency = 'rial') =>
    db.transaction((tx) => post(tx, { userId, currency, amount, reason: currency === 'rial' ? 'topUp' : 'coinEarned' }));
  try {
    // 1. Ledger writes: a credit and a spend in turn, each its own transaction.
    let writes = 0;
    const until = Date.now() + seconds * 1000;
    const started = Date.now();
    await Promise.all(
      shoppers.map(async ({ s }) => {
        for (let i = 0; Date.now() < until; i++) {
          await credit(s.userId, i % 2 === 0 ? 10_000 : -10_000);
          writes++;
        }
      }),
    );
    const ledgerWritesPerSecond = Math.round(writes / ((Date.now() - started) / 1000));

    // 2. Split payments: coins and the balance pay part (given before each, untimed), the bank the rest.
    // One shopper alone (what one costs), then 20 at once (PGlite runs one statement at a time: they queue).
    const alone = await splitPayments(shoppers.slice(0, 1), Math.min(5, seconds));
    const together = await splitPayments(shoppers, seconds);
    const problems = await ledgerProblems(db);
    return {
      shoppers: shoppers.length,
      seconds,
      ledgerWritesPerSecond,
      alone,
      splitPayments: together.payments,
      splitPerSecond: together.perSecond,
      splitP50: together.p50,
      splitP99: together.p99,
      errors: alone.errors + together.errors,
      ledgerProblems: problems.length,
    };
  } finally {
    await close();
  }

  async function splitPayments(who, forSeconds) {
    const r = await timedRuns(who, forSeconds, {
      before: async (s) => {
        await refill(s);
        await credit(s.userId, 50_000);
        await credit(s.userId, 2, 'coin');
      },
      run: async (s) => {
        const placed = await call(
          s,
          'POST',
          '/v10/cart/payment',
          { address_id: s.addressId, slots: slotsOf[s.userId], use_balance: 1, useCoin: 1 },
          { 'Idempotency-Key': `bench-split-${s.userId}-${++n}` },
        );
        const url = placed.body?.data?.payment_url;
        if (placed.status !== 200 || !url) return false;
        // The shopper presses «pay» at the sandbox bank and comes back through the callback.
        const bank = await call(s, 'POST', new URL(url).pathname, 'action=pay', { 'Content-Type': 'application/x-www-form-urlencoded' });
        const back = bank.status === 303 ? new URL(bank.headers.get('Location')) : null;
        return !!back && (await call(s, 'GET', back.pathname + back.search)).status === 303;
      },
    });
    return { payments: r.done, perSecond: r.perSecond, p50: r.p50, p99: r.p99, errors: r.errors };
  }
}
