import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cacheable, routeMetaOf, uploadLimit } from './route-meta.ts';

const handler = () => new Response('ok');

describe('routeMetaOf', () => {
  it('collects the paths of the routes that list a marker, through mounted sub-apps', async () => {
    const inner = new Hono();
    inner.get('/v6/a/view', cacheable, handler);
    inner.post('/v6/a/upload', uploadLimit, handler);
    inner.get('/v6/a/plain', handler);
    // A sub-app with its own onError has its handlers wrapped when mounted.
    const guarded = new Hono();
    guarded.onError(() => new Response('no', { status: 500 }));
    guarded.get('/v6/b/view', cacheable, handler);
    const app = new Hono();
    app.use('/v6/*', async (_c, next) => next());
    app.route('/', inner);
    app.route('/', guarded);
    app.route('/v8', new Hono().get('/c/view', cacheable, handler));

    const meta = routeMetaOf(app);
    expect(meta.cacheable.paths).toEqual(['/v6/a/view', '/v6/b/view', '/v8/c/view']);
    expect(meta.upload.paths).toEqual(['/v6/a/upload']);
    expect(meta.cacheable('/v6/a/plain')).toBe(false);
    expect(meta.upload('/v6/a/view')).toBe(false);
    // The marker passes the request on.
    expect(await (await app.request('/v6/b/view')).text()).toBe('ok');
  });

  it('matches parameters and wildcards like Hono does, never a neighbour', () => {
    const app = new Hono();
    app.get('/v6/p/:id', cacheable, handler);
    app.get('/v6/q/:id{[0-9]+}/view', cacheable, handler);
    app.get('/v6/files/*', cacheable, handler);
    app.get('/v6/x.y', cacheable, handler);
    const { cacheable: isCacheable } = routeMetaOf(app);
    expect(['/v6/p/12', '/v6/q/7/view', '/v6/files/a/b', '/v6/files', '/v6/x.y'].map(isCacheable)).toEqual([true, true, true, true, true]);
    expect(['/v6/p/12/more', '/v6/p/', '/v6/q/a/view', '/v6/xzy', '/v6/filesx'].map(isCacheable)).toEqual([false, false, false, false, false]);
  });
});
