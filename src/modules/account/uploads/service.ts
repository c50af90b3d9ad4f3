import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { readPrivateFile, removePrivateFile } from '#server/media/private-files.ts';
import { checkUpload, storeUpload } from '#server/media/private-upload.ts';
import { userUploads } from '../schema.ts';
import { isUserUploadKind, UPLOAD_MESSAGES, USER_UPLOAD_KINDS, type UserUploadKind, type UserUploadView } from './kinds.ts';

/**
 * The shopper's identity documents (table `user_uploads`, owned here): one row per kind
 * (unique `(user_id, kind)`), replaced on upload, the file private (folder `user-uploads`)
 * and read back only by its owner. The replaced file goes once the new row is committed:
 * identity papers are not kept longer than needed.
 */
type UploadRow = typeof userUploads.$inferSelect;

const fileUrl = (kind: UserUploadKind) => `/v6/user-upload/file?kind=${kind}`;

function viewOf(kind: (typeof USER_UPLOAD_KINDS)[number], row: UploadRow | undefined): UserUploadView {
  return {
    kind: kind.id,
    title: kind.title,
    uploaded: row !== undefined,
    url: row ? fileUrl(kind.id) : null,
    content_type: row?.contentType ?? null,
    bytes: row?.bytes ?? null,
    created_at: row?.createdAt.toISOString() ?? null,
  };
}

/** Every kind, in the order the page shows them, with what the shopper has sent. */
export async function uploadsOf(db: DbOrTx, userId: number): Promise<UserUploadView[]> {
  const rows = await db.select().from(userUploads).where(eq(userUploads.userId, userId));
  return USER_UPLOAD_KINDS.map((k) =>
    viewOf(
      k,
      rows.find((r) => r.kind === k.id),
    ),
  );
}

/** Checks and stores the file (422 on `file` with the reason; on `kind` for an unknown kind), replacing that kind's. */
export async function storeUserUpload(db: Db, userId: number, kind: unknown, file: unknown): Promise<UserUploadView> {
  if (!isUserUploadKind(kind)) throw validationError([{ field: 'kind', message: UPLOAD_MESSAGES.kind }]);
  const checked = await checkUpload(file, { allowPdf: true, messages: UPLOAD_MESSAGES });
  if ('problem' in checked) throw validationError([{ field: 'file', message: checked.problem }]);
  const stored = await storeUpload('user-uploads', checked);
  try {
    const { row, replaced } = await db.transaction(async (tx) => {
      const [old] = await tx
        .select({ path: userUploads.path })
        .from(userUploads)
        .where(and(eq(userUploads.userId, userId), eq(userUploads.kind, kind)))
        .for('update');
      const [row] = await tx
        .insert(userUploads)
        .values({ userId, kind, ...stored })
        .onConflictDoUpdate({ target: [userUploads.userId, userUploads.kind], set: { ...stored, createdAt: new Date() } })
        .returning();
      return { row: row!, replaced: old?.path ?? null };
    });
    if (replaced && replaced !== stored.path) await removePrivateFile('user-uploads', replaced).catch(() => {});
    return viewOf(
      USER_UPLOAD_KINDS.find((k) => k.id === kind)!,
      row,
    );
  } catch (err) {
    await removePrivateFile('user-uploads', stored.path).catch(() => {});
    throw err;
  }
}

export interface UserUploadFile {
  data: Buffer;
  contentType: string;
  filename: string;
}

/** The owner's file of a kind; 404 when they have none, 422 for a kind that is not one. */
export async function ownUploadFile(db: DbOrTx, userId: number, kind: unknown): Promise<UserUploadFile> {
  if (!isUserUploadKind(kind)) throw validationError([{ field: 'kind', message: UPLOAD_MESSAGES.kind }]);
  const [row] = await db
    .select()
    .from(userUploads)
    .where(and(eq(userUploads.userId, userId), eq(userUploads.kind, kind)));
  const data = row ? await readPrivateFile('user-uploads', row.path) : null;
  if (!row || !data) throw notFound(UPLOAD_MESSAGES.notFound);
  return { data, contentType: row.contentType, filename: `${kind}.${row.contentType === 'application/pdf' ? 'pdf' : 'webp'}` };
}
