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
});
