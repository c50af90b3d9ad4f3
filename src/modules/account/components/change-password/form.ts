import * as z from 'zod/mini';
import { fa } from '#i18n/fa.ts';
import { messages } from '#lib/validation/messages.ts';
import { password } from '#lib/validation/rules.ts';
import { codeRule } from '../steps/code-parts.tsx';

/**
 * The change-password steps (spec section 4: 1 info, 2 verify code, 3 set password,
 * 4 success). Codes are single use and the API checks the code only together with the
 * new password, so step 2 just collects it; step 3 sends both.
 */
export const STEPS = ['info', 'code', 'password', 'success'] as const;
export type Step = (typeof STEPS)[number];

/** Exactly `length` digits, Persian or Arabic ones too, sent as ASCII. */
export const codeSchema = (length: number) => z.object({ code: codeRule(length) });

/** Spec section 5 `password`, typed twice. Kept as typed (no digit folding): it must match at login. */
export const newPasswordSchema = z
  .object({
    password: password(),
    password_repeat: z.string().check(z.minLength(1, { error: messages.required })),
  })
  .check(z.refine((v) => v.password === v.password_repeat, { error: fa.auth.passwordMismatch, path: ['password_repeat'] }));

export type NewPassword = z.infer<typeof newPasswordSchema>;

/** Where a failed save sends the shopper: the code's own troubles go back to step 2. */
export function stepForError(fields: readonly { field: string }[], status: number): 'code' | 'password' {
  if (status === 429) return 'code'; // too many wrong tries: the code is spent
  return fields.some((f) => f.field === 'code') ? 'code' : 'password';
}
