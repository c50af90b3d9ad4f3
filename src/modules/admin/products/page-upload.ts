import type { AstroGlobal } from 'astro';
import { ApiError } from '#server/errors.ts';
import type { FormOutcome } from '../page-form.ts';
import { pictureUpload } from './validation.ts';

/**
 * The edit page's picture upload: a multipart POST (page-form.ts reads text fields only),
 * answered the same way: 303 back with `?done=`, or the page again with the Persian field
 * errors (422) beside the upload form.
 */
export const isUpload = (request: Request) => request.method === 'POST' && (request.headers.get('content-type') ?? '').includes('multipart/form-data');

export async function handlePictureUpload(
  Astro: AstroGlobal,
  run: (productId: number, file: unknown, alt: string) => Promise<unknown>,
): Promise<Response | FormOutcome> {
  const form = await Astro.request.formData().catch(() => new FormData());
  const values = { product_id: String(form.get('product_id') ?? ''), alt: String(form.get('alt') ?? '') };
  const outcome: FormOutcome = { action: 'picture.upload', id: '', errors: {}, values };
  const parsed = pictureUpload.safeParse(values);
  try {
    if (!parsed.success) {
      for (const issue of parsed.error.issues) outcome.errors[String(issue.path[0] ?? '_')] ??= issue.message;
      throw new ApiError(422, 'اطلاعات وارد شده معتبر نیست');
    }
    await run(parsed.data.product_id, form.get('file'), parsed.data.alt);
    return Astro.redirect(`${Astro.url.pathname}?done=picture-added`, 303);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    for (const f of err.fields ?? []) outcome.errors[f.field] ??= f.message;
    if (!Object.keys(outcome.errors).length) outcome.errors._ = err.message;
    Astro.response.status = err.status;
    return outcome;
  }
}
