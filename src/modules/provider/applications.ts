import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { categories } from '#modules/catalog/index.ts';
import { cities } from '#modules/geo/index.ts';
import { openDecision, reopenDecision, requeueDecision } from '#modules/decisions/index.ts';
import { removeDocument, requiredKinds, storeDocument, DOCUMENT_KINDS, type DocumentKind } from './documents.ts';
import { providerApplications, providerDocuments } from './schema.ts';
import { PROVIDER_MESSAGES, type Step1Input, type Step2Input, type Step3Input } from './validation.ts';

/**
 * A seller's (provider's) registration (docs/adr/0024-seller-registration.md): the caller's own
 * application, saved step by step (each step's POST keeps what was typed, so leaving
 * halfway and coming back continues at the next step), documents, then the submission
 * that opens a case in the decisions inbox. While a case waits, and once approved, the
 * application cannot change; refused or sent back, the applicant edits and submits again.
 */
export type ProviderApplication = typeof providerApplications.$inferSelect;
export type ProviderDocument = Omit<typeof providerDocuments.$inferSelect, 'path'>;

const EDITABLE: readonly ProviderApplication['status'][] = ['draft', 'refused', 'needsChanges'];

export async function applicationOf(db: DbOrTx, userId: number): Promise<ProviderApplication | null> {
  const [row] = await db.select().from(providerApplications).where(eq(providerApplications.userId, userId));
  return row ?? null;
}

export async function documentsOf(db: DbOrTx, applicationId: number): Promise<ProviderDocument[]> {
  return db
    .select({
      id: providerDocuments.id,
      applicationId: providerDocuments.applicationId,
      kind: providerDocuments.kind,
      contentType: providerDocuments.contentType,
      bytes: providerDocuments.bytes,
      createdAt: providerDocuments.createdAt,
    })
    .from(providerDocuments)
    .where(eq(providerDocuments.applicationId, applicationId))
    .orderBy(providerDocuments.id);
}

/** The caller's application locked for a change; refused when it is not theirs to change now. */
async function lockEditable(tx: Tx, userId: number): Promise<ProviderApplication | null> {
  const [row] = await tx.select().from(providerApplications).where(eq(providerApplications.userId, userId)).for('update');
  if (row && !EDITABLE.includes(row.status)) throw new ApiError(409, row.status === 'approved' ? PROVIDER_MESSAGES.approved : PROVIDER_MESSAGES.locked);
  return row ?? null;
}

async function requireStep(tx: Tx, userId: number, step: number): Promise<ProviderApplication> {
  const row = await lockEditable(tx, userId);
  if (!row || row.step < step) throw new ApiError(409, PROVIDER_MESSAGES.stepFirst);
  return row;
}

/** Step 1: who they are. The first save creates the application; a real person keeps no company fields. */
export async function saveStep1(db: Db, userId: number, input: Step1Input): Promise<ProviderApplication> {
  const legal = input.person_type === 'legal';
  const values = {
    personType: input.person_type,
    firstName: input.first_name,
    lastName: input.last_name,
    nationalCode: input.national_code,
    phone: input.phone,
    email: input.email ?? null,
    companyName: legal ? (input.company_name ?? null) : null,
    legalNationalId: legal ? (input.legal_national_id ?? null) : null,
    companyType: legal ? (input.company_type ?? null) : null,
    registrationNumber: legal ? (input.registration_number ?? null) : null,
    economicCode: input.economic_code ?? null,
  };
  return db.transaction(async (tx) => {
    const row = await lockEditable(tx, userId);
    if (!row) {
      // Two first saves at once (a double click) meet at the unique user index: the second updates.
      const [made] = await tx
        .insert(providerApplications)
        .values({ userId, ...values, step: 1 })
        .onConflictDoUpdate({ target: providerApplications.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return made!;
    }
    const [saved] = await tx
      .update(providerApplications)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(providerApplications.id, row.id))
      .returning();
    return saved!;
  });
}

/** Step 2: the shop, its city and address, and the Sheba account its money is paid to. */
export async function saveStep2(db: Db, userId: number, input: Step2Input): Promise<ProviderApplication> {
  return db.transaction(async (tx) => {
    const row = await requireStep(tx, userId, 1);
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.city_id));
    if (!city) throw validationError([{ field: 'city_id', message: PROVIDER_MESSAGES.city }]);
    const [saved] = await tx
      .update(providerApplications)
      .set({
        shopName: input.shop_name,
        cityId: input.city_id,
        address: input.address,
        postalCode: input.postal_code,
        sheba: input.sheba,
        shebaHolder: input.sheba_holder,
        step: Math.max(row.step, 2),
        updatedAt: new Date(),
      })
      .where(eq(providerApplications.id, row.id))
      .returning();
    return saved!;
  });
}

/** The categories a seller may choose: the main ones and their subcategories, active. */
export async function sellableCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, level: categories.level })
    .from(categories)
    .where(and(eq(categories.isActive, true), lte(categories.level, 2)))
    .orderBy(categories.level, categories.sort, categories.id);
}

/** Step 3: what they sell (known, active categories only), where they sell today, about how many products. */
export async function saveStep3(db: Db, userId: number, input: Step3Input): Promise<ProviderApplication> {
  return db.transaction(async (tx) => {
    const row = await requireStep(tx, userId, 2);
    const known = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, input.category_ids), eq(categories.isActive, true), lte(categories.level, 2)));
    if (known.length !== input.category_ids.length) throw validationError([{ field: 'category_ids', message: PROVIDER_MESSAGES.categories }]);
    const [saved] = await tx
      .update(providerApplications)
      .set({ categoryIds: input.category_ids, salesChannel: input.sales_channel, productCount: input.product_count, step: 3, updatedAt: new Date() })
      .where(eq(providerApplications.id, row.id))
      .returning();
    return saved!;
  });
}

/**
 * A document of one kind, checked by its real type and size before anything is written;
 * uploading a kind again replaces it. Answers the stored document.
 */
export async function uploadDocument(db: Db, userId: number, kind: DocumentKind, file: unknown): Promise<ProviderDocument> {
  const current = await applicationOf(db, userId);
  if (!current) throw new ApiError(409, PROVIDER_MESSAGES.stepFirst);
  if (!EDITABLE.includes(current.status)) throw new ApiError(409, current.status === 'approved' ? PROVIDER_MESSAGES.approved : PROVIDER_MESSAGES.locked);
  const stored = await storeDocument(file);
  let replaced: string | null = null;
  try {
    const view = await db.transaction(async (tx) => {
      const row = await requireStep(tx, userId, 1);
      const [old] = await tx
        .select({ path: providerDocuments.path })
        .from(providerDocuments)
        .where(and(eq(providerDocuments.applicationId, row.id), eq(providerDocuments.kind, kind)))
        .for('update');
      const [doc] = await tx
        .insert(providerDocuments)
        .values({ applicationId: row.id, kind, ...stored })
        .onConflictDoUpdate({ target: [providerDocuments.applicationId, providerDocuments.kind], set: { ...stored, createdAt: new Date() } })
        .returning();
      await tx.update(providerApplications).set({ updatedAt: new Date() }).where(eq(providerApplications.id, row.id));
      replaced = old?.path ?? null;
      const { path: _path, ...rest } = doc!;
      return rest;
    });
    // The replaced file goes once the new one is recorded: identity papers are not kept longer than needed.
    if (replaced) await removeDocument(replaced).catch(() => {});
    return view;
  } catch (err) {
    // Refused under the lock (submitted meanwhile): the file just written is nobody's.
    await removeDocument(stored.path).catch(() => {});
    throw err;
  }
}

/** The required documents not yet uploaded, by their Persian titles. */
export function missingDocuments(app: ProviderApplication, docs: readonly Pick<ProviderDocument, 'kind'>[]): string[] {
  const have = new Set(docs.map((d) => d.kind));
  return requiredKinds(app.personType)
    .filter((k) => !have.has(k))
    .map((k) => DOCUMENT_KINDS.find((d) => d.id === k)!.title);
}

/**
 * Pre-confirmation: the applicant has reviewed what they entered and accepted the
 * contract; the application goes to the inbox (a first submission opens a case, a
 * corrected one reopens it, one after a refusal puts it there again).
 */
export async function submitApplication(db: Db, userId: number): Promise<ProviderApplication> {
  return db.transaction(async (tx) => {
    const row = await requireStep(tx, userId, 3);
    const missing = missingDocuments(row, await documentsOf(tx, row.id));
    if (missing.length) throw new ApiError(409, PROVIDER_MESSAGES.documentsMissing(missing.join('، ')));
    const [saved] = await tx
      .update(providerApplications)
      .set({ status: 'waiting', submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(providerApplications.id, row.id))
      .returning();
    if (row.status === 'needsChanges') await reopenDecision(tx, 'provider', row.id);
    else if (row.status === 'refused') await requeueDecision(tx, 'provider', row.id);
    else await openDecision(tx, 'provider', row.id);
    return saved!;
  });
}
