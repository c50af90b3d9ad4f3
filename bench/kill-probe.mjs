// What a client sees when one node:cluster worker dies: 30 loops of requests, each on a
// new connection, against /health on 127.0.0.1:<port>; after 3 s one worker (a child of
// the process listening on the port, nothing else) is killed with SIGKILL; after 8 s the
// loops stop. Counts answers, resets and connections that get no answer within 10 s, and
// lists the sockets the primary still holds afterwards (ss). The evidence behind the
// cluster's scheduling (scripts/cluster.mjs): with the default round-robin scheduling a
// connection handed to the dying worker hangs and its socket stays in the primary
// (CLOSE-WAIT) for good.
//
//   node bench/kill-probe.mjs --port=4321 [--pid=<worker pid>]
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { discoverPids } from './lib/shoppers.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const port = Number(arg('port') ?? 4321);
const pids = discoverPids(port);
if (pids.length < 2) throw new Error(`no cluster on 127.0.0.1:${port} (found pids: ${pids.join(', ') || 'none'})`);
const [primary, ...workers] = pids;
const victim = arg('pid') ? Number(arg('pid')) : workers[0];
if (!workers.includes(victim)) throw new Error(`pid ${victim} is not a worker of the process listening on ${port} (${workers.join(', ')})`);

const out = { ok: 0, reset: 0, hung: 0, other: {}, hungSentAt: [] };
let stop = false;
const t0 = Date.now();
async function loop() {
  while (!stop) {
    const sent = (Date.now() - t0) / 1000;
    const r = await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/health', agent: false, headers: { Connection: 'close' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.setTimeout(10_000, () => req.destroy(new Error('hung')));
      req.on('error', (e) => resolve(e.message === 'hung' ? 'hung' : (e.code ?? e.message)));
    });
    if (r === 200) out.ok++;
    else if (r === 'hung') {
      out.hung++;
      out.hungSentAt.push(sent);
    } else if (r === 'ECONNRESET') out.reset++;
    else out.other[r] = (out.other[r] ?? 0) + 1;
  }
}
const loops = Array.from({ length: 30 }, loop);
setTimeout(() => {
  console.log(`SIGKILL worker pid ${victim} at ${(Date.now() - t0) / 1000} s`);
  process.kill(victim, 'SIGKILL');
}, 3000);
setTimeout(() => (stop = true), 8000);
await Promise.all(loops);
console.log(JSON.stringify(out));
try {
  const held = execFileSync('ss', ['-tnp'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(`pid=${primary},`));
  console.log(`sockets the primary (pid ${primary}) holds now: ${held.length}`);
  for (const l of held) console.log(`  ${l.trim()}`);
} catch {
  /* ss missing */
}
