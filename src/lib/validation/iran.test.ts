import { describe, expect, it } from 'vitest';
import {
  bankOfCard,
  bankOfSheba,
  isValidCardNumber,
  isValidLandline,
  isValidLegalId,
  isValidNationalCode,
  isValidPostalCode,
  isValidSheba,
  normalizeMobile,
  shebaBankCode,
} from './iran.ts';

// Every vector comes from shared/domain/IRAN.md part A.
const table = (fn: (s: string) => boolean, valid: string[], invalid: string[]) => {
  it.each(valid)('accepts %s', (v) => expect(fn(v)).toBe(true));
  it.each(invalid)('rejects %s', (v) => expect(fn(v)).toBe(false));
};

describe('national code (A1)', () =>
  table(
    isValidNationalCode,
    ['0499370899', '0790419904', '1583250689', '0013542419', '۰۰۱۳۵۴۲۴۱۹'],
    ['1234567890', '0499370898', '1111111111', '0000000000', '012345678'],
  ));

describe('legal national id (A2)', () => table(isValidLegalId, ['10380284790', '14003778990', '10100387882'], ['10380284792', '11111111111', '09748208301']));

describe('card number (A3)', () => {
  table(
    isValidCardNumber,
    ['6037701689095443', '6219861034529007', '6037991000000004', '6037-7016-8909-5443'],
    ['6219861034529008', '6037701689095444', '603770168909544', '4111111111111111'],
  );
  it('names the issuing bank', () => {
    expect(bankOfCard('6037701689095443')).toBe('کشاورزی');
    expect(bankOfCard('6219861034529007')).toBe('سامان');
    expect(bankOfCard('6037991000000004')).toBe('ملی ایران');
    expect(bankOfCard('6104330000000000')).toBe('ملت');
    expect(bankOfCard('5022290000000000')).toBe('پاسارگاد');
  });
});

describe('sheba (A4)', () =>
  table(
    isValidSheba,
    [
      'IR820540102680020817909002',
      'IR550570022080013447370101',
      'IR580540105180021273113007',
      'IR790610000000700796858044',
      'ir82 0540 1026 8002 0817 9090 02',
      '820540102680020817909002',
    ],
    ['IR820540102680020817909003', 'IR012345678901234567890123', 'IR8205401026800208179090'],
  ));

describe('sheba bank code (A4: digits 5–7)', () => {
  it('names the bank of each vector', () => {
    expect(shebaBankCode('IR820540102680020817909002')).toBe('054');
    expect(bankOfSheba('IR820540102680020817909002')).toBe('پارسیان');
    expect(bankOfSheba('IR550570022080013447370101')).toBe('پاسارگاد');
    expect(bankOfSheba('۷۹۰۶۱۰۰۰۰۰۰۰۷۰۰۷۹۶۸۵۸۰۴۴')).toBe('شهر');
  });
  it('knows no bank for a malformed Sheba or an unknown code', () => {
    expect(bankOfSheba('IR8205401026800208179090')).toBeUndefined();
    expect(bankOfSheba('IR009990000000000000000000')).toBeUndefined();
  });
});

describe('mobile (A5)', () => {
  it.each(['09123456789', '+989123456789', '00989123456789', '989351234567', '۰۹۱۲۳۴۵۶۷۸۹', '0912 345 6789'])('normalises %s to 09…', (v) =>
    expect(normalizeMobile(v)).toMatch(/^09\d{9}$/),
  );
  it('keeps the number itself', () => expect(normalizeMobile('+989351234567')).toBe('09351234567'));
  it.each(['0912345678', '08123456789', '091234567890'])('rejects %s', (v) => expect(normalizeMobile(v)).toBeNull());
});

describe('landline (A6)', () =>
  table(
    isValidLandline,
    ['02188776655', '+982188776655', '03132223344', '02632345678', '05138001234'],
    ['02012345678', '0218877665', '09123456789', '021887766550'],
  ));

describe('postal code (A7)', () =>
  table(
    isValidPostalCode,
    ['1619735744', '1416932790', '5174643119', '1961535744', '13951-43678'],
    ['0123456789', '2987654321', '1428963210', '1111735744', '161973574'],
  ));
