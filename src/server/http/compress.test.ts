import { Hono } from 'hono';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, pickEncoding } from './compress.ts';

const big = 'سلام دنیا '.repeat(500);

function app() {
  const a = new Hono();
  a.use(compress());
  a.get('/html', (c) => c.html(`<p>${big}</p>`));
  a.get('/json', (c) => c.json({ text: big }));
  a.get('/tiny', (c) => c.body('ok', 200, { 'Content-Type': 'text/plain', 'Content-Length': '2' }));
  a.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  a.get('/stream', (c) => {
    let step = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (step++ === 0) {
          controller.enqueue(new TextEncoder().encode('<html>first chunk'));
          return;
        }
        await new Promise((r) => setTimeout(r, 200));
        controller.enqueue(new TextEncoder().encode(' last chunk</html>'));
        controller.close();
      },
    });
    return c.body(stream, 200, { 'Content-Type': 'text/html; charset=utf-8' });
  });
  return a;
}

describe('compression', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses pages with brotli and JSON with gzip, round-trip intact', async () => {
    const html = await app().request('/html', { headers: { 'Accept-Encoding': 'br' } });
    expect(html.headers.get('Content-Encoding')).toBe('br');
    expect(html.headers.get('Vary')).toContain('Accept-Encoding');
    const htmlBytes = Buffer.from(await html.arrayBuffer());
    expect(brotliDecompressSync(htmlBytes).toString()).toBe(`<p>${big}</p>`);

    const json = await app().request('/json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(json.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await json.arrayBuffer())).toString())).toEqual({ text: big });
  });

  it('leaves small bodies, images and clients without support alone', async () => {
    expect((await app().request('/tiny', { headers: { 'Accept-Encoding': 'br' } })).headers.get('Content-Encoding')).toBeNull();
    expect((await app().request('/png', { headers: { 'Accept-Encoding': 'br' } })).headers.get('Content-Encoding')).toBeNull();
    expect((await app().request('/html')).headers.get('Content-Encoding')).toBeNull();
  });

  it('flushes each chunk of a streamed page as it comes', async () => {
    const res = await app().request('/stream', { headers: { 'Accept-Encoding': 'gzip' } });
    const reader = res.body!.getReader();
    // Collect what arrives before the source's second chunk (it waits 200 ms).
    const early: Uint8Array[] = [];
    const deadline = Date.now() + 120;
    while (Date.now() < deadline) {
      const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
      if (!next || next.done) break;
      early.push(next.value);
    }
    const partial = gunzipSync(Buffer.concat(early), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
    expect(partial).toBe('<html>first chunk');
    await reader.cancel();
  });
});
