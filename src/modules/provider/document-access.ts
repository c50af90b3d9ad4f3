import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { readDocument } from './documents.ts';
import { providerApplications, providerDocuments } from './schema.ts';

/**
 * Reading a provider's document back: the applicant their own (by their account, so
 * another account's document id is a 404, never a hint that it exists) and staff any
 * (their route checks the permission and audits). Nothing else serves these files.
 */
export interface DocumentFile {
  id: number;
  kind: string;
  contentType: string;
  /** What the download is called: its kind and number, never the sender's own name. */
  filename: string;
  data: Buffer;
}

async function fileOf(db: DbOrTx, id: number, ownerId: number | null): Promise<DocumentFile> {
  const [row] = await db
    .select({ id: providerDocuments.id, kind: providerDocuments.kind, contentType: providerDocuments.contentType, path: providerDocuments.path })
    .from(providerDocuments)
    .innerJoin(providerApplications, eq(providerApplications.id, providerDocuments.applicationId))
    .where(ownerId === null ? eq(providerDocuments.id, id) : and(eq(providerDocuments.id, id), eq(providerApplications.userId, ownerId)));
  const data = row ? await readDocument(row.path) : null;
  if (!row || !data) throw notFound('مدرک پیدا نشد');
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.contentType,
    filename: `${row.kind}-${row.id}.${row.contentType === 'application/pdf' ? 'pdf' : 'webp'}`,
    data,
  };
}

export const ownDocument = (db: DbOrTx, userId: number, id: number) => fileOf(db, id, userId);
export const anyDocument = (db: DbOrTx, id: number) => fileOf(db, id, null);
