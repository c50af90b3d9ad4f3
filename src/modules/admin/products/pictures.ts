import type { DbOrTx } from '#server/db/client.ts';
import { removePicture } from '#server/media/uploads.ts';
import { addPictureIn, deletePictureIn, editPictureAltIn, movePictureIn, orderPicturesIn, storePictureFile } from '#modules/catalog/index.ts';
import { catalogChange, type Editor } from './change.ts';

/**
 * A product's pictures in the back office, audited: upload, alt text, order and removal.
 * The checks, the stored sizes and the rows are the catalogue's (catalog/manage/pictures.ts),
 * the row change run in the transaction that writes the audit row. Files no committed row
 * names are removed here: a refused upload's, and a deleted picture's after the commit.
 */

/** Checks and stores the file first, then adds the row last in order; a refused row takes its files with it. */
export async function uploadPicture(db: DbOrTx, editor: Editor, productId: number, file: unknown, alt: string): Promise<number> {
  const path = await storePictureFile(file);
  try {
    return await catalogChange(db, editor, 'product.picture.upload', async (tx) => {
      const { id, after } = await addPictureIn(tx, productId, path, alt);
      return { result: id, subjectType: 'product-image', subjectId: id, after };
    });
  } catch (err) {
    // No row points at the files: they go too.
    await removePicture(path);
    throw err;
  }
}

export function editPictureAlt(db: DbOrTx, editor: Editor, id: number, alt: string): Promise<number> {
  return catalogChange(db, editor, 'product.picture.alt', async (tx) => {
    const { productId, before, after } = await editPictureAltIn(tx, id, alt);
    return { result: productId, subjectType: 'product-image', subjectId: id, before, after };
  });
}

/** Sets the order to `ids` (every picture of the product, once). */
export function orderPictures(db: DbOrTx, editor: Editor, productId: number, ids: number[]): Promise<number> {
  return catalogChange(db, editor, 'product.picture.order', async (tx) => {
    const { before, after } = await orderPicturesIn(tx, productId, ids);
    return { result: productId, subjectType: 'product', subjectId: productId, before, after };
  });
}

/** The page's one step: the picture swaps places with its neighbour (nothing to do at either end). */
export function movePicture(db: DbOrTx, editor: Editor, id: number, direction: 'up' | 'down'): Promise<number> {
  return catalogChange(db, editor, 'product.picture.order', async (tx) => {
    const { productId, before, after } = await movePictureIn(tx, id, direction);
    return { result: productId, subjectType: 'product', subjectId: productId, before, after };
  });
}

export async function deletePicture(db: DbOrTx, editor: Editor, id: number): Promise<number> {
  const gone = await catalogChange(db, editor, 'product.picture.delete', async (tx) => {
    const { before } = await deletePictureIn(tx, id);
    return { result: before, subjectType: 'product-image', subjectId: id, before };
  });
  // After the commit: a rolled-back delete keeps its files.
  if (gone.path) await removePicture(gone.path);
  return gone.productId;
}
