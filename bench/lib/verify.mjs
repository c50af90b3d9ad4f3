// After a load or fault run: is everything the shop acknowledged in PostgreSQL?
// - every cart line answered 2xx: in the owner's cart now (the account's, or the guest's
//   cart under the cookie's hash), or in an order line of that account (checked out);
// - every order answered 2xx by /v10/cart/payment: its row, for that account; when the
//   shop's payment result page said «پرداخت موفق», pay_status 3 (success).
import { createHash } from 'node:crypto';
import pg from 'pg';
import { loopbackBase } from './shoppers.mjs';

/** Refuses a database that is not on this machine (a Unix socket path counts as local). */
export function localDatabaseUrl(raw) {
  const url = new URL(raw);
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error(`not a PostgreSQL URL: ${url.protocol}`);
  const socket = url.searchParams.get('host');
  if (url.hostname === '' && (!socket || socket.startsWith('/'))) return raw;
  loopbackBase(`http://${url.host}/`);
  return raw;
}

const sha256 = (s) => createHash('sha256').update(s).digest('hex');

export async function verifyJournal(databaseUrl, journal) {
  const client = new pg.Client({ connectionString: localDatabaseUrl(databaseUrl) });
  await client.connect();
  try {
    const orders = journal.filter((j) => j.kind === 'order');
    const found = new Map();
    if (orders.length) {
      const { rows } = await client.query('select id, user_id, pay_status from orders where id = any($1::int[])', [orders.map((o) => o.orderId)]);
      for (const r of rows) found.set(r.id, r);
    }
    const missingOrders = [];
    const unpaid = [];
    for (const o of orders) {
      const row = found.get(o.orderId);
      if (!row || (o.userId && row.user_id !== o.userId)) missingOrders.push({ orderId: o.orderId, userId: o.userId, row: row ?? null });
      else if (o.paid === true && row.pay_status !== 3) unpaid.push({ orderId: o.orderId, payStatus: row.pay_status });
    }

    const lines = journal.filter((j) => j.kind === 'cart');
    const userIds = [...new Set(lines.map((l) => l.userId).filter(Boolean))];
    const inCart = new Set();
    const inOrder = new Set();
    if (userIds.length) {
      const cart = await client.query('select c.user_id, ci.variety_id from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = any($1::int[])', [
        userIds,
      ]);
      for (const r of cart.rows) inCart.add(`${r.user_id}:${r.variety_id}`);
      const ordered = await client.query(
        'select o.user_id, ol.variety_id from order_lines ol join orders o on o.id = ol.order_id where o.user_id = any($1::int[])',
        [userIds],
      );
      for (const r of ordered.rows) inOrder.add(`${r.user_id}:${r.variety_id}`);
    }
    const guestHashes = [...new Set(lines.filter((l) => !l.userId && l.guestToken).map((l) => sha256(l.guestToken)))];
    const inGuest = new Set();
    if (guestHashes.length) {
      const g = await client.query(
        'select c.guest_token_hash, ci.variety_id from cart_items ci join carts c on c.id = ci.cart_id where c.guest_token_hash = any($1::text[])',
        [guestHashes],
      );
      for (const r of g.rows) inGuest.add(`${r.guest_token_hash}:${r.variety_id}`);
    }
    const inAccount = (userId, varietyId) => inCart.has(`${userId}:${varietyId}`) || inOrder.has(`${userId}:${varietyId}`);
    let unresolved = lines.filter((l) =>
      l.userId ? !inAccount(l.userId, l.varietyId) : !(l.guestToken && inGuest.has(`${sha256(l.guestToken)}:${l.varietyId}`)),
    );
    // A guest line whose sign-in was cut off (the connection failed) may still have been
    // merged into the account by then: look in that shopper's account too (its mobile).
    const mobiles = [...new Set(unresolved.filter((l) => !l.userId).map((l) => l.mobile))];
    const viaMobile = new Set();
    if (mobiles.length) {
      const m = await client.query(
        `select u.mobile, x.variety_id from users u join (
           select c.user_id, ci.variety_id from cart_items ci join carts c on c.id = ci.cart_id
           union select o.user_id, ol.variety_id from order_lines ol join orders o on o.id = ol.order_id
         ) x on x.user_id = u.id where u.mobile = any($1::text[])`,
        [mobiles],
      );
      for (const r of m.rows) viaMobile.add(`${r.mobile}:${r.variety_id}`);
      unresolved = unresolved.filter((l) => l.userId || !viaMobile.has(`${l.mobile}:${l.varietyId}`));
    }
    const mergedAtCutSignIn = lines.filter((l) => !l.userId && viaMobile.has(`${l.mobile}:${l.varietyId}`)).length;
    const missingLines = unresolved.map((l) => ({
      shopper: l.shopper,
      mobile: l.mobile,
      userId: l.userId,
      varietyId: l.varietyId,
      at: new Date(l.at).toISOString(),
      guest: !l.userId,
    }));
    return {
      orders: {
        acknowledged: orders.length,
        found: orders.length - missingOrders.length,
        missing: missingOrders.slice(0, 20),
        missingCount: missingOrders.length,
        paidAcknowledged: orders.filter((o) => o.paid === true).length,
        paidButNotSuccess: unpaid.slice(0, 20),
        paidButNotSuccessCount: unpaid.length,
      },
      cartLines: {
        acknowledged: lines.length,
        found: lines.length - missingLines.length,
        mergedAtCutSignIn,
        missing: missingLines.slice(0, 20),
        missingCount: missingLines.length,
      },
      ok: missingOrders.length === 0 && missingLines.length === 0 && unpaid.length === 0,
    };
  } finally {
    await client.end();
  }
}

export function printVerification(v, log = console.log) {
  log(
    `journal vs PostgreSQL: orders ${v.orders.found}/${v.orders.acknowledged} found (${v.orders.paidAcknowledged} shown paid, ${v.orders.paidButNotSuccessCount} of them not pay_status 3); cart lines ${v.cartLines.found}/${v.cartLines.acknowledged} found${v.cartLines.mergedAtCutSignIn ? ` (${v.cartLines.mergedAtCutSignIn} guest lines in the account of a sign-in whose answer was lost)` : ''}`,
  );
  for (const m of v.orders.missing) log(`  missing order: ${JSON.stringify(m)}`);
  for (const m of v.orders.paidButNotSuccess) log(`  paid but not success: ${JSON.stringify(m)}`);
  for (const m of v.cartLines.missing) log(`  missing cart line: ${JSON.stringify(m)}`);
}
