import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from '../auth/tokens.ts';
import { userUploads } from '../schema.ts';
import { fakePng, formOf, smallPng } from '../legal/legal.fixture.ts';

/**
 * /profile/documents rendered in-process for a signed-in shopper: the three kinds with a
 * plain multipart form each (pictures or PDF), a refused file coming back beside its kind's
 * form, and an upload answering 303 and then shown as sent with the owner's link.
 */
const t = useTestApi();
const pages = usePageRenderer(t, { uploads: 'documents-pages' });
const FILE = 'profile/documents.astro';

const signedIn = async () => {
  const member = await newMember(t.db);
  const login = await issueLogin(t.db, member.id, 'retail-web');
  return { ...member, headers: { Cookie: `bz_session=${login.web}` } };
};

async function post(headers: Record<string, string>, values: Record<string, unknown>) {
  const encoded = new Response(formOf(values));
  return pages.render(FILE, '/profile/documents', {
    method: 'POST',
    body: (await encoded.arrayBuffer()) as never,
    headers: { ...headers, 'Content-Type': encoded.headers.get('content-type')! },
  });
}

describe('/profile/documents', () => {
  it('sends a guest to sign in and shows a shopper the three kinds, each with its upload form', async () => {
    expect((await pages.render(FILE, '/profile/documents')).headers.get('location')).toBe('/auth?back=%2Fprofile%2Fdocuments');
    const shopper = await signedIn();
    const res = await pages.render(FILE, '/profile/documents', { headers: shopper.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    for (const title of ['روی کارت ملی', 'پشت کارت ملی', 'صفحهٔ اول شناسنامه']) expect(html).toContain(title);
    expect(html.match(/enctype="multipart\/form-data"/g)).toHaveLength(3);
    expect(html).toContain('accept="image/*,application/pdf"');
    expect(html.match(/بارگذاری نشده/g)).toHaveLength(3);
  });

  it('brings a refused file back beside its kind, then takes a picture and shows it as sent', async () => {
    const shopper = await signedIn();
    const refused = await post(shopper.headers, { kind: 'national_card_back', file: fakePng() });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد');
    expect(html).toContain('id="file-national_card_back-error"');

    const sent = await post(shopper.headers, { kind: 'national_card_back', file: await smallPng() });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/profile/documents?done=national_card_back#document-national_card_back');
    expect(await t.db.select({ kind: userUploads.kind }).from(userUploads).where(eq(userUploads.userId, shopper.id))).toEqual([{ kind: 'national_card_back' }]);
    const after = await (await pages.render(FILE, '/profile/documents?done=national_card_back', { headers: shopper.headers })).text();
    expect(after).toContain('«پشت کارت ملی» بارگذاری شد.');
    expect(after).toContain('href="/v6/user-upload/file?kind=national_card_back"');
    expect(after.match(/بارگذاری نشده/g)).toHaveLength(2);
  });
});
