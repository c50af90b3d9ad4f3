import { describe, expect, it } from 'vitest';
import { isCompleteRegister } from '#modules/account/identity.ts';
import { missingProfileFields } from './buyer-ready.ts';

const complete = {
  firstName: 'سارا',
  lastName: 'محمدی',
  sex: 0,
  birthday: '1990-01-01',
  nationalCode: '0013542419',
  isForeign: false,
  identityVerified: false,
};
const fields = (u: typeof complete | Record<string, unknown>) => missingProfileFields({ ...complete, ...u }).map((f) => f.field);

describe('missingProfileFields', () => {
  it('asks nothing of a complete profile, a foreign member without a national code, or a verified identity', () => {
    expect(fields({})).toEqual([]);
    expect(fields({ nationalCode: null, isForeign: true })).toEqual([]);
    expect(fields({ firstName: null, nationalCode: null, identityVerified: true })).toEqual([]);
  });

  it('names each missing field with the profile API’s names, blank names counting as missing', () => {
    expect(fields({ nationalCode: null })).toEqual(['national_code']);
    expect(fields({ firstName: '  ', lastName: null, sex: null, birthday: null, nationalCode: '' })).toEqual([
      'first_name',
      'last_name',
      'sex',
      'birthday',
      'national_code',
    ]);
  });

  it('refuses exactly the profiles the registration rule calls incomplete', () => {
    const variants = [
      {},
      { firstName: null },
      { sex: 2 },
      { birthday: null },
      { nationalCode: null },
      { nationalCode: null, isForeign: true },
      { lastName: null, identityVerified: true },
    ];
    for (const v of variants) {
      const u = { ...complete, ...v };
      expect(missingProfileFields(u).length === 0).toBe(isCompleteRegister(u));
    }
  });
});
