import type { AstroGlobal } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { errorsOfRefusal } from '#server/http/form-values.ts';
import { UPLOAD_LIMITS } from '#server/media/uploads.ts';
import { messages } from '#lib/validation/messages.ts';
import { sessionActor, sessionUser } from '../page-identity.ts';
import { isUserUploadKind, UPLOAD_MESSAGES, type UserUploadKind, type UserUploadView } from './kinds.ts';
import { storeUserUpload, uploadsOf } from './service.ts';

/**
 * /profile/documents (spec section 2): the three identity documents, one plain multipart form
 * per kind, handled by the same service as /v6/user-upload/insert. A post that works answers
 * 303 back to the kind; one that does not comes back with the reason beside that kind's form.
 * Personal, never cached.
 */
export const DOCUMENTS_PAGE = '/profile/documents';

/** The multipart limit the page reads (a phone photo of up to 5 MB the browser could not shrink, and the form around it). */
const FORM_MAX_BYTES = UPLOAD_LIMITS.bytes + 64 * 1024;

export interface DocumentsPage {
  items: UserUploadView[];
  /** The kind a post was for (its form shows the errors). */
  kind: UserUploadKind | null;
  errors: Record<string, string>;
  /** The kind just uploaded (?done=). */
  uploaded: UserUploadKind | null;
  acting: boolean;
}

export async function documentsPage(Astro: AstroGlobal): Promise<Response | DocumentsPage> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const user = await sessionUser(Astro.cookies);
  if (!user) return Astro.redirect(`/auth?back=${encodeURIComponent(DOCUMENTS_PAGE)}`, 302);
  const { db } = await getDatabase();
  const acting = (await sessionActor(Astro.cookies)) !== null;
  const done = Astro.url.searchParams.get('done');
  const state = async (kind: UserUploadKind | null, errors: Record<string, string> = {}): Promise<DocumentsPage> => ({
    items: await uploadsOf(db, user.id),
    kind,
    errors,
    uploaded: kind === null && isUserUploadKind(done) ? done : null,
    acting,
  });
  if (Astro.request.method !== 'POST') return state(null);

  if (Number(Astro.request.headers.get('content-length') ?? 0) > FORM_MAX_BYTES) {
    Astro.response.status = 413;
    return state(null, { _: messages.fileHuge });
  }
  const form = await Astro.request.formData().catch(() => new FormData());
  const kind = form.get('kind');
  if (!isUserUploadKind(kind)) {
    Astro.response.status = 422;
    return state(null, { _: UPLOAD_MESSAGES.kind });
  }
  try {
    await storeUserUpload(db, user.id, kind, form.get('file'));
    return Astro.redirect(`${DOCUMENTS_PAGE}?done=${kind}#document-${kind}`, 303);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    Astro.response.status = err.status;
    return state(kind, errorsOfRefusal(err));
  }
}
