// Lighthouse (mobile, the default profile) on a running server: `runs` runs per page, the
// median score per category. Lighthouse is fetched on demand with `npm exec` (it is large
// and only the benchmark needs it) and drives Debian's Chromium.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function lighthouse(url, chromium, runs = 5) {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-lh-'));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
  const lcp = [];
  try {
    for (let i = 0; i < runs; i++) {
      const out = join(dir, `run-${i}.json`);
      execFileSync(
        'npm',
        [
          'exec',
          '--yes',
          'lighthouse@13',
          '--',
          url,
          '--quiet',
          `--only-categories=${CATEGORIES.join(',')}`,
          '--output=json',
          `--output-path=${out}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromium }, cwd: dir },
      );
      const report = JSON.parse(readFileSync(out, 'utf8'));
      for (const c of CATEGORIES) scores[c].push(Math.round(report.categories[c].score * 100));
      lcp.push(Math.round(report.audits['largest-contentful-paint'].numericValue));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])), lcpMs: median(lcp), runs };
}
