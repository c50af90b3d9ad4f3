import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { post } from './ledger.ts';

/**
 * /profile/paybuy rendered in-process: the history reads in Persian digits, bank
 * references included. Named `.pages.test`: the PostgreSQL run skips these and their
 * Vite start.
 */
const t = useTestApi();
const pages = usePageRenderer(t);

describe('/profile/paybuy', () => {
  it('shows a top-up’s bank reference in Persian digits, not the ledger’s Latin ones', async () => {
    const member = await newMember(t.db);
    await t.db.transaction((tx) =>
      post(tx, { userId: member.id, currency: 'rial', amount: 2_000_000, reason: 'topUp', note: 'افزایش موجودی (کد پیگیری 987654321)' }),
    );
    const cookie = { Cookie: `bz_session=${(await issueLogin(t.db, member.id, 'retail-web')).web}` };
    const res = await pages.render('profile/paybuy/index.astro', '/profile/paybuy', { headers: cookie });
    expect(res.status).toBe(200);
    const history = (await res.text()).split('data-history')[1] ?? '';
    expect(history).toContain('کد پیگیری ۹۸۷۶۵۴۳۲۱');
    expect(history).not.toContain('987654321');
  });
});
