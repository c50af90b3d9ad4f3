import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments say why, not which ticket asked for it: the next engineer has no access to the
 * tracker, so "(issue 17 item 3)" tells them nothing. A comment states the reason itself or
 * links the ADR that records the decision (docs/adr/). Links to an upstream project's
 * issues (https://github.com/owner/repo/issues/123) are fine: they can be followed.
 */
const root = join(import.meta.dirname, '../..');
const DIRS = ['src', 'tests', 'scripts', 'bench', 'integrations'];
const TEXT = new Set(['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.astro', '.css', '.sh', '.tsv']);
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);

/** A tracker citation: a numbered or named issue, a numbered item, a bare "(#12)". */
const CITATION = /\bissues? #?\d+|\bissues? ["“«]|\bitems? \d+\b|\(#\d+\)/i;
const LINK = /\bhttps?:\/\/\S+/g;
/** Where a line's comment starts: a comment line, or a trailing `// …` / `/* …` / `{/* …`. */
const COMMENT_LINE = /^\s*(?:\*|\/\*|\/\/|\{\/\*|<!--|#)/;
const TRAILING = /\s(?:\/\/|\/\*|\{\/\*)\s/;
/** A test's own title: describe('…'), it.each(…)('…'), test.describe('…'). */
const TITLE = /\b(?:describe|it|test)(?:\.\w+)*\(\s*(['"`])(.*?)\1/;

/** The text of a line that is prose for people: its comment and any test title on it. */
function prose(line: string): string {
  const parts: string[] = [];
  if (COMMENT_LINE.test(line)) parts.push(line);
  else {
    const at = line.search(TRAILING);
    if (at >= 0) parts.push(line.slice(at));
  }
  const title = TITLE.exec(line);
  if (title) parts.push(title[2]!);
  return parts.join(' ').replace(LINK, '');
}

const citesTracker = (line: string) => CITATION.test(prose(line));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return TEXT.has(extname(entry.name)) ? [path] : [];
  });
}

describe('comments give reasons, not tracker numbers', () => {
  it('flags a citation in a comment or a test title, and nothing else', () => {
    expect(citesTracker(' * The compare bar (issue 14, items 6 and 10): a compact bar')).toBe(true);
    expect(citesTracker('// Reviews need criteria (issues 19 and 20).')).toBe(true);
    expect(citesTracker(' * Issue #6, profile completion')).toBe(true);
    expect(citesTracker(' * Back-in-stock alert (issue "Cart and lists")')).toBe(true);
    expect(citesTracker('const x = 1; // see item 3')).toBe(true);
    expect(citesTracker("describe('origins (issue 11 item 8)', () => {")).toBe(true);

    expect(citesTracker('for (const issue of parsed.error.issues) errors[issue.path[0]] ??= issue.message;')).toBe(false);
    expect(citesTracker('return r.error.issues[0]?.message;')).toBe(false);
    expect(citesTracker('// A workaround for https://github.com/withastro/astro/issues/12345, fixed upstream later')).toBe(false);
    expect(citesTracker("const label = 'item 2';")).toBe(false);
    expect(citesTracker(' * zod issues (classic or zod/mini) as field messages')).toBe(false);
  });

  it('holds in src/, tests/, scripts/, bench/ and integrations/', () => {
    const self = join(import.meta.dirname, 'no-issue-citations.test.ts'); // its examples cite on purpose
    const offenders = DIRS.flatMap((dir) => files(join(root, dir)))
      .filter((file) => file !== self)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (citesTracker(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders, 'say the reason, or link the ADR (docs/adr/…), instead of the tracker number').toEqual([]);
  });
});
