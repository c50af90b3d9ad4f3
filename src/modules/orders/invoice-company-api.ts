import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { INVOICE_COMPANY_MESSAGES, invoiceCompanyBody, setInvoiceCompany } from './invoice-company.ts';

/** POST /v10/order/set-factor-legal `{order_id (or id), legal_id}`: the company an order's invoice is issued to. */
export const invoiceCompanyApi = new Hono<AppEnv>();

invoiceCompanyApi.post('/v10/order/set-factor-legal', async (c) => {
  const { userId } = requireCaller(c);
  const { orderId, legalId } = parse(invoiceCompanyBody, await readBody(c));
  const choice = await setInvoiceCompany(c.var.db, userId, orderId, legalId);
  return ok(c, choice, legalId === null ? INVOICE_COMPANY_MESSAGES.cleared : INVOICE_COMPANY_MESSAGES.set);
});
