import { faShell } from '#i18n/fa-shell.ts';

/**
 * The seller block of every invoice: the shop's legal identity. One place, so the
 * figures registered with the tax office change here only. These are placeholders for
 * the demo shop (a real shop puts its own economic code, registration number and
 * national id here); the address and phone are the footer's.
 */
export const SHOP_SELLER = {
  name: 'فروشگاه اینترنتی بازار',
  economic_code: '411234567891',
  registration_number: '512345',
  national_id: '10103456789',
  address: faShell.site.address,
  postal_code: '1415936591',
  phone: faShell.site.supportPhone,
} as const;

export type ShopSeller = typeof SHOP_SELLER;
