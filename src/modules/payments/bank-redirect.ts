/**
 * The page that carries the shopper to a bank wanting a form POST (Mellat's RefId): a
 * form that submits itself, with a button for browsers without JavaScript. Values are
 * escaped; the bank's address comes from our adapter, never from the request.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function bankRedirectPage(form: { action: string; fields: Record<string, string> }): string {
  const inputs = Object.entries(form.fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>انتقال به درگاه بانک</title></head>
<body style="font-family:Vazirmatn,Tahoma,sans-serif;text-align:center;padding:3rem 1rem">
<form method="post" action="${escape(form.action)}" id="go">${inputs}<p>در حال انتقال به درگاه بانک…</p><button type="submit">ادامه به درگاه بانک</button></form>
<script>document.getElementById('go').submit()</script></body></html>`;
}
