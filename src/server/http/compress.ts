import type { MiddlewareHandler } from 'hono';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

/**
 * Brotli/gzip for pages and JSON that flushes after every chunk, so a streamed page
 * reaches the browser as Astro writes it (Hono's compress() is gzip-only and, like the
 * `compression` package, held streamed pages back until the end). Static files are
 * precompressed at build time and never pass through here.
 */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 512;

type Encoding = 'br' | 'gzip';

export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    offered.set(name!.trim(), q ? Number(q.trim().slice(2)) : 1);
  }
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function encoder(encoding: Encoding): { stream: BrotliCompress | Gzip; flush: number } {
  if (encoding === 'br') {
    // Quality 4: most of brotli's gain at a fraction of the CPU of the default 11.
    return {
      stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
      flush: constants.BROTLI_OPERATION_FLUSH,
    };
  }
  return { stream: createGzip({ level: 6 }), flush: constants.Z_SYNC_FLUSH };
}

export function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const { stream: z, flush } = encoder(encoding);
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      z.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      z.on('end', () => controller.close());
      z.on('error', (err) => controller.error(err));
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            z.write(value);
            await new Promise<void>((resolve) => z.flush(flush, () => resolve()));
          }
          z.end();
        } catch (err) {
          z.destroy(err as Error);
        }
      })();
    },
    cancel(reason) {
      void reader.cancel(reason);
      z.destroy();
    },
  });
}

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    const length = Number(res.headers.get('Content-Length') ?? Infinity);
    if (!res.body || res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type) || length < MIN_BYTES) return;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    res.headers.append('Vary', 'Accept-Encoding');
    if (!encoding) return;
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    c.res = new Response(compressStream(res.body, encoding), { status: res.status, statusText: res.statusText, headers });
  };
}
