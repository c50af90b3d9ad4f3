/**
 * The invoice (factor) contracts of /v6/factor/* and /v6/order/factor, shared by the API
 * and the invoice pages. Amounts are rials; dates ISO instants. Isomorphic.
 */
export interface InvoiceParty {
  name: string;
  address: string;
  postal_code: string;
}

export interface InvoiceLine {
  id: number;
  name: string;
  color: string | null;
  guarantee: string | null;
  count: number;
  /** Before the product's own discount. */
  unit_price: number;
  /** What that discount took off the line (unit difference × count). */
  discount: number;
  /** Paid for the line: price × count. */
  total: number;
}

export interface InvoiceCompany {
  name: string;
  legal_national_id: string | null;
  economic_code: string | null;
  /** The shopper's company (account's user_legals id) when they chose one for the order. */
  legal_id?: number;
  name_en?: string | null;
  /** The company type's Persian title (سهامی خاص…). */
  company_type?: string | null;
  /** شمارهٔ ثبت. */
  registration_code?: string | null;
  phone?: string | null;
  postal_code?: string | null;
  address?: string | null;
}

/** /v6/factor/view, invoice, invoice-view and /v6/order/factor: one invoice, all amounts in rials. */
export interface Invoice {
  /** "123", or "123-45" for one dispatch's invoice. */
  number: string;
  order_id: number;
  /** The dispatch (slave) of a per-dispatch invoice, else null. */
  dispatch_id: number | null;
  date: string;
  seller: InvoiceParty & { economic_code: string; registration_number: string; national_id: string; phone: string };
  buyer: InvoiceParty & {
    national_code: string | null;
    mobile: string;
    /**
     * The company the invoice is issued to: the one the shopper chose for the order
     * (/v10/order/set-factor-legal, with `legal_id` and its other details), else a business
     * order's company (the partner programme's confirmed application: the three first fields
     * only), else null.
     */
    company: InvoiceCompany | null;
  };
  lines: InvoiceLine[];
  price_main: number;
  line_discount: number;
  goods: number;
  discount_code: number;
  shipping: number;
  total: number;
  tax: { percent: number; amount: number };
  /** The total in Persian words, in rials. */
  total_words: string;
}

/** An item of /v6/factor/index: one per paid order, with its dispatches for per-dispatch invoices. */
export interface FactorItem {
  id: number;
  number: string;
  order_id: number;
  date: string;
  total: number;
  dispatches: { id: number; title: string }[];
}
