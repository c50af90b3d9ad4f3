/**
 * Staff roles and what each may do. Checked on the server on every request
 * (guard.ts) and by the audited action wrappers (audit.ts); the pages only
 * hide what a role cannot use.
 */
export const STAFF_ROLES = ['owner', 'order-operator', 'catalog-editor', 'call-center', 'content-editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'orders.read',
  'orders.fulfil',
  'orders.cancel',
  'catalog.edit',
  'customers.read',
  'customers.login-as',
  'content.edit',
  'decisions.decide',
  'audit.read',
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  'order-operator': ['orders.read', 'orders.fulfil', 'orders.cancel', 'customers.read'],
  'catalog-editor': ['catalog.edit'],
  'call-center': ['customers.read', 'customers.login-as', 'orders.read'],
  'content-editor': ['content.edit'],
};

export const ROLE_TITLES: Record<StaffRole, string> = {
  owner: 'مدیر فروشگاه',
  'order-operator': 'کارشناس سفارش‌ها',
  'catalog-editor': 'ویراستار کاتالوگ',
  'call-center': 'کارشناس مرکز تماس',
  'content-editor': 'ویراستار محتوا',
};

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

export const can = (role: StaffRole, permission: Permission): boolean => GRANTS[role].includes(permission);

export const permissionsOf = (role: StaffRole): Permission[] => [...GRANTS[role]];
