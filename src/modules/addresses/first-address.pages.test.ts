import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { buyableVarieties, fillCart, makeShopper } from '#tests/factories/shopper.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { cities, provinces } from '#modules/geo/index.ts';
import { addresses } from './schema.ts';

/**
 * The first address at checkout without JavaScript (or before its island wakes): the form
 * is a plain HTML form posted to the page. «نمایش شهرها» brings the chosen province's
 * cities, a refusal comes back with its Persian message beside the field and what was typed
 * kept, and a saved address goes on along the checkout (303) as the shopper's own.
 */
const t = useTestApi();
const pages = usePageRenderer(t);
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** A shopper with a complete profile, something in the cart and an empty address book, signed in on the web. */
async function newShopper() {
  const shopper = await makeShopper(t.db, { address: false });
  const [variety] = await buyableVarieties(t.db, 1, { skip: 43 });
  await fillCart(t.db, shopper.userId, [{ id: variety!.id, count: 1 }]);
  const login = await issueLogin(t.db, shopper.userId, 'retail-web');
  const headers = { Cookie: `bz_session=${login.web}` };
  const page = (file: string, url: string) => (body?: Record<string, string>) =>
    pages.render(file, url, body ? { method: 'POST', headers: { ...headers, ...FORM }, body: new URLSearchParams(body).toString() } : { headers });
  return { shopper, shipping: page('shipping.astro', '/shipping'), completeProfile: page('cart/complete-profile.astro', '/cart/complete-profile') };
}

/** A province with at least two cities, and its second city (not the capital listed first). */
async function aProvince() {
  const [province] = await t.db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.id)).limit(1);
  const list = await t.db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.provinceId, province!.id)).orderBy(asc(cities.id));
  expect(list.length).toBeGreaterThan(1);
  return { province: province!, city: list[1]!, cities: list };
}

const typed = (provinceId: number, cityId: number | '') => ({
  address_form: '1',
  province_id: String(provinceId),
  city_id: String(cityId),
  address: 'خیابان آزادی، کوچه شقایق، جنب نانوایی',
  plaque: '۱۴',
  unit: '',
  zipcode: '1416932790',
  delivery_name: 'مریم رضایی',
  receiver_mobile: '۰۹۱۲۳۴۵۶۷۸۹',
  latitude: '',
  longitude: '',
});

/** The opening tag of the form, or of the control named `name`. */
const formTag = (html: string) => html.match(/<form[^>]*>/)?.[0] ?? '';
const tagOf = (html: string, name: string) => html.match(new RegExp(`<(?:input|select|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
const optionsOf = (html: string, name: string) => html.match(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's'))?.[1] ?? '';

describe('the first address as a plain form', { timeout: 90_000 }, () => {
  it('is served as a form posted to the page, with named fields and «نمایش شهرها»', async () => {
    const { shipping } = await newShopper();
    const res = await shipping();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(formTag(html)).toContain('method="post"');
    expect(formTag(html)).toContain('action="/shipping"');
    for (const name of ['province_id', 'city_id', 'address', 'plaque', 'unit', 'zipcode', 'delivery_name', 'receiver_mobile']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('name="address_form"');
    const showCities = html.match(/<button[^>]*>نمایش شهرها<\/button>/)?.[0] ?? '';
    expect(showCities).toContain('type="submit"');
    expect(showCities).toContain('name="intent"');
    expect(showCities).toContain('value="cities"');
    // Enter in a field saves: the form's first submit button is a (hidden) «ثبت نشانی و ادامه».
    expect(html.match(/<form[^>]*>.*?<button([^>]*)>([^<]*)</s)?.slice(1)).toEqual([expect.not.stringContaining('name="intent"'), 'ثبت نشانی و ادامه']);
    // The shopper is the first receiver.
    expect(tagOf(html, 'delivery_name')).toContain('value="سارا محمدی"');
    // No city yet: the city select waits for a province.
    expect(tagOf(html, 'city_id')).toContain(' disabled=""');
    expect(html).not.toContain('جاوااسکریپت');
  });

  it('«نمایش شهرها» brings the chosen province’s cities and keeps what was typed, saving nothing', async () => {
    const { shopper, shipping } = await newShopper();
    const { province, cities: list } = await aProvince();
    const res = await shipping({ ...typed(province.id, ''), intent: 'cities' });
    expect(res.status).toBe(200);
    const html = await res.text();
    const options = optionsOf(html, 'city_id');
    for (const c of list) expect(options).toContain(`<option value="${c.id}">${c.name}</option>`);
    expect(tagOf(html, 'city_id')).not.toContain(' disabled=""');
    // The browser puts the caret on the city, where the shopper goes on.
    expect(tagOf(html, 'city_id')).toContain('autofocus=""');
    expect(optionsOf(html, 'province_id')).toContain(`<option value="${province.id}" selected="">`);
    expect(html).toContain('خیابان آزادی، کوچه شقایق، جنب نانوایی</textarea>');
    expect(tagOf(html, 'delivery_name')).toContain('value="مریم رضایی"');
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, shopper.userId))).toHaveLength(0);
  });

  it('refuses a bad postal code with its Persian message beside the field, keeping the values', async () => {
    const { shopper, shipping } = await newShopper();
    const { province, city } = await aProvince();
    const res = await shipping({ ...typed(province.id, city.id), zipcode: '12345' });
    expect(res.status).toBe(422);
    const html = await res.text();
    const zipcode = tagOf(html, 'zipcode');
    expect(zipcode).toContain('aria-invalid="true"');
    expect(zipcode).toContain('value="12345"');
    expect(zipcode).toContain('autofocus=""');
    // The message is the one the zipcode input is described by.
    const described = zipcode.match(/aria-describedby="([^"]*)"/)?.[1]?.split(' ') ?? [];
    expect(described.some((id) => html.includes(`<p id="${id}" role="alert" class="text-sm text-danger">کد پستی باید ۱۰ رقم و معتبر باشد</p>`))).toBe(true);
    expect(tagOf(html, 'receiver_mobile')).toContain('value="۰۹۱۲۳۴۵۶۷۸۹"');
    expect(optionsOf(html, 'city_id')).toContain(`<option value="${city.id}" selected="">`);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, shopper.userId))).toHaveLength(0);

    const noCity = await shipping(typed(province.id, ''));
    expect(noCity.status).toBe(422);
    expect(await noCity.text()).toContain('شهر را انتخاب کنید');
  });

  it('saves the address for this shopper only and goes on to /shipping with it (303)', async () => {
    const { shopper, shipping } = await newShopper();
    const other = await newShopper();
    const { province, city } = await aProvince();
    const res = await shipping(typed(province.id, city.id));
    expect(res.status).toBe(303);
    const [saved, ...more] = await t.db.select().from(addresses).where(eq(addresses.userId, shopper.userId));
    expect(more).toHaveLength(0);
    expect(res.headers.get('location')).toBe(`/shipping?address_id=${saved!.id}`);
    // Normalised as the API stores it: ASCII digits, the shopper's first address is the main one.
    expect(saved).toMatchObject({ provinceId: province.id, cityId: city.id, zipcode: '1416932790', receiverMobile: '09123456789', plaque: '14', isMain: true });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, other.shopper.userId))).toHaveLength(0);

    // With an address now, /shipping is the address and slot step, not the form.
    const after = await (await shipping()).text();
    expect(after).not.toContain('name="address_form"');
  });

  it('works the same on /cart/complete-profile’s address step', async () => {
    const { shopper, completeProfile } = await newShopper();
    const { province, city } = await aProvince();
    const form = await (await completeProfile()).text();
    expect(formTag(form)).toContain('method="post"');
    expect(formTag(form)).toContain('action="/cart/complete-profile"');
    expect(form).not.toContain('جاوااسکریپت');
    const bad = await completeProfile({ ...typed(province.id, city.id), receiver_mobile: '12345' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود');
    const res = await completeProfile(typed(province.id, city.id));
    expect(res.status).toBe(303);
    const [saved] = await t.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, shopper.userId));
    expect(res.headers.get('location')).toBe(`/shipping?address_id=${saved!.id}`);
  });

  it('the address book’s create and edit pages take the same plain post', async () => {
    const { shopper } = await newShopper();
    const login = await issueLogin(t.db, shopper.userId, 'retail-web');
    const headers = { Cookie: `bz_session=${login.web}`, ...FORM };
    const { province, city, cities: list } = await aProvince();
    const post = (file: string, url: string, body: Record<string, string>, params = {}) =>
      pages.render(file, url, { method: 'POST', headers, params, body: new URLSearchParams(body).toString() });

    const created = await post('profile/addresses/create.astro', '/profile/addresses/create', typed(province.id, city.id));
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/profile/addresses');
    const [saved] = await t.db.select().from(addresses).where(eq(addresses.userId, shopper.userId));

    const id = String(saved!.id);
    const edit = (body: Record<string, string>) => post('profile/addresses/[id].astro', `/profile/addresses/${id}`, body, { id });
    const refused = await edit({ ...typed(province.id, list[0]!.id), plaque: 'بی‌شماره' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('پلاک را با عدد وارد کنید');
    const changed = await edit({ ...typed(province.id, list[0]!.id), zipcode: '۱۳۹۵۱۴۳۶۷۸' });
    expect(changed.status).toBe(303);
    const [after, ...more] = await t.db.select().from(addresses).where(eq(addresses.userId, shopper.userId));
    expect(more).toHaveLength(0);
    expect(after).toMatchObject({ id: saved!.id, cityId: list[0]!.id, zipcode: '1395143678' });
  });
});
