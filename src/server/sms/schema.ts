import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/** Messages the default "outbox" SMS provider keeps instead of sending (development, demos). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  receptor: text('receptor').notNull(),
  body: text('body').notNull(),
  template: text('template'),
  createdAt: createdAt(),
});
