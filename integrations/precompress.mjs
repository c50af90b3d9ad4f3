// Writes .br and .gz beside every compressible file in dist/client after the build, so
// scripts/serve.mjs can send them without compressing on each request (serveStatic
// `precompressed`), and stamps the build time for `npm start`. Brotli at maximum quality: this runs once per build, not per request.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, gzip, constants } from 'node:zlib';
import { promisify } from 'node:util';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

export async function precompressDir(dir) {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const data = await readFile(file);
    const [b, g] = await Promise.all([br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gz(data, { level: 9 })]);
    await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
    count++;
  }
  return count;
}

/** @returns {import('astro').AstroIntegration} */
export default function precompress() {
  let clientDir;
  let outDir;
  return {
    name: 'bazaar:precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ logger }) => {
        const n = await precompressDir(clientDir);
        logger.info(`precompressed ${n} files (br, gzip)`);
        // scripts/lib/build-state.mjs compares the sources against this stamp.
        await writeFile(join(outDir, '.build-stamp'), new Date().toISOString());
      },
    },
  };
}
