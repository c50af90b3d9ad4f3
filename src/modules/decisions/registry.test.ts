import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindRegistry } from './registry.ts';
import type { DecisionKind } from './types.ts';

const kind = (name: string): DecisionKind => ({
  kind: name,
  title: name,
  describe: async () => new Map(),
  approve: async () => {},
  refuse: async () => {},
});

describe('the decision kinds registry', () => {
  it('finds a kind by its name and lists them in order', () => {
    const registry = kindRegistry([kind('payout'), kind('partner')]);
    expect(registry.of('partner')?.kind).toBe('partner');
    expect(registry.of('unknown')).toBeUndefined();
    expect(registry.all().map((k) => k.kind)).toEqual(['payout', 'partner']);
  });

  it('refuses two kinds under one name, so a case never goes to the wrong domain', () => {
    expect(() => kindRegistry([kind('payout'), kind('payout')])).toThrow(/payout/);
  });

  it('imports no domain: the domains register their kinds from above, the kernel stays at the bottom', () => {
    const dir = import.meta.dirname;
    const allowed = /^(\.\/|#modules\/staff\/index\.ts$|#modules\/account\/schema\.ts$|#server\/|drizzle-orm|hono)/;
    const outside = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!))
      .filter((spec) => !allowed.test(spec));
    expect(outside).toEqual([]);
  });
});
