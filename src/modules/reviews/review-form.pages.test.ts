import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { questionsFixture } from './questions/questions.fixture.ts';
import { surveyItemsOf } from './surveys/items.ts';
import { missingScoreMessage } from './validation.ts';

/**
 * The review form without JavaScript (/product/{slug}/userReviews/write): a refused post
 * says, beside each criterion, which one still needs a score. Named `.pages.test`: the
 * PostgreSQL run skips these and their Vite start.
 */
const t = useTestApi();
const pages = usePageRenderer(t);
const { freshProduct } = questionsFixture(t, { firstProduct: 3 });

describe('the review form', () => {
  it('names each criterion left without a score, next to it, and none that was scored', async () => {
    const p = await freshProduct();
    const items = await surveyItemsOf(t.db, p.id);
    expect(items.length).toBeGreaterThan(1);
    const member = await newMember(t.db);
    const cookie = { Cookie: `bz_session=${(await issueLogin(t.db, member.id, 'retail-web')).web}` };
    const [scored, ...left] = items;
    const body = new URLSearchParams({ [`scores[${scored!.id}]`]: '4', text: 'کیفیت خوبی دارد و به موقع رسید', recommend: '1' });
    const res = await pages.render('product/[slug]/userReviews/write.astro', `/product/${p.slug}/userReviews/write`, {
      params: { slug: p.slug },
      method: 'POST',
      body: body.toString(),
      headers: { ...cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    for (const item of left) {
      expect(html).toMatch(new RegExp(`data-missing-score="${item.id}"[^>]*>\\s*${missingScoreMessage(item.title)}`));
      expect(html).toContain(`aria-describedby="score-${item.id}-error"`);
    }
    expect(html).not.toContain(missingScoreMessage(scored!.title));
    expect(html).toContain(`امتیاز «${left[0]!.title}» را انتخاب کنید`);
  });
});
