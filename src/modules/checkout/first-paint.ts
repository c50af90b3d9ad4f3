import { createHash } from 'node:crypto';

/**
 * /payment's first paint: «پرداخت» is a plain form, so a tap before the island wakes (a
 * slow network) posts it; this inline script, in the page itself, shows that tap busy at
 * once and keeps a second tap from posting again. The island, awake, handles its own
 * submits (they arrive here already prevented). Back from the bank by the browser's back
 * button (a page from the back-forward cache), the button is a button again.
 */
export const PAY_FIRST_PAINT_SCRIPT = `document.addEventListener('submit', function (e) {
  var f = e.target;
  if (e.defaultPrevented || !f.matches || !f.matches('[data-payment-form]')) return;
  if (f.getAttribute('aria-busy') === 'true') { e.preventDefault(); return; }
  f.setAttribute('aria-busy', 'true');
  var b = e.submitter || f.querySelector('button[type=submit]');
  if (!b) return;
  b.setAttribute('aria-busy', 'true');
  var l = b.querySelector('[data-continue-label]'), busy = b.getAttribute('data-busy-text');
  if (l && busy) { l.setAttribute('data-label', l.textContent); l.textContent = busy; }
});
addEventListener('pageshow', function (e) {
  if (!e.persisted) return;
  document.querySelectorAll('[data-payment-form][aria-busy], [data-payment-form] [aria-busy]').forEach(function (n) { n.removeAttribute('aria-busy'); });
  document.querySelectorAll('[data-payment-form] [data-label]').forEach(function (l) { l.textContent = l.getAttribute('data-label'); });
});`;

export const PAY_FIRST_PAINT_HASH = `sha256-${createHash('sha256').update(PAY_FIRST_PAINT_SCRIPT).digest('base64')}` as const;
