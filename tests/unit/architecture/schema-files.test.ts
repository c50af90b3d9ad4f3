import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpec, ROOT, runtimeSpecifiers, subpathImports } from './walls.ts';

/**
 * drizzle-kit loads the schema index (src/app/schema.ts) and every schema file on its own,
 * without the app: a schema file that imports a module's face or a service pulls the whole
 * domain in, and an import cycle then breaks `npx drizzle-kit generate` ("Cannot access
 * 'categories' before initialization"). Schema files may import only other schema files, the
 * column helpers, their own module's helpers (not its face) and packages.
 */
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

const moduleDir = (path: string) => /^(.*\/src\/modules\/[^/]+)\//.exec(path)?.[1];

/** Another schema file, the column helpers, or a helper of the schema's own module that is not its face. */
const allowed = (file: string, target: string) =>
  /schema\.ts$/.test(target) ||
  /src\/server\/db\/(columns|meta)\.ts$/.test(target) ||
  (moduleDir(file) !== undefined && moduleDir(file) === moduleDir(target) && !/\/(index|client|store)\.ts$/.test(target));

describe('schema files', () => {
  it('import only other schema files, the column helpers and packages (drizzle-kit loads them alone)', () => {
    const aliases = subpathImports();
    const schemas = files(join(ROOT, 'src')).filter((f) => /schema\.ts$/.test(f) && !/\.test\.ts$/.test(f));
    expect(schemas.length).toBeGreaterThan(15);
    const offenders = schemas.flatMap((file) =>
      runtimeSpecifiers(file, readFileSync(file, 'utf8'))
        .map((spec) => [spec, resolveSpec(file, spec, aliases)] as const)
        .filter(([spec, target]) => (spec.startsWith('.') || spec.startsWith('#')) && !(target && allowed(file, target)))
        .map(([spec]) => `${relative(ROOT, file).split(sep).join('/')} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
