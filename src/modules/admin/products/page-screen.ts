import type { AstroGlobal } from 'astro';
import type { Db } from '#server/db/client.ts';
import { getDatabase } from '#server/db/client.ts';
import { requestIp } from '#server/http/client-address.ts';
import { gate } from '../page-gate.ts';
import { handlePageForm, type FormOutcome, type PageAction } from '../page-form.ts';
import type { Editor } from './change.ts';
import { handlePictureUpload, isUpload } from './page-upload.ts';

type Upload = (db: Db, editor: Editor) => (productId: number, file: unknown, alt: string) => Promise<unknown>;

/**
 * What every products screen does first: the gate (`catalog.edit`), then its plain forms
 * (page-form.ts) with the staff member and address as the editor; a success answers 303
 * back to `back`, whose `?done=` key becomes the screen's message from `done`. A screen
 * with `upload` takes a multipart picture post there instead (page-upload.ts).
 */
export async function openProductsScreen(
  Astro: AstroGlobal,
  back: string,
  actions: (db: Db, editor: Editor) => Record<string, PageAction>,
  done: Record<string, string> = {},
  upload?: Upload,
) {
  const entry = await gate(Astro, 'catalog.edit');
  if (entry instanceof Response) return entry;
  const { db } = await getDatabase();
  const staff = 'staff' in entry ? entry.staff : null;
  let outcome: FormOutcome | null = null;
  if (staff) {
    const editor = { staff, ip: requestIp(Astro.request) };
    const handled =
      upload && isUpload(Astro.request) ? await handlePictureUpload(Astro, upload(db, editor)) : await handlePageForm(Astro, actions(db, editor), back);
    if (handled instanceof Response) return handled;
    outcome = handled;
  }
  return { entry, staff, db, outcome, done: done[Astro.url.searchParams.get('done') ?? ''] };
}
