import type { AstroGlobal } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { errorsOfRefusal, parseFormValues, textValues } from '#server/http/form-values.ts';
import { legalsOf } from '#modules/account/index.ts';
import { invoiceCompanyBody, setInvoiceCompany } from './invoice-company.ts';
import type { Invoice } from './invoice-types.ts';

/**
 * The order invoice page's small form «صدور فاکتور به نام شرکت» (/profile/factors/{id}): the
 * shopper's companies to choose from, or themselves. A plain POST to the page; the order is
 * the page's, never the post's. Done answers 303 back to the invoice (a reload never posts
 * twice); a refusal comes back beside the form.
 */
export interface InvoiceCompanyForm {
  companies: { id: number; name: string; national_id: string }[];
  /** The company the invoice is issued to now (a deleted one is still shown as the current choice). */
  selected: number | null;
  errors: Record<string, string>;
  done: boolean;
}

export async function invoiceCompanyForm(Astro: AstroGlobal, userId: number, invoice: Invoice): Promise<Response | InvoiceCompanyForm> {
  const { db } = await getDatabase();
  const companies = (await legalsOf(db, userId)).items.map((c) => ({ id: c.id, name: c.company_name, national_id: c.national_id }));
  const state = { companies, selected: invoice.buyer.company?.legal_id ?? null, errors: {}, done: Astro.url.searchParams.get('done') === 'company' };
  if (Astro.request.method !== 'POST') return state;
  const values = textValues(await Astro.request.formData().catch(() => new FormData()));
  const parsed = parseFormValues({ ...values, order_id: String(invoice.order_id) }, invoiceCompanyBody);
  if ('errors' in parsed) {
    Astro.response.status = 422;
    return { ...state, done: false, errors: parsed.errors };
  }
  try {
    await setInvoiceCompany(db, userId, parsed.data.orderId, parsed.data.legalId);
    return Astro.redirect(`${Astro.url.pathname}?done=company#invoice-company`, 303);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    Astro.response.status = err.status;
    return { ...state, done: false, errors: errorsOfRefusal(err) };
  }
}
