import { bigint, customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer rials (docs/adr/0001): bigint in SQL, a safe-integer number in TypeScript. */
export const rial = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const sortOrder = () => integer('sort').notNull().default(0);

/** PostgreSQL's tsvector (full-text lexemes); drizzle has no built-in for it. Read as text. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
