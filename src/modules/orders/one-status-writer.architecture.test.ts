import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One writer of an order's state (transitions.ts): its status, pay status and what it has been
 * paid (paid_rial) change only there, each move checked and written with its history row. A flow
 * or a module that set them itself could skip a check (paying a cancelled order) or leave no
 * trace in the order's history.
 */
const root = join(import.meta.dirname, '../../..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
const code = files(join(root, 'src')).filter((f) => /\.(ts|tsx|astro)$/.test(f) && !/\.test\.tsx?$/.test(f));
const rel = (f: string) => relative(root, f);

describe("one writer of an order's state", () => {
  it('updates status, pay_status and paid_rial only in orders/transitions.ts', () => {
    // `.update(orders)` up to the end of its statement, then whether its `.set(` names a guarded column.
    const guarded = /\.set\(\{[^;]*\b(status|payStatus|paidRial)\s*:/;
    const writers = code.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return [...text.matchAll(/\.update\(\s*orders\s*\)[^;]*;/g)].some((m) => guarded.test(m[0]));
    });
    expect(writers.map(rel)).toEqual(['src/modules/orders/transitions.ts']);
  });

  it('has no raw SQL update of the orders table', () => {
    const raw = /update\s+"?orders"?\s+set/i;
    expect(code.filter((f) => raw.test(readFileSync(f, 'utf8'))).map(rel)).toEqual([]);
  });
});
