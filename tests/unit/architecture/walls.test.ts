import { describe, expect, it } from 'vitest';
import {
  describeFigures,
  isFace,
  measureWalls,
  pointsUp,
  readBaseline,
  runtimeSpecifiers,
  stronglyConnected,
  type Figures,
  type OffenderList,
} from './walls.ts';

/**
 * The walls between the domains (ARCHITECTURE.md "Walls"), measured from the run-time imports
 * of src/ as a ratchet: no figure may grow past walls-baseline.json, and no new offender may
 * appear (a new two-way pair of modules, a new import of another module's inner file, a new
 * import from src/server into a module). The baseline records the figures of the day the
 * test was written; `targets` beside it is where the walls must end up.
 *
 * When a change lowers a figure, lower the baseline with it:
 *   node tests/unit/architecture/walls.ts --ratchet
 * (it refuses when a figure grew). `node tests/unit/architecture/walls.ts --list` shows every
 * offender of today.
 */
const walls = measureWalls();
const baseline = readBaseline();
const figures = describeFigures(walls, baseline);

const WALL: Record<OffenderList, string> = {
  twoWayPairs: 'two modules import each other both ways (imports point down; a flow or an event breaks the loop)',
  innerImports: "another module's inner file is imported (import its face: index.ts, client.ts, store.ts or components/)",
  innerImportsFromEdges: "a module's inner file is imported from outside it (import its face: index.ts, client.ts, store.ts or components/)",
  serverToModule: 'src/server is the infrastructure floor and imports no module (composition belongs in src/app)',
  upwardImports:
    "an import points up the layers (only a module's routers, page helpers and components may call src/flows or src/app; faces never re-export them)",
  foreignTableWrites: "a module writes another module's table (call the owner, or move the transaction into src/flows)",
};

describe('walls between the domains', () => {
  it.each(Object.keys(walls.figures) as (keyof Figures)[])('%s does not grow past the baseline', (key) => {
    expect(walls.figures[key], `${key} grew past walls-baseline.json\n${figures}`).toBeLessThanOrEqual(baseline.baseline[key]);
  });

  it.each(Object.keys(WALL) as OffenderList[])('no new offender in %s', (list) => {
    const allowed = new Set(baseline.allowed[list]);
    const fresh = walls[list].filter((offender) => !allowed.has(offender)).map((offender) => `${offender}: ${WALL[list]}`);
    expect(fresh, `new imports break a wall\n${figures}`).toEqual([]);
  });

  it('records a baseline and a target for every figure', () => {
    console.log(figures);
    expect(Object.keys(baseline.baseline).sort()).toEqual(Object.keys(walls.figures).sort());
    expect(Object.keys(baseline.targets).sort()).toEqual(Object.keys(walls.figures).sort());
  });
});

describe('the walls measure', () => {
  it('counts run-time imports and re-exports, not type-only ones', () => {
    const code = [
      "import type { A } from './a.ts';",
      "import { type B, type C } from './b.ts';",
      "import { type D, e } from './d.ts';",
      "import f from './f.ts';",
      "export type { G } from './g.ts';",
      "export { h } from './h.ts';",
      "export * from './i.ts';",
      "const j = await import('./j.ts');",
      "type K = import('./k.ts').K;",
      "// import { l } from './l.ts';",
    ].join('\n');
    expect(runtimeSpecifiers('x.ts', code)).toEqual(['./d.ts', './f.ts', './h.ts', './i.ts', './j.ts']);
  });

  it('reads the frontmatter and scripts of an .astro file, not its markup', () => {
    const astro =
      "---\nimport A from './a.astro';\nimport type { B } from './b.ts';\n---\n<p>import c from './c.ts'</p>\n<script>\nimport './d.ts';\n</script>";
    expect(runtimeSpecifiers('x.astro', astro)).toEqual(['./a.astro', './d.ts']);
  });

  it("knows a module's faces", () => {
    expect(isFace('src/pages/x.astro', 'src/modules/cart/index.ts')).toBe(true);
    expect(isFace('src/pages/x.astro', 'src/modules/cart/client.ts')).toBe(true);
    expect(isFace('src/pages/x.astro', 'src/modules/cart/store.ts')).toBe(true);
    expect(isFace('src/pages/x.astro', 'src/modules/cart/components/Cart.tsx')).toBe(true);
    expect(isFace('src/pages/x.astro', 'src/modules/cart/service.ts')).toBe(false);
    expect(isFace('src/modules/orders/place.ts', 'src/modules/cart/schema.ts')).toBe(false);
    expect(isFace('src/app/schema.ts', 'src/modules/cart/schema.ts')).toBe(true);
  });

  it('knows which imports point up the layers', () => {
    expect(pointsUp('src/modules/orders/api.ts', 'src/flows/cancel-order.ts')).toBe(false);
    expect(pointsUp('src/modules/orders/page-order.ts', 'src/app/order-view.ts')).toBe(false);
    expect(pointsUp('src/modules/orders/read.ts', 'src/flows/cancel-order.ts')).toBe(true);
    expect(pointsUp('src/modules/orders/index.ts', 'src/flows/cancel-order.ts')).toBe(true);
    expect(pointsUp('src/server/http/app.ts', 'src/app/api.ts')).toBe(true);
    expect(pointsUp('src/lib/money.ts', 'src/server/config.ts')).toBe(true);
    expect(pointsUp('src/flows/cancel-order.ts', 'src/app/identity.ts')).toBe(true);
    expect(pointsUp('src/app/api.ts', 'src/flows/cancel-order.ts')).toBe(false);
  });

  it('finds the knots (strongly connected sets) of a graph', () => {
    const next = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
    ]);
    expect(stronglyConnected(['a', 'b', 'c', 'd'], next).map((s) => s.join())).toEqual(['d', 'a,b,c']);
  });
});
