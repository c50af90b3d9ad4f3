// The walls between the domains, measured from the imports of src/ (docs: ARCHITECTURE.md
// "Walls"). A module is a folder src/modules/<name>. Other code may import a module only
// through its faces; src/server is the infrastructure floor and imports no module.
//
// Measured with TypeScript's own parser, so comments, strings and type positions never count.
// Left out: type-only imports (`import type`, `export type`, `import { type A, type B }`),
// which vanish when the code runs and so tie nothing together at run time, and test code
// (*.test.ts(x), *.spec.ts, fixtures/), which may reach anywhere to set a scene up.
//
//   node tests/unit/architecture/walls.ts             prints today's figures and offenders
//   node tests/unit/architecture/walls.ts --ratchet   lowers walls-baseline.json to today's
//                                                     figures (refuses when one has grown)
//   node tests/unit/architecture/walls.ts --list      also lists every offender
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const BASELINE_FILE = join(import.meta.dirname, 'walls-baseline.json');

const SOURCE = /\.(ts|tsx|mts|astro)$/;
const TEST_CODE = /\.(test|spec|fixture)\.(ts|tsx)$|(^|\/)fixtures\//;

/** One run-time import: the importing file, what it wrote, and the file that resolves to (paths relative to the repository). */
export interface Edge {
  from: string;
  spec: string;
  to: string;
}

export interface Figures {
  /** Ordered pairs of modules where the first imports the second. */
  moduleDependencies: number;
  /** Unordered pairs of modules that import each other. */
  twoWayPairs: number;
  /** Size of the largest strongly connected set of modules (1 = no knot). */
  largestKnot: number;
  /** Imports of a module's inner file (not a face) from another module. */
  innerImports: number;
  /** Imports of a module's inner file from code outside every module (pages, layouts, server, app, flows). */
  innerImportsFromEdges: number;
  /** Imports from src/server into src/modules. */
  serverToModule: number;
  /** Imports that point up the layers: server into flows or app; a module's domain file (not an edge) into flows or app; a face re-exporting them; flows into app. */
  upwardImports: number;
  /** Inserts, updates and deletes of another module's table from a module (flows and the composition may write across modules). */
  foreignTableWrites: number;
}

export interface Walls {
  figures: Figures;
  /** "a <-> b", a before b alphabetically. */
  twoWayPairs: string[];
  /** Each knot's modules, largest first. */
  knots: string[][];
  /** "importer -> imported file", from another module. */
  innerImports: string[];
  /** "importer -> imported file", from pages, layouts, src/server and the like. */
  innerImportsFromEdges: string[];
  serverToModule: string[];
  upwardImports: string[];
  foreignTableWrites: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The script parts of an .astro file: the frontmatter and every <script> body. */
function astroScript(text: string): string {
  const parts: string[] = [];
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) parts.push(front[1]!);
  for (const m of text.matchAll(/<script\b[^>]*?(?<!\/)>([\s\S]*?)<\/script>/g)) parts.push(m[1]!);
  return parts.join('\n;\n');
}

const allTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) => elements.length > 0 && elements.every((e) => e.isTypeOnly);

/** The specifiers a file imports at run time (static, re-exports and dynamic `import()`). */
export function runtimeSpecifiers(file: string, text: string): string[] {
  const code = file.endsWith('.astro') ? astroScript(text) : text;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind);
  const specs: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && allTypes(clause.namedBindings.elements)));
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const typeOnly = node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && allTypes(node.exportClause.elements));
        if (!typeOnly) specs.push(node.moduleSpecifier.text);
      }
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) specs.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

/** package.json "imports" (`#server/*` and the like), as prefix -> target prefix. */
export function subpathImports(): [string, string][] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, unknown> };
  return Object.entries(pkg.imports ?? {}).flatMap(([key, value]) => {
    const target = typeof value === 'string' ? value : (value as { default?: string } | null)?.default;
    return typeof target === 'string' ? [[key.replace(/\*.*$/, ''), target.replace(/\*.*$/, '')] as [string, string]] : [];
  });
}

const CANDIDATES = ['', '.ts', '.tsx', '.astro', '.mts', '/index.ts', '/index.tsx'];

export function resolveSpec(fromFile: string, spec: string, aliases: [string, string][]): string | null {
  let base: string | null = null;
  if (spec.startsWith('.')) base = resolve(dirname(fromFile), spec);
  else if (spec.startsWith('#')) {
    const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
    if (alias) base = resolve(ROOT, alias[1] + spec.slice(alias[0].length));
  }
  if (base === null) return null;
  for (const ext of CANDIDATES) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** Every run-time import between two files of src/, test code left out. */
export function importEdges(): Edge[] {
  const src = join(ROOT, 'src');
  const aliases = subpathImports();
  const rel = (p: string) => relative(ROOT, p).split(sep).join('/');
  const edges: Edge[] = [];
  for (const file of sourceFiles(src)) {
    const from = rel(file);
    if (TEST_CODE.test(from)) continue;
    const seen = new Set<string>();
    for (const spec of runtimeSpecifiers(file, readFileSync(file, 'utf8'))) {
      const target = resolveSpec(file, spec, aliases);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const to = rel(target);
      if (to.startsWith('src/')) edges.push({ from, spec, to });
    }
  }
  return edges;
}

export const moduleOf = (path: string): string | null => /^src\/modules\/([^/]+)\//.exec(path)?.[1] ?? null;

/**
 * A module's faces: `index.ts` for server code, `client.ts` / `store.ts` for islands, anything
 * under a `components/` folder for UI. A `schema.ts` is a face only to other schema files: the
 * schema index that gathers every table for drizzle, and another module's schema naming a
 * table in a foreign key (a reference in the database, not a call; drizzle-kit loads schema
 * files on their own, so they cannot go through an index that pulls services in). ADR 0026.
 */
export function isFace(importer: string, target: string): boolean {
  const inner = target.replace(/^src\/modules\/[^/]+\//, '');
  if (/^(index|client|store)\.tsx?$/.test(inner)) return true;
  if (/(^|\/)components\//.test(inner)) return true;
  return inner === 'schema.ts' && /schema\.ts$/.test(importer);
}

/** Tarjan's strongly connected components over the module graph. */
export function stronglyConnected(nodes: string[], next: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const set: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        set.push(w);
      } while (w !== v);
      sets.push(set.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) connect(v);
  return sets;
}

/**
 * A module's edges: its HTTP routers (`api.ts`, `*-api.ts`), page helpers (`page-*.ts`,
 * `pages.ts`), faces and components. Only they may call up into flows and the composition.
 */
export const isModuleEdge = (path: string): boolean =>
  /(^|\/)components\//.test(path) || /\/((\w+-)?api|pages|client|store)\.tsx?$|\/page-[\w-]+\.ts$|\.astro$/.test(path);

const layerOf = (path: string): string => /^src\/([^/]+)\//.exec(path)?.[1] ?? '';

/** An import that points up the layers (lib and server below modules, modules below flows, flows below the composition). */
export function pointsUp(from: string, to: string): boolean {
  const a = layerOf(from);
  const b = layerOf(to);
  const upper = b === 'flows' || b === 'app';
  if (a === 'lib' || a === 'i18n') return upper || b === 'modules' || b === 'server';
  // src/server into a module is its own figure (serverToModule).
  if (a === 'server') return upper;
  if (a === 'modules') return upper && (!isModuleEdge(from) || /\/index\.ts$/.test(from));
  if (a === 'flows') return b === 'app';
  return false;
}

/** Every table a schema file defines: `export const name = pgTable(`. */
function tableNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    if (!/schema\.ts$/.test(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)) names.add(m[1]!);
  }
  return names;
}

/**
 * Writes of another module's table from a module: `.insert(t)`, `.update(t)`, `.delete(t)` where
 * `t` is a table imported from another module. Flows and the composition sit above the modules
 * and may write across them; a module changes another's rows by calling the owner.
 */
function tableWrites(edges: Edge[]): string[] {
  const tables = tableNames();
  const out = new Set<string>();
  const files = new Set(edges.filter((e) => moduleOf(e.from) !== null).map((e) => e.from));
  for (const file of files) {
    if (!/\.tsx?$/.test(file)) continue;
    const own = moduleOf(file);
    const text = readFileSync(join(ROOT, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const foreign = new Map<string, string>();
    for (const st of source.statements) {
      if (!ts.isImportDeclaration(st) || !st.importClause?.namedBindings || !ts.isNamedImports(st.importClause.namedBindings)) continue;
      const spec = (st.moduleSpecifier as ts.StringLiteral).text;
      const edge = edges.find((e) => e.from === file && e.spec === spec);
      const owner = edge ? moduleOf(edge.to) : null;
      if (!owner || owner === own) continue;
      for (const el of st.importClause.namedBindings.elements) if (tables.has((el.propertyName ?? el.name).text)) foreign.set(el.name.text, owner);
    }
    if (foreign.size === 0) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['insert', 'update', 'delete'].includes(node.expression.name.text)) {
        const [arg] = node.arguments;
        if (arg && ts.isIdentifier(arg) && foreign.has(arg.text)) out.add(`${file} ${node.expression.name.text}s ${foreign.get(arg.text)}.${arg.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...out].sort();
}

export function measureWalls(edges: Edge[] = importEdges()): Walls {
  const next = new Map<string, Set<string>>();
  const modules = new Set<string>();
  const innerImports = new Set<string>();
  const innerImportsFromEdges = new Set<string>();
  const serverToModule = new Set<string>();
  const upwardImports = new Set<string>();
  for (const { from, to } of edges) {
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (a) modules.add(a);
    if (b) modules.add(b);
    if (a && b && a !== b) {
      if (!next.has(a)) next.set(a, new Set());
      next.get(a)!.add(b);
    }
    if (b && a !== b && !isFace(from, to)) (a ? innerImports : innerImportsFromEdges).add(`${from} -> ${to}`);
    if (b && from.startsWith('src/server/')) serverToModule.add(`${from} -> ${to}`);
    if (pointsUp(from, to)) upwardImports.add(`${from} -> ${to}`);
  }
  const foreignTableWrites = tableWrites(edges);
  const twoWay = new Set<string>();
  for (const [a, targets] of next) for (const b of targets) if (next.get(b)?.has(a)) twoWay.add([a, b].sort().join(' <-> '));
  const knots = stronglyConnected([...modules].sort(), next)
    .filter((set) => set.length > 1)
    .sort((x, y) => y.length - x.length);
  return {
    figures: {
      moduleDependencies: [...next.values()].reduce((n, s) => n + s.size, 0),
      twoWayPairs: twoWay.size,
      largestKnot: knots[0]?.length ?? 1,
      innerImports: innerImports.size,
      innerImportsFromEdges: innerImportsFromEdges.size,
      serverToModule: serverToModule.size,
      upwardImports: upwardImports.size,
      foreignTableWrites: foreignTableWrites.length,
    },
    twoWayPairs: [...twoWay].sort(),
    knots,
    innerImports: [...innerImports].sort(),
    innerImportsFromEdges: [...innerImportsFromEdges].sort(),
    serverToModule: [...serverToModule].sort(),
    upwardImports: [...upwardImports].sort(),
    foreignTableWrites,
  };
}

export const OFFENDER_LISTS = ['twoWayPairs', 'innerImports', 'innerImportsFromEdges', 'serverToModule', 'upwardImports', 'foreignTableWrites'] as const;
export type OffenderList = (typeof OFFENDER_LISTS)[number];

export interface Baseline {
  /** What the architecture promises (null: no target, only the ratchet); the baseline only ever moves down toward it. */
  targets: Record<keyof Figures, number | null>;
  /** Today's figures: the test fails when one grows. */
  baseline: Figures;
  /** Today's offenders: the test fails on any offender not listed here. */
  allowed: Record<OffenderList, string[]>;
}

export const readBaseline = (): Baseline => JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;

export function describeFigures(walls: Walls, baseline?: Baseline): string {
  const rows = Object.entries(walls.figures).map(([key, value]) => {
    const k = key as keyof Figures;
    const tail = baseline ? `  (baseline ${baseline.baseline[k]}, target ${baseline.targets[k] ?? 'none'})` : '';
    return `  ${key.padEnd(22)} ${value}${tail}`;
  });
  const knots = walls.knots.map((k) => `  knot of ${k.length}: ${k.join(', ')}`);
  return ['walls today:', ...rows, ...knots].join('\n');
}

/**
 * Lowers the baseline to today's walls. Refuses when a figure has grown (fix the import
 * instead). Offenders under a new name are taken when no figure grew, since moving a file
 * renames its offenders; they are returned so the caller can show them.
 */
export function ratchet(walls: Walls, baseline: Baseline): { next: Baseline; renamed: string[] } {
  const grown = (Object.keys(walls.figures) as (keyof Figures)[]).filter((k) => walls.figures[k] > baseline.baseline[k]);
  if (grown.length)
    throw new Error(`walls grew, not lowering the baseline: ${grown.map((k) => `${k} ${baseline.baseline[k]} -> ${walls.figures[k]}`).join(', ')}`);
  const renamed = OFFENDER_LISTS.flatMap((k) => walls[k].filter((x) => !(baseline.allowed[k] ?? []).includes(x)));
  const next: Baseline = {
    targets: baseline.targets,
    baseline: walls.figures,
    allowed: Object.fromEntries(OFFENDER_LISTS.map((k) => [k, walls[k]])) as Baseline['allowed'],
  };
  return { next, renamed };
}

if (import.meta.main) {
  const walls = measureWalls();
  const baseline = existsSync(BASELINE_FILE) ? readBaseline() : undefined;
  console.log(describeFigures(walls, baseline));
  if (process.argv.includes('--ratchet')) {
    if (!baseline) throw new Error(`${BASELINE_FILE} is missing`);
    const { next, renamed } = ratchet(walls, baseline);
    writeFileSync(BASELINE_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`lowered ${relative(ROOT, BASELINE_FILE)}`);
    if (renamed.length) console.log(`offenders under a new name (moved files?), now allowed:\n  ${renamed.join('\n  ')}`);
  } else if (process.argv.includes('--list')) {
    for (const k of OFFENDER_LISTS) console.log(`\n${k}:\n${walls[k].join('\n')}`);
  }
}
