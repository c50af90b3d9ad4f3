import type { AstroGlobal } from 'astro';
import type { z } from 'zod';
import { ApiError } from '#server/errors.ts';
import { errorsOfRefusal, parseFormValues, textValues } from '#server/http/form-values.ts';

/**
 * The back office's plain HTML forms, handled the same way on every page: the posted
 * form's hidden `action` picks what to do; its fields are parsed with the action's zod
 * schema (422 and a Persian message per field when they do not parse); the service's own
 * refusals (ApiError: 404, 409, 422 with fields) come back the same way; success answers
 * 303 back to the page with `?done=<key>`, so a reload never posts twice.
 */
export interface PageAction<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Does the change; returns the `done` key the page turns into its message, or a local path ("/…") to go to instead. */
  run: (data: z.output<S>) => Promise<string>;
}

export interface FormOutcome {
  action: string;
  /** The subject the form was about (its `id` field), so the page shows the errors beside the right one. */
  id: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export const action = <S extends z.ZodType>(schema: S, run: (data: z.output<S>) => Promise<string>): PageAction => ({ schema, run: run as PageAction['run'] });

export async function handlePageForm(
  Astro: AstroGlobal,
  actions: Record<string, PageAction>,
  back = Astro.url.pathname + Astro.url.search,
): Promise<Response | FormOutcome | null> {
  if (Astro.request.method !== 'POST') return null;
  const form = await Astro.request.formData().catch(() => new FormData());
  const values = textValues(form);
  const name = values.action ?? '';
  const outcome: FormOutcome = { action: name, id: values.id ?? '', errors: {}, values };
  const chosen = actions[name];
  if (!chosen) {
    outcome.errors._ = 'درخواست نامعتبر است';
    Astro.response.status = 422;
    return outcome;
  }
  const parsed = parseFormValues(values, chosen.schema);
  if ('errors' in parsed) {
    outcome.errors = parsed.errors;
    Astro.response.status = 422;
    return outcome;
  }
  try {
    const done = await chosen.run(parsed.data);
    if (done.startsWith('/') && !done.startsWith('//')) return Astro.redirect(done, 303);
    const to = new URL(back, Astro.url);
    to.searchParams.set('done', done);
    return Astro.redirect(`${to.pathname}${to.search}`, 303);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    outcome.errors = errorsOfRefusal(err);
    Astro.response.status = err.status;
    return outcome;
  }
}
