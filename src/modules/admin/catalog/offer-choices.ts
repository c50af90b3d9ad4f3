import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { colors, guarantees, sellers } from '#modules/catalog/index.ts';

/**
 * What a new offer can be made of (GET /v10/admin/variety/choices and the /admin/catalog
 * form): active sellers, newest first, so a seller just approved from the inbox is on top;
 * the colours and the guarantees.
 */
export async function offerChoices(db: DbOrTx) {
  const [sellerRows, colorRows, guaranteeRows] = await Promise.all([
    db
      .select({ id: sellers.id, name: sellers.name, city: sellers.city, registered: sellers.userId })
      .from(sellers)
      .where(eq(sellers.isActive, true))
      .orderBy(desc(sellers.joinedAt), desc(sellers.id)),
    db.select({ id: colors.id, name: colors.name }).from(colors).orderBy(colors.id),
    db.select({ id: guarantees.id, name: guarantees.name }).from(guarantees).orderBy(guarantees.id),
  ]);
  return {
    sellers: sellerRows.map((s) => ({ id: s.id, name: s.name, city: s.city, registered: s.registered !== null })),
    colors: colorRows,
    guarantees: guaranteeRows,
  };
}
