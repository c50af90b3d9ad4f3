import { updateVarietyIn } from './change-variety.ts';
import type { Db } from '#server/db/client.ts';
import { type VarietyPatch, setPriceTiersIn, type TierInput, createVarietyIn, type NewVariety } from '#modules/catalog/index.ts';
import { alertsQueued } from '#modules/lists/index.ts';
import { staffChange, type Staff } from '#modules/staff/index.ts';

export { findVarieties, type VarietyRow } from '#modules/catalog/index.ts';

/**
 * The catalogue editor's one-variety change: a price, sale price or
 * stock through the catalogue's own variety-update path, audited (before and after).
 * Finding varieties is the catalogue's (catalog/prices/variety-search.ts).
 */
export async function editVariety(db: Db, staff: Staff, id: number, patch: VarietyPatch, ip?: string): Promise<void> {
  await staffChange(
    db,
    staff,
    'catalog.edit',
    'variety.update',
    async (tx) => {
      const change = await updateVarietyIn(tx, id, patch);
      return { result: undefined, subjectType: 'variety', subjectId: id, ...change };
    },
    ip,
  );
  alertsQueued();
}

/** A variety's partner prices by quantity, replaced as a whole (catalog/prices/tiers-edit.ts), audited. */
export async function editTiers(db: Db, staff: Staff, id: number, tiers: readonly TierInput[], ip?: string): Promise<void> {
  await staffChange(
    db,
    staff,
    'catalog.edit',
    'variety.tiers',
    async (tx) => {
      const change = await setPriceTiersIn(tx, id, tiers);
      return { result: undefined, subjectType: 'variety', subjectId: id, ...change };
    },
    ip,
  );
}

/** A seller's new offer on a product (catalog/prices/variety-create.ts), audited; answers its id. */
export async function addVariety(db: Db, staff: Staff, input: NewVariety, ip?: string): Promise<number> {
  return staffChange(
    db,
    staff,
    'catalog.edit',
    'variety.create',
    async (tx) => {
      const { id, after } = await createVarietyIn(tx, input);
      return { result: id, subjectType: 'variety', subjectId: id, after: { ...after, product_id: input.productId, seller_id: input.sellerId } };
    },
    ip,
  );
}
