/**
 * What a stopping server must finish, in order: background work first (it uses the
 * database), then the database (PGlite must be closed cleanly). scripts/serve.mjs runs it
 * on SIGTERM/SIGINT once requests in flight are done. The list lives on globalThis: the
 * built server bundles its own copy of this module, serve.mjs imports the source one.
 */
export type ShutdownPhase = 'work' | 'database';
type Hook = { phase: ShutdownPhase; name: string; run: () => Promise<void> | void };

const hooks = ((globalThis as Record<symbol, Hook[]>)[Symbol.for('bazaar.shutdown')] ??= []);

/** Registers `run` for the stop; returns a function that removes it again. */
export function onShutdown(phase: ShutdownPhase, name: string, run: Hook['run']): () => void {
  const hook = { phase, name, run };
  hooks.push(hook);
  return () => {
    const at = hooks.indexOf(hook);
    if (at >= 0) hooks.splice(at, 1);
  };
}

/** Runs every hook, phase by phase; a failing hook is reported and the rest still run. Resolves false if any failed. */
export async function runShutdown(log: (line: string, err?: unknown) => void = console.error): Promise<boolean> {
  let ok = true;
  for (const phase of ['work', 'database'] as const) {
    const due = hooks.filter((h) => h.phase === phase);
    const results = await Promise.allSettled(due.map(async (h) => h.run()));
    results.forEach((r, i) => {
      if (r.status === 'rejected') {
        ok = false;
        log(`[bazaar] stopping ${due[i]!.name} failed:`, r.reason);
      }
    });
    for (const h of due) {
      const at = hooks.indexOf(h);
      if (at >= 0) hooks.splice(at, 1);
    }
  }
  return ok;
}
