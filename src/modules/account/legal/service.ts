import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { toFaDigits } from '#lib/digits.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { ApiError, notFound, validationError, zodFields, type FieldError } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { readPrivateFile, removePrivateFile } from '#server/media/private-files.ts';
import { checkUpload, isNoFile, storeUpload, type CheckedUpload } from '#server/media/private-upload.ts';
import { userLegals, users } from '../schema.ts';
import { companyTypeTitle } from './company-types.ts';
import { LEGAL_FIELDS, LEGAL_IMAGES, LEGAL_MESSAGES, legalBody, MAX_LEGALS, type LegalImageKind, type LegalInput, type LegalView } from './validation.ts';

/**
 * A shopper's companies for legal invoices (table `user_legals`, owned here): list, view,
 * create, update and a soft delete (`deleted_at`: an order whose invoice names the company
 * keeps showing it, see `legalForInvoice`). Every read and write is scoped to the caller;
 * another shopper's company, or a deleted one, is "not found". The two pictures are private
 * files (folder `legals`): checked before anything is written, stored, and a replaced one
 * removed once the new row is committed.
 */
type LegalRow = typeof userLegals.$inferSelect;

const imageUrl = (id: number, kind: LegalImageKind) => `/v6/user-legal/image?id=${id}&kind=${kind}`;

export function legalView(row: LegalRow): LegalView {
  return {
    id: row.id,
    company_name: row.companyName,
    company_name_en: row.companyNameEn,
    company_type: row.companyType,
    company_type_title: companyTypeTitle(row.companyType),
    national_id: row.legalNationalId,
    eghtesad_code: row.economicCode,
    recorde_code: row.registrationCode,
    is_tax: row.isTax,
    tax_date: row.taxDate,
    phone: row.phone,
    postal_code: row.postalCode,
    address: row.address,
    gazette_image: row.gazettePath ? imageUrl(row.id, 'gazette') : null,
    tax_image: row.taxCertificatePath ? imageUrl(row.id, 'tax') : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const live = (userId: number) => and(eq(userLegals.userId, userId), isNull(userLegals.deletedAt));

/** The caller's live companies, newest first. */
export async function legalsOf(db: DbOrTx, userId: number, page: Page = { page: 1, perPage: MAX_LEGALS }): Promise<{ items: LegalView[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(userLegals).where(live(userId));
  const rows = await db.select().from(userLegals).where(live(userId)).orderBy(desc(userLegals.id)).limit(page.perPage).offset(offsetOf(page));
  return { items: rows.map(legalView), total: total?.n ?? 0 };
}

async function ownRow(db: DbOrTx, userId: number, id: number, lock = false): Promise<LegalRow> {
  const query = db
    .select()
    .from(userLegals)
    .where(and(eq(userLegals.id, id), live(userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(LEGAL_MESSAGES.notFound);
  return row;
}

export const legalOf = async (db: DbOrTx, userId: number, id: number): Promise<LegalView> => legalView(await ownRow(db, userId, id));

/** The identity's `userLegal`: the latest company the shopper added, or null. */
export async function latestLegalOf(db: DbOrTx, userId: number): Promise<LegalView | null> {
  const [row] = await db.select().from(userLegals).where(live(userId)).orderBy(desc(userLegals.id)).limit(1);
  return row ? legalView(row) : null;
}

/** Whether the shopper may name this company on an invoice: theirs and not deleted. */
export async function isOwnLegal(db: DbOrTx, userId: number, legalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userLegals.id })
    .from(userLegals)
    .where(and(eq(userLegals.id, legalId), live(userId)));
  return row !== undefined;
}

/**
 * The company an order's invoice was issued to, as it stands, deleted or not: a shopper who
 * removes a company from their list does not rewrite the invoices already issued to it.
 * Still the shopper's own only.
 */
export async function legalForInvoice(db: DbOrTx, userId: number, legalId: number): Promise<LegalView | null> {
  const [row] = await db
    .select()
    .from(userLegals)
    .where(and(eq(userLegals.id, legalId), eq(userLegals.userId, userId)));
  return row ? legalView(row) : null;
}

/** The text of a stored company in the API's names, the base an update changes. */
function bodyOf(row: LegalRow): Record<string, unknown> {
  const v = legalView(row);
  return Object.fromEntries(LEGAL_FIELDS.map((f) => [f, v[f]]));
}

type CheckedImages = Partial<Record<(typeof LEGAL_IMAGES)[number]['field'], CheckedUpload>>;

/**
 * Reads a create or update body: the text fields through `legalBody`, the pictures by their
 * real type and size. Every field's problem is reported at once (422), nothing stored yet.
 */
async function readLegalBody(body: Record<string, unknown>, base: Record<string, unknown> = {}): Promise<{ input: LegalInput; images: CheckedImages }> {
  // An update changes what it names: a field left out keeps its value, one sent empty is cleared.
  const text = { ...base, ...Object.fromEntries(LEGAL_FIELDS.filter((f) => f in body).map((f) => [f, body[f]])) };
  const parsed = legalBody.safeParse(text);
  const problems: FieldError[] = parsed.success ? [] : zodFields(parsed.error);
  const images: CheckedImages = {};
  for (const image of LEGAL_IMAGES) {
    const file = body[image.field];
    if (isNoFile(file)) continue;
    const checked = await checkUpload(file, { allowPdf: false, messages: { empty: image.type, type: image.type, imageSize: LEGAL_MESSAGES.imageSize } });
    if ('problem' in checked) problems.push({ field: image.field, message: checked.problem });
    else images[image.field] = checked;
  }
  if (problems.length || !parsed.success) throw validationError(problems);
  return { input: parsed.data, images };
}

const columnsOf = (input: LegalInput) => ({
  companyName: input.company_name,
  companyNameEn: input.company_name_en ?? null,
  companyType: input.company_type,
  legalNationalId: input.national_id,
  economicCode: input.eghtesad_code ?? null,
  registrationCode: input.recorde_code ?? null,
  isTax: input.is_tax,
  taxDate: input.tax_date ?? null,
  phone: input.phone ?? null,
  postalCode: input.postal_code ?? null,
  address: input.address ?? null,
});

interface StoredImages {
  gazettePath?: string;
  taxCertificatePath?: string;
}

async function storeImages(images: CheckedImages): Promise<StoredImages> {
  const stored: StoredImages = {};
  try {
    if (images.gazette_image) stored.gazettePath = (await storeUpload('legals', images.gazette_image)).path;
    if (images.tax_image) stored.taxCertificatePath = (await storeUpload('legals', images.tax_image)).path;
  } catch (err) {
    await dropFiles(Object.values(stored));
    throw err;
  }
  return stored;
}

const dropFiles = (paths: readonly (string | null | undefined)[]) =>
  Promise.all(paths.filter((p): p is string => !!p).map((p) => removePrivateFile('legals', p).catch(() => {})));

/** One live company per legal national ID: the same company twice would only make the invoice choice ambiguous. */
async function refuseDuplicate(tx: Tx, userId: number, nationalId: string, except: number | null): Promise<void> {
  const [same] = await tx
    .select({ id: userLegals.id })
    .from(userLegals)
    .where(and(live(userId), eq(userLegals.legalNationalId, nationalId), except === null ? undefined : ne(userLegals.id, except)));
  if (same) throw validationError([{ field: 'national_id', message: LEGAL_MESSAGES.duplicate }]);
}

/** Serialises a shopper's company changes (the count and duplicate checks): their account row's lock, held briefly. */
const lockAccount = (tx: Tx, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** Adds a company (JSON or a multipart form: the body as read, files included). */
export async function createLegal(db: Db, userId: number, body: Record<string, unknown>): Promise<LegalView> {
  const { input, images } = await readLegalBody(body);
  const stored = await storeImages(images);
  try {
    return await db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const [n] = await tx.select({ n: count() }).from(userLegals).where(live(userId));
      if ((n?.n ?? 0) >= MAX_LEGALS) throw new ApiError(422, LEGAL_MESSAGES.tooMany(toFaDigits(MAX_LEGALS)));
      await refuseDuplicate(tx, userId, input.national_id, null);
      const [row] = await tx
        .insert(userLegals)
        .values({ userId, ...columnsOf(input), ...stored })
        .returning();
      return legalView(row!);
    });
  } catch (err) {
    // Refused under the lock: the pictures just written are nobody's.
    await dropFiles(Object.values(stored));
    throw err;
  }
}

/**
 * Changes a company: the fields sent replace the stored ones (PATCH-like, so a form that
 * sends every field and a client that sends one both work); a picture sent replaces the
 * stored one, whose file goes after the commit.
 */
export async function updateLegal(db: Db, userId: number, id: number, body: Record<string, unknown>): Promise<LegalView> {
  const current = await ownRow(db, userId, id);
  const { input, images } = await readLegalBody(body, bodyOf(current));
  const stored = await storeImages(images);
  let replaced: (string | null)[] = [];
  try {
    const view = await db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const row = await ownRow(tx, userId, id, true);
      await refuseDuplicate(tx, userId, input.national_id, id);
      const [updated] = await tx
        .update(userLegals)
        .set({ ...columnsOf(input), ...stored, updatedAt: new Date() })
        .where(eq(userLegals.id, row.id))
        .returning();
      replaced = [stored.gazettePath ? row.gazettePath : null, stored.taxCertificatePath ? row.taxCertificatePath : null];
      return legalView(updated!);
    });
    await dropFiles(replaced);
    return view;
  } catch (err) {
    await dropFiles(Object.values(stored));
    throw err;
  }
}

/**
 * Removes a company from the shopper's list. Soft: the row stays (with its pictures) because
 * an invoice already issued to it keeps naming it; it can no longer be chosen or read.
 */
export async function deleteLegal(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, userId, id, true);
    await tx.update(userLegals).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(userLegals.id, row.id));
  });
}

export interface LegalImageFile {
  data: Buffer;
  contentType: 'image/webp';
  filename: string;
}

/** One of the owner's pictures of a live company; 404 when it is not theirs, deleted, or has none. */
export async function legalImage(db: DbOrTx, userId: number, id: number, kind: LegalImageKind): Promise<LegalImageFile> {
  const row = await ownRow(db, userId, id);
  const path = kind === 'gazette' ? row.gazettePath : row.taxCertificatePath;
  const data = path ? await readPrivateFile('legals', path) : null;
  if (!data) throw notFound(LEGAL_MESSAGES.imageNotFound);
  return { data, contentType: 'image/webp', filename: `legal-${row.id}-${kind}.webp` };
}
