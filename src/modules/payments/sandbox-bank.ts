import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { config } from '#server/config.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { apiGuards } from '#server/http/route-meta.ts';
import { formatToman } from '#lib/money.ts';
import { sandboxAct, SANDBOX_PATH } from './gateways/sandbox.ts';
import { sandboxBankPayments } from './schema.ts';

/**
 * The sandbox bank's page (development and tests; 404 in production): shows the amount
 * with pay, cancel and fail buttons; the form posts to the page itself, which records the
 * shopper's choice on the bank's side and sends the browser back to the shop's callback
 * with a 303, as a real bank's page does.
 */
export const sandboxBank = new Hono<AppEnv>();

const AUTHORITY = /^SB[0-9a-f]{32}$/;
const ACTIONS = ['pay', 'cancel', 'fail'] as const;
type Action = (typeof ACTIONS)[number];

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,Tahoma,sans-serif;background:#eef2f7;margin:0;padding:1rem;color:#1f2937}main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 2px 12px #0001}h1{font-size:1.2rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{color:#6b7280}form{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.8rem;border-radius:.6rem;border:0;cursor:pointer}.pay{background:#16a34a;color:#fff}.cancel{background:#e5e7eb}.fail{background:#fee2e2;color:#991b1b}p.note{font-size:.85rem;color:#6b7280}</style></head>
<body><main>${body}</main></body></html>`;
}

sandboxBank.use(`${SANDBOX_PATH}*`, async (c, next) => {
  if (config.isProduction) return c.text('Not Found', 404);
  await next();
});

sandboxBank.get(`${SANDBOX_PATH}:authority`, apiGuards, async (c) => {
  const authority = c.req.param('authority');
  const [row] = AUTHORITY.test(authority) ? await c.var.db.select().from(sandboxBankPayments).where(eq(sandboxBankPayments.authority, authority)) : [];
  if (!row) return c.html(page('بانک آزمایشی', '<h1>تراکنش یافت نشد</h1>'), 404);
  c.header('Cache-Control', 'no-store');
  if (row.state !== 'pending') {
    const back = `${row.callbackUrl}?Authority=${authority}&Status=${row.state === 'paid' ? 'OK' : 'NOK'}`;
    return c.html(page('بانک آزمایشی', `<h1>این تراکنش بسته شده است</h1><p><a href="${escape(back)}">بازگشت به فروشگاه</a></p>`));
  }
  return c.html(
    page(
      'بانک آزمایشی: پرداخت',
      `<h1>درگاه پرداخت آزمایشی</h1><p class="note">این بانک شبیه‌سازی‌شده است و پولی جابه‌جا نمی‌شود.</p>
<dl><dt>پذیرنده</dt><dd>بازار</dd><dt>شرح</dt><dd>${escape(row.description)}</dd><dt>مبلغ</dt><dd>${escape(formatToman(Number(row.amountRial), { freeLabel: false }))}</dd></dl>
<form method="post"><button class="pay" name="action" value="pay">پرداخت</button><button class="cancel" name="action" value="cancel">انصراف</button><button class="fail" name="action" value="fail">خطای بانک</button></form>`,
    ),
  );
});

sandboxBank.post(`${SANDBOX_PATH}:authority`, apiGuards, async (c) => {
  const authority = c.req.param('authority');
  const action = (await readBody(c)).action as Action;
  if (!AUTHORITY.test(authority) || !ACTIONS.includes(action)) return c.html(page('بانک آزمایشی', '<h1>درخواست نامعتبر</h1>'), 400);
  const { row } = await sandboxAct(c.var.db, authority, action);
  if (!row) return c.html(page('بانک آزمایشی', '<h1>تراکنش یافت نشد</h1>'), 404);
  return c.redirect(`${row.callbackUrl}?Authority=${authority}&Status=${row.state === 'paid' ? 'OK' : 'NOK'}`, 303);
});
