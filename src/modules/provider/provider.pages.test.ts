import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { saveStep1 } from './applications.ts';
import { providerApplications } from './schema.ts';
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
