import { createHash } from 'node:crypto';

/**
 * The cart page's first-paint script, inlined in the page so it runs
 * while the HTML is still arriving, before any script file: until the page's script
 * (enhance-cart-page.ts) has taken over, a tap on a cart form goes out as the plain form it is and
 * shows at once as pending (a stepper with its new count). Server-only: the page inlines
 * the text and adds its hash to the page's Content-Security-Policy.
 */
export const FIRST_PAINT_SCRIPT = `document.addEventListener('submit', function (e) {
  var f = e.target, b = e.submitter;
  if ('cartReady' in document.documentElement.dataset || !f.closest || !f.closest('[data-cart-root]') || f.method !== 'post') return;
  if (b) b.setAttribute('aria-busy', 'true');
  var line = f.closest('[data-cart-line],[data-future-line]');
  if (!line) return;
  line.setAttribute('aria-busy', 'true');
  var s = line.querySelector('[data-line-status]');
  if (s) s.textContent = s.getAttribute('data-pending') || '';
  var o = f.querySelector('output');
  if (o && b && b.value && b.getAttribute('data-step') !== '0') o.textContent = b.value.replace(/[0-9]/g, function (d) { return '۰۱۲۳۴۵۶۷۸۹'[d]; });
});`;

export const FIRST_PAINT_HASH = `sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}` as const;
