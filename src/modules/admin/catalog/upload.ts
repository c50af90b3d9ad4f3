import { validationError } from '#server/errors.ts';
import { BULK_LIMITS } from './bulk-csv.ts';

/**
 * The uploaded bulk file as text: at most BULK_LIMITS.bytes, and really text (UTF-8, as
 * spreadsheets save "CSV UTF-8"; no NUL bytes), whatever its name or declared type says.
 */
export const UPLOAD_MESSAGES = {
  missing: 'فایل CSV را انتخاب کنید',
  tooBig: 'حجم فایل بیش از ۱ مگابایت است',
  notText: 'فایل باید CSV با کدگذاری UTF-8 باشد (در Excel: ذخیره به‌صورت CSV UTF-8)',
};

export async function csvTextOf(file: FormDataEntryValue | null): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw validationError([{ field: 'file', message: UPLOAD_MESSAGES.missing }]);
  if (file.size > BULK_LIMITS.bytes) throw validationError([{ field: 'file', message: UPLOAD_MESSAGES.tooBig }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw validationError([{ field: 'file', message: UPLOAD_MESSAGES.notText }]);
  }
  if (text.includes('\u0000')) throw validationError([{ field: 'file', message: UPLOAD_MESSAGES.notText }]);
  return text;
}
