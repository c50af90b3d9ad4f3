import { describe, expect, it } from 'vitest';
import { bankRedirectPage } from './bank-redirect.ts';

describe('the page that carries the shopper to a bank wanting a form POST', () => {
  it('posts the bank’s fields to the bank’s address, submitting itself, with a button for browsers without JavaScript', () => {
    const html = bankRedirectPage({ action: 'https://bpm.shaparak.ir/pgwchannel/startpay.mellat', fields: { RefId: 'AF82041a2Bf6989c7fF9' } });
    expect(html).toContain('<form method="post" action="https://bpm.shaparak.ir/pgwchannel/startpay.mellat" id="go">');
    expect(html).toContain('<input type="hidden" name="RefId" value="AF82041a2Bf6989c7fF9">');
    expect(html).toContain('<button type="submit">ادامه به درگاه بانک</button>');
    expect(html).toContain('lang="fa" dir="rtl"');
  });

  it('escapes every value, so a bank’s answer can never inject markup', () => {
    const html = bankRedirectPage({ action: 'https://bank.example/"><script>', fields: { 'a"b': '"><img src=x onerror=alert(1)>' } });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('&#34;&#62;&#60;img');
  });
});
