import { cities, provinces } from '../../modules/geo/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { PROVINCES } from './data/provinces.ts';
import { insertChunks, resetSequences } from './insert.ts';

export async function seedGeo(db: DbOrTx): Promise<void> {
  await insertChunks(db, provinces, PROVINCES.map((p, i) => ({ id: i + 1, name: p.name, nameEn: p.nameEn, sort: i })));
  let cityId = 0;
  const cityRows = PROVINCES.flatMap((p, i) =>
    p.cities.map((c) => ({
      id: ++cityId,
      provinceId: i + 1,
      name: c.name,
      nameEn: c.nameEn,
      isCapital: c.capital ?? false,
      localPayment: c.localPayment ?? false,
    })),
  );
  await insertChunks(db, cities, cityRows);
  await resetSequences(db, ['provinces', 'cities']);
}
