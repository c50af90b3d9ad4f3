import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One audit writer (audit.ts): every staff_audit row goes through `writeAuditRow`, reached
 * by the wrappers that check the role (`audited`, `staffChange`, `auditAction`), the acting
 * record (`auditActing`) and the second factor. A file that inserted rows itself could
 * write one for an action the role may not do, or a row of another shape.
 */
const root = join(import.meta.dirname, '../../..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
const code = files(join(root, 'src')).filter((f) => /\.(ts|tsx|astro)$/.test(f) && !/\.test\.tsx?$/.test(f));
const rel = (f: string) => relative(root, f);
const WRITER = 'src/modules/staff/audit.ts';

describe('one audit writer', () => {
  it('inserts into staff_audit only in staff/audit.ts', () => {
    const insert = /\.insert\(\s*staffAudit\b|insert\s+into\s+"?staff_audit\b/i;
    expect(code.filter((f) => insert.test(readFileSync(f, 'utf8'))).map(rel)).toEqual([WRITER]);
  });

  it('keeps the raw row writer off the face: only the wrappers and the second factor call it', () => {
    const callers = code.filter((f) => /\bwriteAuditRow\b/.test(readFileSync(f, 'utf8'))).map(rel);
    expect(callers.sort()).toEqual([WRITER, 'src/modules/staff/second-factor.ts']);
  });
});
