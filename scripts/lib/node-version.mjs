// The shop needs Node 24 (Astro 7, type stripping for the .ts scripts). npm puts the
// `node` devDependency's binary first on PATH; a bare `node scripts/…` may not.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `[bazaar] Node ${process.versions.node} is too old: run through npm (npm start, npm test, npm run …), ` +
      'which uses the Node 24 installed in node_modules, or export PATH="$PWD/node_modules/.bin:$PATH".',
  );
  process.exit(1);
}
