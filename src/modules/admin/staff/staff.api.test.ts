import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { toFaDigits } from '#lib/digits.ts';
import { staffAudit, staffMembers } from '#modules/staff/index.ts';

const t = useTestApi();
const auditOf = async (userId: number) =>
  (await t.db.select().from(staffAudit).where(eq(staffAudit.actorUserId, userId)).orderBy(staffAudit.id)).filter((r) => !r.action.startsWith('second-factor'));
const memberOf = async (userId: number) => (await t.db.select().from(staffMembers).where(eq(staffMembers.userId, userId)))[0];

describe('the owner manages the staff', () => {
  it('adds someone with a shop account in a role, changes it, turns them off (their panel closes at once) and on again, each audited', async () => {
    const owner = await readyStaff(t, 'owner');
    const person = await newMember(t.db);
    const call = (path: string, body: object) => t.call('POST', `/v10/admin/staff/${path}`, body, owner.auth);

    const added = await call('add', { mobile: toFaDigits(person.mobile), role: 'call-center' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await call('add', { mobile: person.mobile, role: 'owner' })).body.data[0]).toMatchObject({
      field: 'mobile',
      message: 'این شخص پیش‌تر عضو کارکنان است',
    });
    expect((await call('add', { mobile: '09399999999', role: 'owner' })).body.data[0]).toMatchObject({
      field: 'mobile',
      message: 'حسابی با این شماره در فروشگاه نیست؛ ابتدا با همین شماره ثبت‌نام کند',
    });
    expect((await call('add', { mobile: person.mobile, role: 'king' })).body.data[0]).toMatchObject({ field: 'role', message: 'نقش را انتخاب کنید' });

    // The new member enrols their app and reads the orders their role allows.
    const enrol = await t.call('POST', '/v10/admin/second-factor/enrol', {}, person.auth);
    const { totpCode } = await import('#modules/staff/index.ts');
    expect((await t.call('POST', '/v10/admin/second-factor/verify', { code: totpCode(enrol.body.data.secret) }, person.auth)).status).toBe(200);
    expect((await t.call('GET', '/v10/admin/order/index', undefined, person.auth)).status).toBe(200);

    expect((await call('role', { id: person.id, role: 'content-editor' })).status).toBe(200);
    expect((await t.call('GET', '/v10/admin/order/index', undefined, person.auth)).status).toBe(403);

    expect((await call('active', { id: person.id, active: 0 })).status).toBe(200);
    expect((await t.call('GET', '/v10/admin/session', undefined, person.auth)).status).toBe(403);
    expect((await call('active', { id: person.id, active: 1 })).status).toBe(200);
    // Turned off, the sign-in's second factor was forgotten: back on, it asks for a code again.
    expect((await t.call('GET', '/v10/admin/session', undefined, person.auth)).body.data.second_factor).toBe('needed');

    const list = await t.call('GET', '/v10/admin/staff/index', undefined, owner.auth);
    expect(list.body.data.items.find((m: { userId: number }) => m.userId === person.id)).toMatchObject({
      role: 'content-editor',
      roleTitle: 'ویراستار محتوا',
      active: true,
      enrolled: true,
    });

    expect((await auditOf(owner.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['staff.add', null, { role: 'call-center', active: true }],
      ['staff.role', { role: 'call-center' }, { role: 'content-editor' }],
      ['staff.deactivate', { active: true }, { active: false }],
      ['staff.activate', { active: false }, { active: true }],
    ]);
  });

  it('resets a lost authenticator: the member enrols a new app at their next code; nobody changes their own membership', async () => {
    const owner = await readyStaff(t, 'owner');
    const member = await readyStaff(t, 'order-operator');
    expect((await t.call('POST', '/v10/admin/staff/reset-second-factor', { id: member.id }, owner.auth)).status).toBe(200);
    expect(await memberOf(member.id)).toMatchObject({ totpSecret: null, totpConfirmedAt: null });
    expect((await t.call('GET', '/v10/admin/session', undefined, member.auth)).body.data.second_factor).toBe('enrol');
    expect((await t.call('GET', '/v10/admin/order/index', undefined, member.auth)).status).toBe(403);

    for (const [path, body] of [
      ['role', { id: owner.id, role: 'call-center' }],
      ['active', { id: owner.id, active: 0 }],
      ['reset-second-factor', { id: owner.id }],
    ] as const) {
      const res = await t.call('POST', `/v10/admin/staff/${path}`, body, owner.auth);
      expect(res.status, path).toBe(409);
      expect(res.body.message).toBe('عضویت خودتان را نمی‌توانید تغییر دهید');
    }
    expect((await t.call('POST', '/v10/admin/staff/role', { id: 2_000_000_000, role: 'owner' }, owner.auth)).status).toBe(404);
    expect(await memberOf(owner.id)).toMatchObject({ role: 'owner', active: true });
  });

  it('is refused to every other role and to shoppers (403, no data)', async () => {
    const person = await newMember(t.db);
    for (const role of ['order-operator', 'catalog-editor', 'call-center', 'content-editor'] as const) {
      const who = await readyStaff(t, role);
      expect((await t.call('GET', '/v10/admin/staff/index', undefined, who.auth)).status).toBe(403);
      const res = await t.call('POST', '/v10/admin/staff/add', { mobile: person.mobile, role: 'owner' }, who.auth);
      expect(res.status).toBe(403);
      expect(res.body.data).toEqual({ name: 'Forbidden', message: 'شما به این بخش دسترسی ندارید', code: 0, status: 403 });
    }
    expect((await t.call('GET', '/v10/admin/staff/index', undefined, person.auth)).status).toBe(403);
    expect(await memberOf(person.id)).toBeUndefined();
  });
});
