import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { IMAGE_MAX_BYTES } from '#lib/validation/rules.ts';
import { saveStep1 } from './applications.ts';
import { phonePhoto, providerFixture, REAL } from './provider.fixture.ts';
import { providerDocuments, providerApplications } from './schema.ts';
import { questionsFixture } from '#modules/reviews/questions/questions.fixture.ts';

/**
 * The /provider pages, rendered in-process: the public page, each page sending
 * the applicant where they should be (saved progress, steps not reached, a submitted
 * application), and a step's plain form coming back with Persian messages and what was
 * typed. Named `.pages.test`: the PostgreSQL run skips these and their Vite start.
 */
const t = useTestApi();
const pages = usePageRenderer(t, { uploads: 'provider-pages' });

const signedIn = async () => {
  const member = await newMember(t.db);
  const login = await issueLogin(t.db, member.id, 'retail-web');
  return { id: member.id, headers: { Cookie: `bz_session=${login.web}` } };
};
/** The upload page's form as a browser without JavaScript sends it: the photo whole, with its length. */
async function uploadForm(kind: string, file: Blob, headers: Record<string, string>) {
  const data = new FormData();
  data.set('kind', kind);
  data.set('file', file, 'IMG_2041.jpg');
  const encoded = new Response(data);
  const body = await encoded.arrayBuffer();
  return {
    method: 'POST',
    body: body as never,
    headers: { ...headers, 'Content-Type': encoded.headers.get('content-type')!, 'Content-Length': String(body.byteLength) },
  };
}
const form = (fields: Record<string, string>, headers: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
});

describe('/provider', () => {
  it('tells anyone why to sell with us and leads to registration', async () => {
    const res = await pages.render('provider/index.astro', '/provider');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('در بازار بفروشید');
    expect(html).toContain('href="/provider/register"');
    expect(html).toContain('روزنامهٔ رسمی');
  });
});

describe('/provider/register and the pages after it', () => {
  it('sends a guest to sign in and someone who has not started to step 1', async () => {
    expect((await pages.render('provider/upload.astro', '/provider/upload')).headers.get('location')).toBe('/auth');
    const seller = await signedIn();
    const upload = await pages.render('provider/upload.astro', '/provider/upload', { headers: seller.headers });
    expect(upload.headers.get('location')).toBe('/provider/register?step=1');
    const skipped = await pages.render('provider/register.astro', '/provider/register?step=3', { headers: seller.headers });
    expect(skipped.headers.get('location')).toBe('/provider/register?step=1');
    const complete = await pages.render('provider/complete.astro', '/provider/complete', { headers: seller.headers });
    expect(complete.headers.get('location')).toBe('/provider/register?step=1');
  });

  it('brings a step back with each field’s message and what was typed, then saves it and goes on', async () => {
    const seller = await signedIn();
    const bad = await pages.render(
      'provider/register.astro',
      '/provider/register?step=1',
      form({ person_type: 'legal', first_name: 'مریم', last_name: 'کاظمی', national_code: '1234567890', phone: '02188776655' }, seller.headers),
    );
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain('کد ملی معتبر نیست');
    expect(html).toContain('شناسهٔ ملی شرکت را وارد کنید');
    expect(html).toContain('value="مریم"');
    // The counter counts the bar's screens (three forms, the documents, the review).
    const bar = html.slice(html.indexOf('مراحل ثبت‌نام فروشنده'), html.indexOf('</nav>', html.indexOf('مراحل ثبت‌نام فروشنده')));
    expect(bar.match(/<li/g)).toHaveLength(5);
    expect(html).toMatch(/مرحلهٔ ۱ از ۵: اطلاعات هویتی/);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    const good = await pages.render(
      'provider/register.astro',
      '/provider/register?step=1',
      form({ person_type: 'real', first_name: 'مریم', last_name: 'کاظمی', national_code: '0499370899', phone: '02188776655' }, seller.headers),
    );
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe('/provider/register?step=2');
    // Coming back later: on at step 2, with step 1's answers kept for a look back.
    expect((await pages.render('provider/register.astro', '/provider/register', { headers: seller.headers })).headers.get('location')).toBe(
      '/provider/register?step=2',
    );
    const back = await (await pages.render('provider/register.astro', '/provider/register?step=1', { headers: seller.headers })).text();
    expect(back).toContain('value="0499370899"');
    expect(back).toContain('aria-current="step"');
  });

  it('shows a seller sent back for changes the staff’s note on the step they open', async () => {
    const seller = await signedIn();
    await saveStep1(t.db, seller.id, { person_type: 'real', first_name: 'علی', last_name: 'رضایی', national_code: '0790419904', phone: '09123456789' });
    await t.db
      .update(providerApplications)
      .set({ status: 'needsChanges', staffNote: 'نام فروشگاه را کامل بنویسید' })
      .where(eq(providerApplications.userId, seller.id));
    const html = await (await pages.render('provider/register.astro', '/provider/register?step=1', { headers: seller.headers })).text();
    expect(html).toContain('نام فروشگاه را کامل بنویسید');
    await t.db.update(providerApplications).set({ status: 'waiting' }).where(eq(providerApplications.userId, seller.id));
    expect((await pages.render('provider/register.astro', '/provider/register?step=1', { headers: seller.headers })).headers.get('location')).toBe(
      '/provider/complete',
    );
    const complete = await (await pages.render('provider/complete.astro', '/provider/complete', { headers: seller.headers })).text();
    expect(complete).toContain('درخواست فروشندگی: در انتظار بررسی');
  });
});

describe('signing up on the way to the seller registration', () => {
  it('speaks to a seller about selling, not about placing an order; a shopper still reads the shopper’s words', async () => {
    const seller = await signedIn();
    const url = '/profile/invite-complete-info?back=%2Fprovider%2Fregister';
    const html = await (await pages.render('profile/invite-complete-info.astro', url, { headers: seller.headers })).text();
    expect(html).toContain('ثبت‌نام فروشنده را ادامه دهید');
    expect(html).not.toContain('برای ثبت سفارش');
    expect(html).toMatch(/href="\/provider\/register"[^>]*>\s*ادامهٔ ثبت‌نام فروشنده/);
    const shopper = await (
      await pages.render('profile/invite-complete-info.astro', '/profile/invite-complete-info?back=%2Fcart', { headers: seller.headers })
    ).text();
    expect(shopper).toContain('برای ثبت سفارش');
  });
});

describe('/provider/upload without JavaScript', () => {
  const { throughStep3 } = providerFixture(t);

  it('takes a phone photo sent whole, kept at most 25 KB; over 5 MB says the limit', async () => {
    const member = await newMember(t.db);
    await throughStep3(member.auth, REAL);
    const login = await issueLogin(t.db, member.id, 'retail-web');
    const headers = { Cookie: `bz_session=${login.web}` };
    const page = await pages.render('provider/upload.astro', '/provider/upload', { headers });
    expect(await page.text()).toMatch(/<input[^>]*name="file"[^>]*data-shrink/);

    const photo = await phonePhoto();
    expect(photo.size).toBeGreaterThan(2 * 1024 * 1024);
    const sent = await pages.render('provider/upload.astro', '/provider/upload', await uploadForm('national_card', photo, headers));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/provider/upload?done=national_card#document-national_card');
    const [doc] = await t.db
      .select({ contentType: providerDocuments.contentType, bytes: providerDocuments.bytes })
      .from(providerDocuments)
      .innerJoin(providerApplications, eq(providerApplications.id, providerDocuments.applicationId))
      .where(eq(providerApplications.userId, member.id));
    expect(doc).toMatchObject({ contentType: 'image/webp' });
    expect(doc!.bytes).toBeLessThanOrEqual(IMAGE_MAX_BYTES);

    const huge = new Blob([photo, new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' });
    const refused = await pages.render('provider/upload.astro', '/provider/upload', await uploadForm('national_card', huge, headers));
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain('حجم فایل بیش از ۵ مگابایت است؛ فایل کوچک‌تری انتخاب کنید');
  });
});

describe('/provider/questions', () => {
  const { freshProduct, sellerAccount, offer } = questionsFixture(t);

  it('lets an approved seller answer a buyer’s question about its product, and tells others it is for sellers', async () => {
    const seller = await sellerAccount('فروشگاه صفحهٔ آزمون');
    const login = await issueLogin(t.db, seller.id, 'retail-web');
    const headers = { Cookie: `bz_session=${login.web}` };
    const product = await freshProduct();
    await offer(seller.sellerId, product.id);
    const asker = await newMember(t.db);
    const asked = await t.call('POST', '/v6/question/create', { product_id: product.id, text: 'باتری این دستگاه قابل تعویض است؟' }, asker.auth);
    const page = (init = {}) => pages.render('provider/questions.astro', '/provider/questions', init);
    const html = await (await page({ headers })).text();
    expect(html).toContain('باتری این دستگاه قابل تعویض است؟');
    const short = await page(form({ question_id: String(asked.body.data.id), text: 'بله' }, headers));
    expect(short.status).toBe(422);
    const refused = await short.text();
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toContain('role="alert"');
    const sent = await page(form({ question_id: String(asked.body.data.id), text: 'بله، باتری با پیچ باز می‌شود و یدک آن موجود است.' }, headers));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/provider/questions?done=published');
    expect(await (await page({ headers })).text()).not.toContain('باتری این دستگاه قابل تعویض است؟');

    const shopper = await signedIn();
    expect(await (await page({ headers: shopper.headers })).text()).toContain('این بخش ویژهٔ فروشندگان تأییدشدهٔ بازار است');
  });
});
