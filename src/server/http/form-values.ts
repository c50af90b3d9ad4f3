import type { z } from 'zod';
import { ApiError } from '../errors.ts';
import { BAD_TEXT_MESSAGE, badTextField } from './bad-text.ts';
import { unfold } from './body.ts';

/**
 * A page's plain form, read the way the API reads a body (body.ts): its text fields
 * (files are the page's to read), names unfolded, a control character refused as the
 * field's error, then the zod schema. Errors are one Persian message per field, the
 * first for each; `_` holds one that belongs to no field.
 */
export const textValues = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'));

export function parseFormValues<S extends z.ZodType>(values: Record<string, string>, schema: S): { data: z.output<S> } | { errors: Record<string, string> } {
  const body = unfold(Object.entries(values));
  const bad = badTextField(body);
  if (bad) return { errors: { [bad]: BAD_TEXT_MESSAGE } };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return { errors };
}

/** A service's refusal as the form shows it: beside its fields, or as one message. */
export function errorsOfRefusal(err: ApiError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of err.fields ?? []) errors[f.field] ??= f.message;
  if (!err.fields?.length) errors._ = err.message;
  return errors;
}
