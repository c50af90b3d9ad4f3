import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '#modules/account/index.ts';
import { closeDecision } from '#modules/decisions/index.ts';
import {
  sellableCategories,
  saveStep1,
  saveStep2,
  saveStep3,
  submitApplication,
  uploadDocument,
  providerDecision,
  providerApplications,
} from '#modules/provider/index.ts';
import { cities } from '#modules/geo/index.ts';
import { config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { PAYOUT_DEMO_MOBILE } from './demo-payout.ts';
import { reviewerMobile } from './reviews/reviewers.ts';

/**
 * Seller registrations for the demo (README "Demo accounts"), through the registration's
 * own services: the demo seller (`09120000004`, a real person) registered and was approved,
 * so their account is linked to a seller; and a company (one of the demo reviewers'
 * accounts) has sent its application with documents, waiting in /admin/decisions with its
 * documents and contract to open. Once, and never in production.
 */
const OWNER_MOBILE = '09120000011';

const pictureOf = async (color: string) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
          .jpeg({ quality: 60 })
          .toBuffer(),
      ),
    ],
    { type: 'image/jpeg' },
  );
const DEMO_PDF = new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')], {
  type: 'application/pdf',
});

export async function seedDemoProviders(db: Db): Promise<number> {
  if (config.isProduction) return 0;
  const [any] = await db.select({ n: count() }).from(providerApplications);
  if (any?.n) return 0;
  const idOf = async (mobile: string) => (await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]?.id;
  const [seller, company, owner] = [await idOf(PAYOUT_DEMO_MOBILE), await idOf(reviewerMobile(0)), await idOf(OWNER_MOBILE)];
  if (!seller || !company || !owner) return 0;
  const [tehran] = await db.select({ id: cities.id }).from(cities).limit(1);
  const kinds = (await sellableCategories(db)).filter((c) => c.level === 2).map((c) => c.id);

  await saveStep1(db, seller, { person_type: 'real', first_name: 'علی', last_name: 'رضایی', national_code: '0790419904', phone: '09120000004' });
  await saveStep2(db, seller, {
    shop_name: 'لوازم دیجیتال رضایی',
    city_id: tehran!.id,
    address: 'خیابان جمهوری، پاساژ علاءالدین، طبقهٔ دوم، واحد ۲۱۴',
    postal_code: '1416932790',
    sheba: 'IR820540102680020817909002',
    sheba_holder: 'علی رضایی',
  });
  await saveStep3(db, seller, { category_ids: kinds.slice(0, 2), sales_channel: 'shop', product_count: 60 });
  await uploadDocument(db, seller, 'national_card', await pictureOf('#d9e6f2'));
  const approved = await submitApplication(db, seller);
  await db.transaction(async (tx) => {
    await providerDecision.approve(tx, approved.id, owner, '');
    await closeDecision(tx, 'provider', approved.id, 'approved', owner, null);
  });

  await saveStep1(db, company, {
    person_type: 'legal',
    first_name: 'مهدی',
    last_name: 'توکلی',
    national_code: '1583250689',
    phone: '03132223344',
    email: 'info@negin-home.example',
    company_name: 'نگین خانه سپاهان',
    legal_national_id: '14003778990',
    company_type: 3,
    registration_number: '58214',
    economic_code: '411428745196',
  });
  await saveStep2(db, company, {
    shop_name: 'نگین خانه',
    city_id: tehran!.id,
    address: 'خیابان چهارباغ بالا، مجتمع پارک، واحد ۱۲',
    postal_code: '5174643119',
    sheba: 'IR550570022080013447370101',
    sheba_holder: 'نگین خانه سپاهان',
  });
  await saveStep3(db, company, { category_ids: kinds.slice(2, 5), sales_channel: 'marketplace', product_count: 340 });
  await uploadDocument(db, company, 'national_card', await pictureOf('#f2e6d9'));
  await uploadDocument(db, company, 'gazette', DEMO_PDF);
  await submitApplication(db, company);
  return 2;
}
