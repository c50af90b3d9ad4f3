import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { rowsOf } from '#server/db/rows.ts';
import { topUpSearch } from './reindex.ts';

const t = useTestApi();

describe('topUpSearch (a database from before search understood queries)', () => {
  it('rewrites old search text, rebuilds the kinds, and search finds the kind again', async () => {
    await t.db.execute(sql`update products set search_text = ' ' || name_search || ' '`);
    await t.db.execute(sql`delete from search_kinds`);
    expect(await topUpSearch(t.db)).toMatch(/rewrote the search text of \d+ products/);
    const [old] = rowsOf(await t.db.execute(sql`select count(*)::int as n from products where position('|' in search_text) = 0`));
    expect(old!.n).toBe(0);
    const res = await t.call('GET', `/v10/product/index?q=${encodeURIComponent('گوشی')}&per-page=5`);
    expect(res.body.data.items[0].category.slug).toBe('smartphone');
    expect(res.body.data.search.intent).toMatchObject({ slug: 'smartphone' });
  });

  it('does nothing on a current database', async () => {
    expect(await topUpSearch(t.db)).toBeNull();
  });
});
