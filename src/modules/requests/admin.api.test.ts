import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { staffAudit } from '#modules/staff/index.ts';
import { requests } from './schema.ts';

/**
 * The back office's requests: /v10/admin/request/index (newest first, by kind
 * and state), /handle (audited, once) and /resume (the PDF, staff only). Who may: the
 * `customers.read` roles; everyone else is refused before anything is read.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-requests-admin-'));
process.env.DATA_DIR = dataDir;
const t = useTestApi();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeEach(async () => setLimitStore(await freshLimitStore()));

const FORBIDDEN = { name: 'Forbidden', message: 'شما به این بخش دسترسی ندارید', code: 0, status: 403 };
const PDF = '%PDF-1.7\n% a resume\n%%EOF\n';
let ipCounter = 0;
const ip = () => ({ 'x-bazaar-client-ip': `198.51.100.${++ipCounter}` });

/** One request of each kind, sent through the public API; answers their ids. */
async function oneOfEach() {
  const positions = (await t.call('GET', '/v6/career-apply/positions')).body.data.items;
  const form = new FormData();
  for (const [k, v] of Object.entries({ position_id: positions[0].id, name: 'نگار احمدی', mobile: '09122223344' })) form.set(k, String(v));
  form.set('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const career = (await (await t.app.request('/v6/career-apply/create', { method: 'POST', body: form, headers: ip() })).json()).data.id as number;
  const agency = (
    await t.call('POST', '/v10/agency-request/create', { name: 'رضا نوری', mobile: '09133334455', city_id: 1, experience: 'ده سال فروش لوازم خانگی' }, ip())
  ).body.data.id as number;
  // A contact message straight in the table: its captcha is the public API's test.
  const [contact] = await t.db
    .insert(requests)
    .values({ kind: 'contact', name: 'سارا یگانه', mobile: '09124445566', subject: 'همکاری تبلیغاتی', message: 'لطفاً تماس بگیرید' })
    .returning({ id: requests.id });
  return { career, agency, contact: contact!.id };
}

const list = async (auth: Record<string, string>, query = '') => (await t.call('GET', `/v10/admin/request/index${query}`, undefined, auth)).body.data;

describe("the back office's requests", () => {
  it('refuses guests (401), shoppers and staff without customers.read (403): no list, no change, no resume', async () => {
    const { career } = await oneOfEach();
    const shopper = await newMember(t.db);
    const editor = await readyStaff(t, 'content-editor');
    const calls = [
      ['GET', '/v10/admin/request/index', undefined],
      ['POST', '/v10/admin/request/handle', { id: career }],
      ['GET', `/v10/admin/request/resume?id=${career}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, body)).status, path).toBe(401);
      for (const who of [shopper, editor]) {
        const res = await t.call(method, path, body, who.auth);
        expect(res.status, path).toBe(403);
        expect(res.body.data, path).toEqual(FORBIDDEN);
      }
    }
    const [row] = await t.db.select().from(requests).where(eq(requests.id, career));
    expect(row!.handledAt).toBeNull();
  });

  it('lists newest first, filters by kind and state, marks one handled (audited, once)', async () => {
    const ids = await oneOfEach();
    const agent = await readyStaff(t, 'call-center');
    const open = await list(agent.auth, '?per-page=50');
    const ours = open.items.filter((r: { id: number }) => Object.values(ids).includes(r.id));
    expect(ours.map((r: { kind: string }) => r.kind)).toEqual(['contact', 'agency', 'career']);
    expect(open.items.map((r: { id: number }) => r.id)).toEqual([...open.items.map((r: { id: number }) => r.id)].sort((a, b) => b - a));
    const agency = ours.find((r: { kind: string }) => r.kind === 'agency');
    expect(agency).toMatchObject({
      kind_title: 'درخواست نمایندگی',
      province: 'تهران',
      city: expect.any(String),
      details: { experience: 'ده سال فروش لوازم خانگی' },
      has_resume: false,
      handled_at: null,
    });
    expect(ours.find((r: { kind: string }) => r.kind === 'career')).toMatchObject({ has_resume: true, position: expect.any(String) });

    const careers = await list(agent.auth, '?kind=career&per-page=50');
    expect(careers.items.every((r: { kind: string }) => r.kind === 'career')).toBe(true);
    expect(careers.items.map((r: { id: number }) => r.id)).toContain(ids.career);

    const done = await t.call('POST', '/v10/admin/request/handle', { id: ids.contact }, { ...agent.auth, 'x-bazaar-client-ip': '198.51.100.250' });
    expect(done.status).toBe(200);
    expect(done.body.msg).toBe('این درخواست رسیدگی شد');
    const [audit] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.actorUserId, agent.id), eq(staffAudit.action, 'request.handle')));
    expect(audit).toMatchObject({
      subjectType: 'request:contact',
      subjectId: String(ids.contact),
      before: { handled: false },
      after: { handled: true },
      ip: '198.51.100.250',
    });
    const again = await t.call('POST', '/v10/admin/request/handle', { id: ids.contact }, agent.auth);
    expect(again.status).toBe(409);
    expect((await t.call('POST', '/v10/admin/request/handle', { id: 999_999 }, agent.auth)).status).toBe(404);

    expect((await list(agent.auth, '?per-page=50')).items.map((r: { id: number }) => r.id)).not.toContain(ids.contact);
    const handled = await list(agent.auth, '?state=handled&kind=contact');
    expect(handled.items[0]).toMatchObject({ id: ids.contact, handled_by: agent.id, handled_at: expect.any(String) });
  });

  it('answers 404 in Persian, in the error envelope, for a request that does not exist', async () => {
    const agent = await readyStaff(t, 'call-center');
    const notFound = { success: false, message: 'درخواست پیدا نشد', data: { name: 'Not Found', message: 'درخواست پیدا نشد', code: 0, status: 404 } };
    for (const [method, path, body] of [
      ['POST', '/v10/admin/request/handle', { id: 999_999 }],
      ['GET', '/v10/admin/request/resume?id=999999', undefined],
    ] as const) {
      const res = await t.call(method, path, body, agent.auth);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual(notFound);
    }
  });

  it('refuses a bad id or page with a 422 in Persian on its field', async () => {
    const agent = await readyStaff(t, 'call-center');
    for (const [method, path, body, field, message] of [
      ['POST', '/v10/admin/request/handle', { id: 'abc' }, 'id', 'شناسه معتبر نیست'],
      ['POST', '/v10/admin/request/handle', {}, 'id', 'شناسه معتبر نیست'],
      ['GET', '/v10/admin/request/resume?id=0', undefined, 'id', 'شناسه معتبر نیست'],
      ['GET', '/v10/admin/request/index?per-page=500', undefined, 'per-page', 'تعداد در هر صفحه باید بین ۱ و ۵۰ باشد'],
    ] as const) {
      const res = await t.call(method, path, body, agent.auth);
      expect(res.status, path).toBe(422);
      expect(res.body.data, path).toEqual([{ field, message }]);
    }
  });

  it('lets staff download a resume as a PDF attachment, never cached, and records who did', async () => {
    const { career, agency } = await oneOfEach();
    const owner = await readyStaff(t, 'owner');
    const res = await t.app.request(`/v10/admin/request/resume?id=${career}`, { headers: owner.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="resume-${career}.pdf"`);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).toBe(PDF);
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.actorUserId, owner.id), eq(staffAudit.action, 'request.resume')));
    expect(audit).toHaveLength(1);
    const none = await t.call('GET', `/v10/admin/request/resume?id=${agency}`, undefined, owner.auth);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('رزومه‌ای برای این درخواست نیست');
  });
});
