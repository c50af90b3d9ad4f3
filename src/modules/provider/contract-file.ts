import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { users } from '#modules/account/index.ts';
import { COMPANY_TYPES } from '#modules/wholesale/index.ts';
import type { ProviderApplication } from './applications.ts';
import { contractPdf } from './contract/pdf.ts';
import { namesOf } from './labels.ts';
import { PROVIDER_MESSAGES } from './validation.ts';

/**
 * The contract a seller downloads, signs and keeps (spec section 7 "Provider contract: GET
 * returning a file"): generated from their application once its three steps are saved,
 * dated the day it was submitted (or today while they are still filling it in).
 */
export async function contractOf(db: DbOrTx, app: ProviderApplication): Promise<Uint8Array> {
  if (app.step < 3 || !app.shopName || !app.sheba) throw new ApiError(409, PROVIDER_MESSAGES.stepFirst);
  const names = await namesOf(db, app);
  const [account] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, app.userId));
  const legal = app.personType === 'legal';
  return contractPdf({
    applicationId: app.id,
    personType: app.personType,
    name: legal ? (app.companyName ?? '') : `${app.firstName} ${app.lastName}`,
    nationalId: legal ? (app.legalNationalId ?? '') : app.nationalCode,
    companyType: legal ? (COMPANY_TYPES.find((c) => c.id === app.companyType)?.title ?? null) : null,
    registrationNumber: app.registrationNumber,
    economicCode: app.economicCode,
    representative: legal ? `${app.firstName} ${app.lastName}` : null,
    shopName: app.shopName,
    address: [names.city, app.address].filter(Boolean).join('، '),
    postalCode: app.postalCode ?? '',
    phone: app.phone,
    mobile: account?.mobile ?? '',
    sheba: app.sheba,
    categories: names.categories,
    date: app.submittedAt ?? new Date(),
  });
}
