// The attacker of bench/run.mjs's "attack" scenario: one address (loopback) sending password
// sign-in attempts, each with a new mobile number, as fast as `connections` keep-alive
// connections allow (or at `rate` a second), for `seconds` or until `attempts` were answered. It runs in its own
// thread (see attackFrom) so its client work does not slow the client that measures the page.
import autocannon from 'autocannon';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** The retail web client, as the server reads it (src/server/auth/clients.ts defaults). */
const client = () => ({
  client_id: process.env.RETAIL_CLIENT_ID?.trim() || 'retail-web',
  client_secret: process.env.RETAIL_CLIENT_SECRET?.trim() || 'retail-web-secret',
});

/**
 * Starts an attacker thread; resolves with what it sent: { sent, rps, statuses, errors }.
 * `firstNumber` keeps the numbers of consecutive attacks distinct.
 */
export function attackFrom(base, { attempts, seconds, connections, rate = 0, firstNumber = 0 }) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { base, attempts, seconds, connections, rate, firstNumber, client: client() } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`attacker thread exited with ${code}`)));
  });
}

if (!isMainThread) {
  const { base, attempts, seconds, connections, rate, firstNumber, client: credentials } = workerData;
  let next = 300_000_000 + firstNumber;
  const result = await autocannon({
    url: `${base}/v6/register/login-by-password`,
    connections,
    duration: seconds,
    maxOverallRequests: attempts,
    ...(rate > 0 ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ mobile: `09${next++}`, password: 'guess-123456', ...credentials }) }),
      },
    ],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  // Inside a worker thread autocannon answers its raw totals (its histograms stay encoded).
  const sent = result.totalCompletedRequests;
  parentPort.postMessage({ sent, seconds: result.duration, rps: Math.round(sent / result.duration), statuses, errors: result.errors });
}
