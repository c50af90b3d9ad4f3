import type { Permission } from '#modules/staff/index.ts';

/**
 * The back office's sections, each behind a permission (roles.ts). A section appears here
 * when its screen exists, so the home page never links a screen that is not there.
 */
export interface Section {
  href: string;
  title: string;
  permission: Permission;
}

export const SECTIONS: readonly Section[] = [
  { href: '/admin/orders', title: 'سفارش‌ها', permission: 'orders.read' },
  { href: '/admin/returns', title: 'مرجوعی‌ها', permission: 'orders.read' },
  { href: '/admin/catalog', title: 'قیمت و موجودی', permission: 'catalog.edit' },
  { href: '/admin/products', title: 'کالاها', permission: 'catalog.edit' },
  { href: '/admin/promotions', title: 'پیشنهادها', permission: 'catalog.edit' },
  { href: '/admin/questions', title: 'پرسش‌های بی‌پاسخ', permission: 'catalog.edit' },
  { href: '/admin/decisions', title: 'در انتظار تصمیم', permission: 'decisions.decide' },
  { href: '/admin/customers', title: 'مشتریان', permission: 'customers.read' },
  { href: '/admin/requests', title: 'پیام‌ها و درخواست‌ها', permission: 'customers.read' },
  { href: '/admin/login-as', title: 'ورود به‌جای مشتری', permission: 'customers.login-as' },
  { href: '/admin/content', title: 'محتوا', permission: 'content.edit' },
  { href: '/admin/staff', title: 'کارکنان', permission: 'staff.manage' },
  { href: '/admin/audit', title: 'گزارش فعالیت‌ها', permission: 'audit.read' },
];
