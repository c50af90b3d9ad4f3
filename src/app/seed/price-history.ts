import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * A believable 90-day price history for every variety, in one set-based statement (the
 * 200,000-product seed must stay feasible): 2–4 points per variety ending at its current
 * prices, mostly rising (Iranian prices climb with inflation), one in five varieties
 * having come down instead, some points discounted. Deterministic for a given `now`:
 * everything derives from the variety id. Consecutive equal points are dropped (one point
 * per change); prices are rounded like shop prices (seed/prices.ts).
 */
export async function seedPriceHistory(db: DbOrTx, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Rounded like shop prices (seed/prices.ts): 1,000 toman steps, 5,000 above a million, 10,000 above ten million.
  const round = (x: SQL) => {
    const step = sql`(case when ${x} >= 100000000 then 100000 when ${x} >= 10000000 then 50000 else 10000 end)`;
    return sql`greatest(${step}, round(${x} / ${step}) * ${step})::bigint`;
  };
  await db.execute(sql`
    with base as (
      select v.id, v.price_main_rial as main, v.price_off_rial as off, 2 + v.id % 3 as n,
             ${at} - make_interval(days => 1 + (v.id * 7) % 20, hours => (v.id * 5) % 12) as end_at,
             greatest(p.created_at, ${at} - interval '90 days') as created_from,
             (3 + (v.id * 11) % 6) / 100.0::float8 as step,
             v.id % 5 = 0 as came_down
      from varieties v join products p on p.id = v.product_id
    ),
    points as (
      select b.id, k, b.n, b.main, b.off,
             least(b.created_from, b.end_at - interval '1 day') as start_at, b.end_at,
             case when k = 0 or k = b.n - 1 then k::numeric else k + ((b.id * 13 + k * 7) % 5 - 2) * 0.1 end / (b.n - 1) as frac,
             case when b.came_down then 1 + (b.n - 1 - k) * b.step * 0.6 else 1 - (b.n - 1 - k) * b.step end as factor
      from base b cross join lateral generate_series(0, b.n - 1) k
    ),
    priced as materialized (
      select p.id, p.k, date_trunc('minute', p.start_at + (p.end_at - p.start_at) * p.frac) as changed_at,
             case when p.k = p.n - 1 then p.main else ${round(sql`(p.main * p.factor)`)} end as main,
             p.off, p.n
      from points p
    ),
    final as materialized (
      select q.id, q.k, q.changed_at, q.main,
             case when q.k = q.n - 1 then q.off
                  when (q.id * 3 + q.k) % 4 = 0 then ${round(sql`(q.main * (95 - (q.id + q.k) % 11) / 100.0::float8)`)}
                  else q.main end as off
      from priced q
    ),
    changes as (
      select f.*, lag(f.main) over w as prev_main, lag(f.off) over w as prev_off
      from final f window w as (partition by f.id order by f.k)
    )
    insert into variety_price_log (variety_id, changed_at, price_main_rial, price_off_rial)
    select id, changed_at, main, off from changes
    where prev_main is null or prev_main <> main or prev_off <> off`);
}
