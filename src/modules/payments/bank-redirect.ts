import { createHash } from 'node:crypto';

/**
 * The page that carries the shopper on to the bank (/payment/go/{attempt}). Plain form
 * POSTs on our pages may only go to our own origin (the pages' CSP says `form-action
 * 'self'`, which browsers apply to a redirect after a form too), so a form that starts a
 * payment (the balance top-up) lands here first. From here a bank that wants a form POST
 * (Mellat's RefId) gets a form that submits itself; any other bank a meta refresh to its
 * page. Either way a button or link serves browsers without JavaScript. Values are
 * escaped; the bank's address comes from our adapter, never from the request; the page
 * carries its own CSP allowing only that bank as the form's target.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const SUBMIT = "document.getElementById('go').submit()";
const SUBMIT_HASH = `'sha256-${createHash('sha256').update(SUBMIT).digest('base64')}'`;

const shell = (head: string, body: string) =>
  `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>انتقال به درگاه بانک</title>${head}</head>
<body style="font-family:Vazirmatn,Tahoma,sans-serif;text-align:center;padding:3rem 1rem">${body}</body></html>`;

export function bankRedirectPage(target: { action: string; fields: Record<string, string> } | { url: string }): { html: string; csp: string } {
  const base = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";
  if ('url' in target) {
    const url = escape(target.url);
    return {
      html: shell(`<meta http-equiv="refresh" content="0;url=${url}">`, `<p>در حال انتقال به درگاه بانک…</p><a href="${url}">ادامه به درگاه بانک</a>`),
      csp: `${base}; form-action 'none'`,
    };
  }
  const inputs = Object.entries(target.fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  return {
    html: shell(
      '',
      `<form method="post" action="${escape(target.action)}" id="go">${inputs}<p>در حال انتقال به درگاه بانک…</p><button type="submit">ادامه به درگاه بانک</button></form><script>${SUBMIT}</script>`,
    ),
    csp: `${base}; script-src ${SUBMIT_HASH}; form-action ${new URL(target.action).origin}`,
  };
}
