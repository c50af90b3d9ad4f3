import { describe, expect, it } from 'vitest';
import { codeSchema, newPasswordSchema, stepForError } from './form.ts';

/** The first message per field, as the form's resolver shows them. */
const messageOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('change-password form', () => {
  it('takes the code in Persian or Arabic digits and sends ASCII, at exactly the code length', () => {
    expect(codeSchema(6).parse({ code: '۱۲۳۴۵۶' })).toEqual({ code: '123456' });
    expect(codeSchema(6).parse({ code: '١٢٣٤٥٦' })).toEqual({ code: '123456' });
    expect(codeSchema(5).parse({ code: ' 12345 ' })).toEqual({ code: '12345' });
    expect(messageOf(codeSchema(6).safeParse({ code: '۱۲۳' }))).toEqual({ code: 'کد تأیید باید ۶ رقم باشد' });
    expect(codeSchema(6).safeParse({ code: '12345a' }).success).toBe(false);
  });

  it('applies the spec password rule: 6+ of English letters, digits and @$!%*#?^&~', () => {
    expect(newPasswordSchema.parse({ password: 'abc12@', password_repeat: 'abc12@' })).toEqual({ password: 'abc12@', password_repeat: 'abc12@' });
    expect(newPasswordSchema.safeParse({ password: 'A~^&#?', password_repeat: 'A~^&#?' }).success).toBe(true);
    const rule = 'رمز عبور باید حداقل ۶ کاراکتر و شامل حروف انگلیسی و اعداد باشد';
    expect(messageOf(newPasswordSchema.safeParse({ password: 'abc12', password_repeat: 'abc12' }))).toEqual({ password: rule });
    expect(messageOf(newPasswordSchema.safeParse({ password: 'رمزعبور۱۲', password_repeat: 'رمزعبور۱۲' }))).toEqual({ password: rule });
    expect(messageOf(newPasswordSchema.safeParse({ password: 'abc 123', password_repeat: 'abc 123' }))).toEqual({ password: rule });
    // Persian digits are not folded: the login form sends the password exactly as typed.
    expect(newPasswordSchema.safeParse({ password: 'abc۱۲۳', password_repeat: 'abc۱۲۳' }).success).toBe(false);
  });

  it('asks for the repeat and for it to match', () => {
    expect(messageOf(newPasswordSchema.safeParse({ password: 'bazaar123', password_repeat: '' }))).toEqual({ password_repeat: 'این فیلد الزامی است' });
    expect(messageOf(newPasswordSchema.safeParse({ password: 'bazaar123', password_repeat: 'bazaar124' }))).toEqual({
      password_repeat: 'تکرار رمز عبور با رمز عبور یکسان نیست',
    });
  });

  it('sends code troubles back to step 2 and password troubles to step 3', () => {
    expect(stepForError([{ field: 'code' }], 422)).toBe('code');
    expect(stepForError([{ field: 'password' }], 422)).toBe('password');
    expect(stepForError([{ field: 'password' }, { field: 'code' }], 422)).toBe('code');
    expect(stepForError([], 429)).toBe('code');
  });
});
