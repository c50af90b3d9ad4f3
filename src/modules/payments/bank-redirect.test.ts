import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankRedirectPage } from './bank-redirect.ts';

describe('the page that carries the shopper on to the bank', () => {
  it('posts a form bank’s fields to it, submitting itself, with a button for browsers without JavaScript', () => {
    const { html, csp } = bankRedirectPage({ action: 'https://bpm.shaparak.ir/pgwchannel/startpay.mellat', fields: { RefId: 'AF82041a2Bf6989c7fF9' } });
    expect(html).toContain('<form method="post" action="https://bpm.shaparak.ir/pgwchannel/startpay.mellat" id="go">');
    expect(html).toContain('<input type="hidden" name="RefId" value="AF82041a2Bf6989c7fF9">');
    expect(html).toContain('<button type="submit">ادامه به درگاه بانک</button>');
    expect(html).toContain('lang="fa" dir="rtl"');
    // Its CSP lets only that bank take the form, and only its own script run.
    const script = /<script>(.*)<\/script>/.exec(html)![1]!;
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).toContain('form-action https://bpm.shaparak.ir');
  });

  it('sends the shopper on to any other bank’s page, without script or forms', () => {
    const { html, csp } = bankRedirectPage({ url: 'https://payment.zarinpal.com/pg/StartPay/A0000000000000000000000000000012345' });
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=https://payment.zarinpal.com/pg/StartPay/A0000000000000000000000000000012345">');
    expect(html).toContain('<a href="https://payment.zarinpal.com/pg/StartPay/A0000000000000000000000000000012345">ادامه به درگاه بانک</a>');
    expect(html).not.toContain('<script');
    expect(csp).toContain("form-action 'none'");
  });

  it('escapes every value, so a bank’s answer can never inject markup', () => {
    const { html } = bankRedirectPage({ action: 'https://bank.example/"><script>', fields: { 'a"b': '"><img src=x onerror=alert(1)>' } });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('&#34;&#62;&#60;img');
  });
});
