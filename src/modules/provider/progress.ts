/**
 * Where an applicant continues (saved progress): a pure function of how far
 * the application got, its documents and its status, so the pages, the API's view and the
 * tests agree. The register page's steps are `/provider/register?step=N`.
 */
export type ProviderStep = 'step1' | 'step2' | 'step3' | 'upload' | 'preconfirm' | 'complete';

interface Progress {
  step: number;
  status: 'draft' | 'waiting' | 'approved' | 'refused' | 'needsChanges';
}

export function nextStepOf(app: Progress | null, missingDocuments: number): ProviderStep {
  if (!app) return 'step1';
  if (app.status === 'waiting' || app.status === 'approved') return 'complete';
  if (app.step < 2) return 'step2';
  if (app.step < 3) return 'step3';
  return missingDocuments > 0 ? 'upload' : 'preconfirm';
}

export const PATH_OF_STEP: Readonly<Record<ProviderStep, string>> = {
  step1: '/provider/register?step=1',
  step2: '/provider/register?step=2',
  step3: '/provider/register?step=3',
  upload: '/provider/upload',
  preconfirm: '/provider/preconfirm',
  complete: '/provider/complete',
};

export const STATUS_TITLES: Readonly<Record<Progress['status'], string>> = {
  draft: 'در حال تکمیل',
  waiting: 'در انتظار بررسی',
  approved: 'تأیید شده',
  refused: 'رد شده',
  needsChanges: 'نیاز به اصلاح',
};

/** The furthest of the five screens (three steps, documents, review) one may open: saved ones and the next. */
export function reachableScreen(app: Progress | null, missingDocuments: number): number {
  if (!app) return 1;
  if (app.step < 3) return app.step + 1;
  return missingDocuments > 0 ? 4 : 5;
}
