import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { kavenegarProvider } from './kavenegar.ts';

/** A local stand-in for Kavenegar's HTTPS API: records requests, answers like the real one. */
const seen: { url: string; form: URLSearchParams }[] = [];
let answer = { return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1 }] };
const server = createServer(async (req: IncomingMessage, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  seen.push({ url: req.url ?? '', form: new URLSearchParams(body) });
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const db = {} as Db;

describe('Kavenegar provider', () => {
  it('sends codes through verify/lookup with the template and the code as token', async () => {
    const provider = kavenegarProvider({ apiKey: 'KEY-123', template: 'bazaar-verify', baseUrl: base });
    await provider.send(db, { receptor: '09123456789', body: 'کد: 123456', template: { name: 'bazaar-login', tokens: ['123456'] } });
    expect(seen.at(-1)!.url).toBe('/v1/KEY-123/verify/lookup.json');
    expect(Object.fromEntries(seen.at(-1)!.form)).toEqual({ receptor: '09123456789', template: 'bazaar-verify', token: '123456' });
  });

  it('sends other texts through sms/send', async () => {
    const provider = kavenegarProvider({ apiKey: 'KEY-123', template: 't', baseUrl: base });
    await provider.send(db, { receptor: '09123456789', body: 'قیمت کاهش یافت' });
    expect(seen.at(-1)!.url).toBe('/v1/KEY-123/sms/send.json');
    expect(seen.at(-1)!.form.get('message')).toBe('قیمت کاهش یافت');
  });

  it('fails with a Persian 503 when refused or unreachable, never logging the key', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = { return: { status: 418, message: 'x' }, entries: [] };
    const provider = kavenegarProvider({ apiKey: 'SECRET-KEY', template: 't', baseUrl: base });
    await expect(provider.send(db, { receptor: '09123456789', body: 'x', template: { name: 'n', tokens: ['1'] } })).rejects.toMatchObject({ status: 503 });
    const down = kavenegarProvider({ apiKey: 'SECRET-KEY', template: 't', baseUrl: 'http://127.0.0.1:9' });
    await expect(down.send(db, { receptor: '09123456789', body: 'x' })).rejects.toMatchObject({ status: 503 });
    expect(log.mock.calls.flat().join(' ')).not.toContain('SECRET-KEY');
    log.mockRestore();
    answer = { return: { status: 200, message: 'تایید شد' }, entries: [{ messageid: 1 }] };
  });

  it('defaults to HTTPS', () => {
    const calls: string[] = [];
    const provider = kavenegarProvider({
      apiKey: 'K',
      template: 't',
      fetch: (async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify({ return: { status: 200 } }));
      }) as typeof fetch,
    });
    return provider.send(db, { receptor: '09123456789', body: 'x' }).then(() => expect(calls[0]).toMatch(/^https:\/\/api\.kavenegar\.com\/v1\/K\//));
  });
});
