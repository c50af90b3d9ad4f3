import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AddressView } from '../validation.ts';
import { AddressForm } from './AddressForm.tsx';

/** The server-rendered form is usable before its island hydrates (client:interaction at checkout). */
describe('the address form as served', () => {
  const provinces = [
    { id: 8, name: 'تهران' },
    { id: 4, name: 'اصفهان' },
  ];

  it('offers the provinces the page gave and starts with the shopper as receiver', () => {
    const html = renderToStaticMarkup(<AddressForm provinces={provinces} receiver={{ delivery_name: 'نگار صالحی', receiver_mobile: '09121234567' }} />);
    expect(html).toContain('<option value="8">تهران</option>');
    expect(html).toContain('<option value="4">اصفهان</option>');
    expect(html).toMatch(/<select[^>]*name="city_id"[^>]*disabled/);
    expect(html).toMatch(/<input[^>]*name="delivery_name"[^>]*value="نگار صالحی"/);
    expect(html).toMatch(/<input[^>]*name="receiver_mobile"[^>]*value="09121234567"/);
    expect(html).toMatch(/<input type="hidden" name="latitude" value=""/);
  });

  it('editing, shows the address’s own values, its city and point', () => {
    const initial: AddressView = {
      id: 3,
      province_id: 8,
      province: 'تهران',
      city_id: 301,
      city: 'تهران',
      address: 'خیابان ملاصدرا، کوچه لادن',
      zipcode: '1395143678',
      delivery_name: 'سارا کریمی',
      receiver_mobile: '09121234567',
      plaque: '24',
      unit: null,
      latitude: 35.7578,
      longitude: 51.4102,
      is_main: true,
    };
    const cities = [{ id: 301, name: 'تهران', province_id: 8, localPayment: false, latitude: null, longitude: null }];
    const html = renderToStaticMarkup(<AddressForm initial={initial} provinces={provinces} cities={cities} />);
    expect(html).toContain('<option value="8" selected="">تهران</option>');
    expect(html).toContain('<option value="301" selected="">تهران</option>');
    expect(html).toMatch(/<textarea[^>]*name="address"[^>]*>خیابان ملاصدرا، کوچه لادن<\/textarea>/);
    expect(html).toMatch(/<input[^>]*name="plaque"[^>]*value="24"/);
    expect(html).toMatch(/<input type="hidden" name="longitude" value="51.4102"/);
    expect(html).toContain('ذخیره تغییرات');
  });

  it('without `plain` (the profile pages, the checkout dialog) is the island’s form only: no action, no plain-form buttons', () => {
    const html = renderToStaticMarkup(<AddressForm provinces={provinces} />);
    expect(html).not.toContain('action=');
    expect(html).not.toContain('name="address_form"');
    expect(html).not.toContain('name="intent"');
  });

  it('as a plain form, posts to the page and shows what the page sent back: the values, the cities and the messages', () => {
    const cities = [
      { id: 301, name: 'تهران', province_id: 8, localPayment: false, latitude: null, longitude: null },
      { id: 302, name: 'ری', province_id: 8, localPayment: false, latitude: null, longitude: null },
    ];
    const plain = {
      action: '/shipping',
      values: { province_id: '8', city_id: '302', address: 'خیابان ری، کوچه یاس', zipcode: '123', delivery_name: 'نگار صالحی', receiver_mobile: '09121234567' },
      errors: { zipcode: 'کد پستی باید ۱۰ رقم و معتبر باشد', _: 'حداکثر ۲۰ نشانی می‌توانید داشته باشید' },
    };
    const html = renderToStaticMarkup(<AddressForm provinces={provinces} cities={cities} plain={plain} receiver={{ delivery_name: 'کسی دیگر' }} />);
    expect(html).toMatch(/<form[^>]*action="\/shipping"[^>]*method="post"/);
    expect(html).toContain('<input type="hidden" name="address_form" value="1"/>');
    // Shown only when scripts are off: awake, the island fetches the cities itself.
    expect(html).toMatch(/<button type="submit" value="cities" class="hidden [^"]*noscript:flex" name="intent">نمایش شهرها<\/button>/);
    expect(html).toContain('<option value="8" selected="">تهران</option>');
    expect(html).toContain('<option value="302" selected="">ری</option>');
    expect(html).toMatch(/<textarea[^>]*name="address"[^>]*>خیابان ری، کوچه یاس<\/textarea>/);
    expect(html).toMatch(/<input[^>]*name="delivery_name"[^>]*value="نگار صالحی"/);
    expect(html).toMatch(/<input[^>]*autofocus=""[^>]*aria-invalid="true"[^>]*name="zipcode"[^>]*value="123"/);
    expect(html.match(/autofocus/g)).toHaveLength(1);
    expect(html).toContain('کد پستی باید ۱۰ رقم و معتبر باشد');
    expect(html).toContain('حداکثر ۲۰ نشانی می‌توانید داشته باشید');
  });
});
