import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { issueLogin } from './auth/tokens.ts';
import { users } from './schema.ts';

/**
 * POST /v6/profile/update-on-order asks only what an order still lacks (docs/adr/0029): a
 * field left out keeps what the account has, so checkout sends the parts the shopper was
 * asked and the account ends complete (spec section 4); a part neither sent nor held is
 * refused in Persian and nothing is saved. /v6/profile/insert still takes the whole profile.
 */
const t = useTestApi();
let n = 0;

type Start = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'sex' | 'birthday' | 'nationalCode' | 'isForeign'>>;

async function account(start: Start = {}) {
  const mobile = `0936${String(process.pid % 1000).padStart(3, '0')}${String(n++).padStart(4, '0')}`;
  const [user] = await t.db
    .insert(users)
    .values({ username: mobile, mobile, ...start })
    .returning({ id: users.id });
  const { tokens } = await issueLogin(t.db, user!.id, 'retail-web');
  return { id: user!.id, auth: { Authorization: `Bearer ${tokens.access_token}` } };
}

const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const onOrder = (body: object, auth: Record<string, string>) => t.call('POST', '/v6/profile/update-on-order', body, auth);
const fields = (res: { body: { data: { field: string; message: string }[] } }) => Object.fromEntries(res.body.data.map((f) => [f.field, f.message]));

describe('POST /v6/profile/update-on-order: only what the order lacks', () => {
  it('completes a new account from the five parts of a complete registration, no «foreign» flag needed', async () => {
    const a = await account();
    const res = await onOrder({ first_name: 'نگار', last_name: 'صالحی', sex: 0, birthday: '1990-05-12', national_code: '۰۰۱۳۵۴۲۴۱۹' }, a.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ isCompleteRegister: true, fullName: 'نگار صالحی', nationalCode: '0013542419', isForeign: false });
  });

  it('takes only the national code from an account that has the rest, and keeps the rest', async () => {
    const a = await account({ firstName: 'سارا', lastName: 'محمدی', sex: 0, birthday: '1991-03-21' });
    const res = await onOrder({ national_code: '0499370899' }, a.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ isCompleteRegister: true, first_name: 'سارا', last_name: 'محمدی', sex: 0, birthday: '1991-03-21' });
    expect(await row(a.id)).toMatchObject({ firstName: 'سارا', sex: 0, birthday: '1991-03-21', nationalCode: '0499370899', isForeign: false });
    // The header's name hint is the account's name, though no name was sent.
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`bz_user=${encodeURIComponent('سارا')};`))).toBe(true);
  });

  it('takes the parts a named account lacks (sex, birthday, national code)', async () => {
    const a = await account({ firstName: 'علی', lastName: 'رضایی' });
    const res = await onOrder({ sex: 1, birthday: '1988-10-07', national_code: '1583250689' }, a.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ isCompleteRegister: true, fullName: 'علی رضایی' });
  });

  it('refuses, in Persian and per field, each part neither sent nor held, and saves nothing', async () => {
    const a = await account({ firstName: 'علی' });
    const res = await onOrder({ national_code: '0499370899' }, a.auth);
    expect(res.status).toBe(422);
    expect(fields(res)).toEqual({ last_name: 'این فیلد الزامی است', sex: 'جنسیت را انتخاب کنید', birthday: 'این فیلد الزامی است' });
    expect(await row(a.id)).toMatchObject({ firstName: 'علی', lastName: null, nationalCode: null });
  });

  it('still checks what is sent, over what the account holds', async () => {
    const a = await account({ firstName: 'سارا', lastName: 'محمدی', sex: 0, birthday: '1991-03-21' });
    const res = await onOrder({ first_name: 'س', national_code: '1234567890' }, a.auth);
    expect(res.status).toBe(422);
    expect(Object.keys(fields(res)).sort()).toEqual(['first_name', 'national_code']);
    expect(fields(res).national_code).toBe('کد ملی معتبر نیست');
    expect((await row(a.id)).firstName).toBe('سارا');
  });

  it('treats the national code and «foreign national» as one pair: either sent decides both', async () => {
    const foreign = await account({ firstName: 'Omar', lastName: 'Haddad', sex: 1, birthday: '1985-01-01', isForeign: true });
    // Nothing about the identity sent: a foreign national stays one (and complete).
    expect((await onOrder({ first_name: 'عمر' }, foreign.auth)).body.data).toMatchObject({ isCompleteRegister: true, isForeign: true });
    // A national code sent without the flag: no longer foreign.
    const res = await onOrder({ national_code: '0790419904' }, foreign.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await row(foreign.id)).toMatchObject({ isForeign: false, nationalCode: '0790419904', firstName: 'عمر' });

    const other = await account({ firstName: 'Lina', lastName: 'Karam', sex: 0, birthday: '1992-02-02' });
    expect((await onOrder({ is_foreign: 1 }, other.auth)).body.data).toMatchObject({ isCompleteRegister: true, isForeign: true, nationalCode: null });
  });

  it('leaves /v6/profile/insert asking for the whole profile', async () => {
    const a = await account({ firstName: 'سارا', lastName: 'محمدی', sex: 0, birthday: '1991-03-21' });
    const res = await t.call('POST', '/v6/profile/insert', { national_code: '0499370899' }, a.auth);
    expect(res.status).toBe(422);
    expect(Object.keys(fields(res)).sort()).toEqual(['birthday', 'first_name', 'last_name', 'sex']);
    expect((await row(a.id)).nationalCode).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    expect((await onOrder({ national_code: '0499370899' }, {})).status).toBe(401);
  });
});
