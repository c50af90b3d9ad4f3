import { faShell } from '#i18n/fa-shell.ts';
import { SHOP_SELLER } from '#modules/orders/index.ts';

/**
 * The company's own address and lines on /contact-us and in GET
 * /v6/site/contact-departments: the footer's phone, e-mail and address (one place for
 * them, fa-shell.ts) and the invoice's postal code, so no page disagrees with another.
 */
export const CONTACT_INFO = {
  name: SHOP_SELLER.name,
  address: faShell.site.address,
  postal_code: SHOP_SELLER.postal_code,
  phone: faShell.site.supportPhone,
  email: faShell.site.supportEmail,
  /** The support line's hours, as the FAQ states them. */
  hours: 'همه‌روزه از ساعت ۸ صبح تا ۱۰ شب',
} as const;
