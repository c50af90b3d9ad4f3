import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from '../auth/tokens.ts';
import { userLegals } from '../schema.ts';
import { COMPANY, fakePng, formOf, legalFixture, smallPng } from './legal.fixture.ts';

/**
 * /profile/edit-legal-info/{id?} rendered in-process for a signed-in shopper: the list and the
 * new-company form, a refused post coming back with Persian messages beside the fields and
 * what was typed, a multipart post with a picture saving and answering 303, a company's own
 * form with its delete button, and another shopper's id as the 404 page.
 */
const t = useTestApi();
const pages = usePageRenderer(t, { uploads: 'legal-pages' });
const { company } = legalFixture(t);
const FILE = 'profile/edit-legal-info/[...id].astro';

const signedIn = async () => {
  const member = await newMember(t.db);
  const login = await issueLogin(t.db, member.id, 'retail-web');
  return { ...member, headers: { Cookie: `bz_session=${login.web}` } };
};

/** A multipart post of the page's form, as a browser sends it. */
async function post(headers: Record<string, string>, values: Record<string, unknown>) {
  const encoded = new Response(formOf(values));
  return pages.render(FILE, '/profile/edit-legal-info', {
    method: 'POST',
    body: (await encoded.arrayBuffer()) as never,
    headers: { ...headers, 'Content-Type': encoded.headers.get('content-type')! },
  });
}

describe('/profile/edit-legal-info', () => {
  it('sends a guest to sign in and shows a shopper an empty list with the new-company form', async () => {
    const guest = await pages.render(FILE, '/profile/edit-legal-info');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/auth?back=%2Fprofile%2Fedit-legal-info');
    const shopper = await signedIn();
    const res = await pages.render(FILE, '/profile/edit-legal-info', { headers: shopper.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('هنوز شرکتی ثبت نکرده‌اید');
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toContain('action="/profile/edit-legal-info"');
    for (const name of [
      'company_name',
      'company_name_en',
      'company_type',
      'national_id',
      'eghtesad_code',
      'recorde_code',
      'is_tax',
      'tax_date',
      'phone',
      'postal_code',
      'address',
      'gazette_image',
      'tax_image',
    ])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain('سهامی عام');
  });

  it('brings the form back with each field’s message and what was typed', async () => {
    const shopper = await signedIn();
    const res = await post(shopper.headers, {
      id: '',
      intent: 'save',
      company_name: 'بازرگانی نمونه',
      company_type: '2',
      national_id: '12345678901',
      is_tax: '1',
      gazette_image: fakePng(),
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('شناسه ملی شرکت معتبر نیست');
    expect(html).toContain('تاریخ ثبت‌نام در نظام مالیات بر ارزش افزوده را وارد کنید');
    expect(html).toContain('تصویر روزنامهٔ رسمی باید JPG، PNG یا WebP باشد');
    expect(html).toContain('value="بازرگانی نمونه"');
    expect(html).toContain('aria-invalid="true"');
    expect(await t.db.select().from(userLegals).where(eq(userLegals.userId, shopper.id))).toEqual([]);
  });

  it('saves a company with its picture, lists it, edits it on its own page, and deletes it', async () => {
    const shopper = await signedIn();
    const saved = await post(shopper.headers, { id: '', intent: 'save', ...COMPANY, is_tax: '1', tax_date: '۱۴۰۲/۰۱/۱۵', gazette_image: await smallPng() });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/profile/edit-legal-info?done=created');
    const [row] = await t.db.select().from(userLegals).where(eq(userLegals.userId, shopper.id));
    expect(row).toMatchObject({ companyName: 'بازرگانی آفتاب', taxDate: '2023-04-04', isTax: true });
    expect(row!.gazettePath).toMatch(/^legals\//);

    const list = await (await pages.render(FILE, '/profile/edit-legal-info?done=created', { headers: shopper.headers })).text();
    expect(list).toContain('اطلاعات شرکت ثبت شد.');
    expect(list).toContain('بازرگانی آفتاب');
    expect(list).toContain(`href="/profile/edit-legal-info/${row!.id}"`);

    const edit = await pages.render(FILE, `/profile/edit-legal-info/${row!.id}`, { params: { id: String(row!.id) }, headers: shopper.headers });
    expect(edit.status).toBe(200);
    const form = await edit.text();
    expect(form).toContain(`name="id" value="${row!.id}"`);
    expect(form).toContain('value="۱۴۰۲/۰۱/۱۵"');
    expect(form).toContain(`/v6/user-legal/image?id=${row!.id}&amp;kind=gazette`);
    expect(form).toContain('name="intent" value="delete"');

    // Unticking VAT is sent by the hidden 0 before the box.
    const updated = await post(shopper.headers, {
      id: String(row!.id),
      intent: 'save',
      ...COMPANY,
      company_name: 'بازرگانی آفتاب نو',
      is_tax: '0',
      tax_date: '',
    });
    expect(updated.status).toBe(303);
    expect(updated.headers.get('location')).toBe(`/profile/edit-legal-info?done=updated#legal-${row!.id}`);
    const [after] = await t.db.select().from(userLegals).where(eq(userLegals.id, row!.id));
    expect(after).toMatchObject({ companyName: 'بازرگانی آفتاب نو', isTax: false, taxDate: null });
    expect(after!.gazettePath).toBe(row!.gazettePath);

    const deleted = await post(shopper.headers, { id: String(row!.id), intent: 'delete' });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/profile/edit-legal-info?done=deleted');
    expect((await t.db.select().from(userLegals).where(eq(userLegals.id, row!.id)))[0]!.deletedAt).toBeInstanceOf(Date);
  });

  it('shows another shopper’s company, a deleted one or a malformed id as the 404 page, and never changes it', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { id } = await company(owner.auth);
    for (const raw of [String(id), 'abc']) {
      const res = await pages.render(FILE, `/profile/edit-legal-info/${raw}`, { params: { id: raw }, headers: other.headers });
      expect(res.status, raw).toBe(404);
    }
    const stolen = await post(other.headers, { id: String(id), intent: 'save', ...COMPANY, company_name: 'ربوده' });
    expect(stolen.status).toBe(404);
    expect(await stolen.text()).toContain('شرکت پیدا نشد');
    expect((await post(other.headers, { id: String(id), intent: 'delete' })).status).toBe(404);
    const [row] = await t.db.select().from(userLegals).where(eq(userLegals.id, id));
    expect(row).toMatchObject({ companyName: 'بازرگانی آفتاب', deletedAt: null });
  });
});
