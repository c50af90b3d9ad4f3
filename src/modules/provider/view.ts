import { DOCUMENT_KINDS, requiredKinds } from './documents.ts';
import { missingDocuments, type ProviderApplication, type ProviderDocument } from './applications.ts';
import { nextStepOf, PATH_OF_STEP, STATUS_TITLES } from './progress.ts';

/**
 * The caller's application as the API answers it (GET /v6/provider/register/view and each
 * step's answer): what was saved, where to continue (`next_step`, `next_path`), the
 * documents (their own download address) and the status with staff's note.
 */
export function applicationView(app: ProviderApplication, docs: readonly ProviderDocument[]) {
  const next = nextStepOf(app, missingDocuments(app, docs).length);
  return {
    id: app.id,
    person_type: app.personType,
    first_name: app.firstName,
    last_name: app.lastName,
    national_code: app.nationalCode,
    phone: app.phone,
    email: app.email,
    company_name: app.companyName,
    legal_national_id: app.legalNationalId,
    company_type: app.companyType,
    registration_number: app.registrationNumber,
    economic_code: app.economicCode,
    shop_name: app.shopName,
    city_id: app.cityId,
    address: app.address,
    postal_code: app.postalCode,
    sheba: app.sheba,
    sheba_holder: app.shebaHolder,
    category_ids: app.categoryIds ?? [],
    sales_channel: app.salesChannel,
    product_count: app.productCount,
    step: app.step,
    next_step: next,
    next_path: PATH_OF_STEP[next],
    status: { code: app.status, title: STATUS_TITLES[app.status] },
    staff_note: app.staffNote,
    seller_id: app.sellerId,
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: DOCUMENT_KINDS.find((k) => k.id === d.kind)?.title ?? d.kind,
      content_type: d.contentType,
      bytes: d.bytes,
      url: `/v6/provider/register/document?id=${d.id}`,
    })),
    required_documents: requiredKinds(app.personType),
    submitted_at: app.submittedAt?.toISOString() ?? null,
  };
}
