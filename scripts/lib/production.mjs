/**
 * NODE_ENV=production refuses to start misconfigured (src/server/config.ts
 * productionProblems): every problem printed, each naming its variable, then exit 1.
 * Runs before the build check and before the database is opened.
 */
export async function refuseMisconfiguredProduction() {
  if (process.env.NODE_ENV !== 'production') return;
  const { productionProblems } = await import('#server/config.ts');
  const problems = productionProblems(process.env);
  if (problems.length === 0) return;
  console.error(`[bazaar] NODE_ENV=production, but the shop is not configured for it (${problems.length} problem${problems.length > 1 ? 's' : ''}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error('[bazaar] set these in the environment or .env (README "Production") and start again.');
  process.exit(1);
}
