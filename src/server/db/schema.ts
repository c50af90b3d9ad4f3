/** Every table, for drizzle's relational queries and drizzle-kit (one schema for PGlite and PostgreSQL). */
export * from '../../modules/catalog/schema.ts';
export * from '../../modules/catalog/search/history-schema.ts';
export * from '../../modules/geo/schema.ts';
export * from '../../modules/account/schema.ts';
export * from '../../modules/content/schema.ts';
export * from '../../modules/cart/schema.ts';
export * from '../../modules/lists/schema.ts';
export * from '../../modules/addresses/schema.ts';
export * from '../../modules/checkout/schema.ts';
export * from '../../modules/orders/schema.ts';
export * from '../../modules/payments/schema.ts';
export * from '../../modules/wallet/schema.ts';
export * from '../sms/schema.ts';
export * from '../auth/limit-schema.ts';
export * from './meta.ts';
export * from '../../modules/admin/schema.ts';
export * from '../../modules/wholesale/schema.ts';
