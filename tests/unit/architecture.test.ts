import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md rule 1: islands (*.tsx, store.ts, client.ts) never import server code
 * (src/server, schema.ts, service.ts, api.ts), and nothing uses physical left/right CSS.
 */
const root = join(import.meta.dirname, '../..');
const src = join(root, 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const all = files(src).filter((f) => !/\.test\.tsx?$/.test(f));
const isIsland = (f: string) => !f.includes('/src/server/') && (f.endsWith('.tsx') || /\/(store|client)\.ts$/.test(f));
const imports = (f: string) => [...readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('architecture', () => {
  it('keeps server code out of islands', () => {
    const offenders = all
      .filter(isIsland)
      .flatMap((f) =>
        imports(f)
          .filter((spec) => /(^|\/)server\/|\/(schema|service|api)(\.ts)?$|^node:|^drizzle-orm|^@electric-sql|^pg$/.test(spec))
          .map((spec) => `${relative(root, f)} imports ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('spells out .ts extensions in relative imports of .ts files (Node runs scripts without a bundler)', () => {
    const offenders = all
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .flatMap((f) => imports(f).filter((spec) => spec.startsWith('.') && !/\.(ts|tsx|css|json|mjs)$/.test(spec)).map((spec) => `${relative(root, f)} imports ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('uses only logical CSS (no left/right utilities or properties)', () => {
    const physical = /\b(ml|mr|pl|pr|left|right|rounded-l|rounded-r|border-l|border-r|rounded-tl|rounded-tr|rounded-bl|rounded-br)-[\w[]|\b(text|float)-(left|right)\b|(margin|padding|border)-(left|right)\s*:/;
    const offenders = all
      .filter((f) => /\.(astro|tsx|ts|css)$/.test(f))
      .filter((f) => physical.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});
