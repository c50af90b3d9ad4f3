import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpec, runtimeSpecifiers, subpathImports } from './architecture/walls.ts';

/**
 * ARCHITECTURE.md rule 1: what the browser loads never imports server code, and nothing uses
 * physical left/right CSS.
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
const imports = (f: string) => [...readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
const rel = (f: string) => relative(root, f).split(sep).join('/');
const aliases = subpathImports();

/**
 * The files that really reach the browser: every `<script>` of a page or component (Astro
 * bundles it), every component an .astro file hydrates (`client:load`, `client:idle`,
 * `client:visible`, `client:media`, `client:only`), and everything they import at run time.
 */
function browserFiles(): { entries: string[]; reached: Map<string, string> } {
  const entries = new Set<string>();
  for (const file of all.filter((f) => f.endsWith('.astro'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/<script\b([^>]*?)(?<!\/)>([\s\S]*?)<\/script>/g)) {
      if (/is:inline|type="application\/(ld\+)?json"/.test(m[1]!)) continue;
      for (const spec of runtimeSpecifiers('x.ts', m[2]!)) {
        const target = resolveSpec(file, spec, aliases);
        if (target) entries.add(target);
      }
    }
    const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
    for (const m of text.matchAll(/<([A-Z]\w*)\b[^>]*\sclient:(load|idle|visible|media|only)\b/g)) {
      const spec = new RegExp(`import\\s+${m[1]}\\s+from\\s+['"]([^'"]+)['"]`).exec(front)?.[1];
      const target = spec ? resolveSpec(file, spec, aliases) : null;
      if (target) entries.add(target);
    }
  }
  const reached = new Map<string, string>([...entries].map((f) => [f, 'entry']));
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    for (const spec of runtimeSpecifiers(file, readFileSync(file, 'utf8'))) {
      const target = resolveSpec(file, spec, aliases);
      if (target && !reached.has(target)) {
        reached.set(target, rel(file));
        queue.push(target);
      }
    }
  }
  return { entries: [...entries].map(rel), reached };
}

describe('architecture', () => {
  it('keeps server code out of everything the browser loads, following the imports from its real entry points', () => {
    const { entries, reached } = browserFiles();
    expect(entries.length, 'hydrated components and page scripts found').toBeGreaterThan(20);
    const serverOnly = /^(node:|drizzle-orm|drizzle-kit|@electric-sql|pg$|hono|sharp|ioredis|redis)/;
    const offenders = [...reached].flatMap(([file, via]) => {
      const path = rel(file);
      const own = /^src\/server\/|^src\/app\/|^src\/flows\/|^src\/modules\/[^/]+\/(index|schema)\.ts$|-schema\.ts$/.test(path)
        ? [`${path} (imported by ${via})`]
        : [];
      const packages = imports(file)
        .filter((spec) => serverOnly.test(spec))
        .map((spec) => `${path} imports ${spec} (reached from ${via})`);
      return [...own, ...packages];
    });
    expect(offenders).toEqual([]);
  });

  it('names the two sides of a page: page-*.ts is server code the browser never loads; no ambiguous *-page.ts', () => {
    const { reached } = browserFiles();
    const serverHelpersInBrowser = [...reached]
      .map(([file, via]) => [rel(file), via] as const)
      .filter(([path]) => /\/page-[\w-]+\.ts$|\/pages\.ts$/.test(path));
    expect(serverHelpersInBrowser).toEqual([]);
    const ambiguous = all.map(rel).filter((path) => /\/[\w-]+-page\.ts$/.test(path) && !/\/enhance-[\w-]+\.ts$/.test(path));
    expect(ambiguous, 'a page helper is page-<name>.ts (server), a browser script enhance-<name>.ts').toEqual([]);
  });

  it('keeps read models read-only: a read*.ts file never inserts, updates or deletes', () => {
    const writers = all.map(rel).filter((path) => /\/read[\w-]*\.ts$/.test(path) && /\.(insert|update|delete)\(/.test(readFileSync(join(root, path), 'utf8')));
    expect(writers).toEqual([]);
  });

  it('spells out .ts extensions in relative imports of .ts files (Node runs scripts without a bundler; subpath imports too)', () => {
    const offenders = all
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .flatMap((f) =>
        imports(f)
          .filter((spec) => (spec.startsWith('.') || spec.startsWith('#')) && !/\.(ts|tsx|css|json|mjs)$/.test(spec))
          .map((spec) => `${relative(root, f)} imports ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('uses only logical CSS (no left/right utilities or properties)', () => {
    const physical =
      /\b(ml|mr|pl|pr|left|right|rounded-l|rounded-r|border-l|border-r|rounded-tl|rounded-tr|rounded-bl|rounded-br)-[\w[]|\b(text|float)-(left|right)\b|(margin|padding|border)-(left|right)\s*:/;
    const offenders = all
      .filter((f) => /\.(astro|tsx|ts|css)$/.test(f))
      .filter((f) => physical.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});
