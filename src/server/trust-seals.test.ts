import { describe, expect, it } from 'vitest';
import { trustBadges, withTrustSealImages, type TrustSeals } from './trust-seals.ts';

const seals = (over: { enamad?: TrustSeals['enamad']; samandehi?: TrustSeals['samandehi'] } = {}): TrustSeals => ({
  enamad: over.enamad ?? { id: undefined, code: undefined },
  samandehi: over.samandehi ?? { id: undefined, code: undefined, logoCode: undefined },
});

const PAGE_CSP = "default-src 'self';img-src 'self' data:;font-src 'self'; script-src 'self'";

describe('the footer trust seals', () => {
  it('shows nothing and allows no other site when nothing is configured', () => {
    expect(trustBadges(seals())).toEqual([]);
    expect(withTrustSealImages(PAGE_CSP, [])).toBe(PAGE_CSP);
  });

  it('renders the official e-Namad and Samandehi links and pictures when configured', () => {
    const badges = trustBadges(seals({ enamad: { id: '123456', code: 'AbCdEf123' }, samandehi: { id: '98765', code: 'verifyP', logoCode: 'logoP' } }));
    expect(badges).toEqual([
      {
        key: 'enamad',
        label: 'نماد اعتماد الکترونیکی (اینماد)',
        href: 'https://trustseal.enamad.ir/?id=123456&Code=AbCdEf123',
        image: 'https://trustseal.enamad.ir/logo.aspx?id=123456&Code=AbCdEf123',
      },
      {
        key: 'samandehi',
        label: 'نشان ملی ثبت رسانه‌های دیجیتال (ساماندهی)',
        href: 'https://logo.samandehi.ir/Verify.aspx?id=98765&p=verifyP',
        image: 'https://logo.samandehi.ir/logo.aspx?id=98765&p=logoP',
      },
    ]);
    expect(withTrustSealImages(PAGE_CSP, badges)).toBe(
      "default-src 'self';img-src 'self' data: https://trustseal.enamad.ir https://logo.samandehi.ir;font-src 'self'; script-src 'self'",
    );
    // Once only, even on an answer that passes twice (the page cache).
    expect(withTrustSealImages(withTrustSealImages(PAGE_CSP, badges), badges)).toBe(withTrustSealImages(PAGE_CSP, badges));
    expect(withTrustSealImages("default-src 'self'", badges.slice(0, 1))).toBe("default-src 'self'; img-src 'self' data: https://trustseal.enamad.ir;");
  });

  it('needs both halves of a seal, and ignores values that are not plain tokens', () => {
    expect(trustBadges(seals({ enamad: { id: '123', code: undefined } }))).toEqual([]);
    expect(trustBadges(seals({ enamad: { id: '123"><script>', code: 'x' } }))).toEqual([]);
    const [samandehi] = trustBadges(seals({ samandehi: { id: '5', code: 'p1', logoCode: undefined } }));
    expect(samandehi?.image).toBe('https://logo.samandehi.ir/logo.aspx?id=5&p=p1');
  });
});
