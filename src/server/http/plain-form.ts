import type { AstroGlobal } from 'astro';
import type { z } from 'zod';
import { ApiError } from '../errors.ts';
import { errorsOfRefusal, parseFormValues, textValues } from './form-values.ts';

export interface PlainForm {
  /** What was posted (to show again), empty before a post. */
  values: Record<string, string>;
  /** A Persian message per field; `_` for one that belongs to no field. */
  errors: Record<string, string>;
}

/**
 * A shopper's page with one plain form (a review, a question, an experience note): on a
 * POST its fields are parsed with `schema` (`fixed` fields come from the page, never from
 * the post: the product in the path), 422 with a message per field when they do not parse;
 * `run` makes the change and names where to go (303, so a reload never posts twice); a
 * service's refusal (ApiError) comes back beside its fields with its status.
 */
export async function handlePlainForm<S extends z.ZodType>(
  Astro: AstroGlobal,
  schema: S,
  run: (data: z.output<S>) => Promise<string>,
  fixed: Record<string, string> = {},
): Promise<Response | PlainForm> {
  if (Astro.request.method !== 'POST') return { values: {}, errors: {} };
  const values = textValues(await Astro.request.formData().catch(() => new FormData()));
  const parsed = parseFormValues({ ...values, ...fixed }, schema);
  if ('errors' in parsed) {
    Astro.response.status = 422;
    return { values, errors: parsed.errors };
  }
  try {
    return Astro.redirect(await run(parsed.data), 303);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    Astro.response.status = err.status;
    return { values, errors: errorsOfRefusal(err) };
  }
}
