import { Hono } from 'hono';
import { notFound } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { pagination, parse, queryId } from '#server/http/params.ts';
import { requireStaff } from '#modules/staff/index.ts';
import { customerRecord } from './record.ts';
import { findCustomers } from './search.ts';
import { CUSTOMER_MESSAGES, customerQuery } from './validation.ts';

/**
 * The back office's customers, for roles with `customers.read`: find a
 * customer, then their record. Reads only, so no audit rows; acting as the customer is
 * /admin/login-as's (`customers.login-as`). The staff check comes before any parsing, so
 * a refused caller learns nothing, not even whether the query was well-formed.
 */
export const customersAdminApi = new Hono<AppEnv>();

/** `q`: a mobile, an order number or a name; answers the matches, newest accounts first. */
customersAdminApi.get('/v10/admin/customers', async (c) => {
  await requireStaff(c, 'customers.read');
  const { q } = parse(customerQuery, { q: c.req.query('q') });
  const page = pagination(c);
  const { items, total } = await findCustomers(c.var.db, q, page);
  return collection(c, items, total, page, { matched_by: q.by });
});

/** One customer's record (shared/spec/API.md: the target is `?id=`). */
customersAdminApi.get('/v10/admin/customers/view', async (c) => {
  await requireStaff(c, 'customers.read');
  const record = await customerRecord(c.var.db, queryId(c));
  if (!record) throw notFound(CUSTOMER_MESSAGES.notFound);
  return ok(c, record);
});
