import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { type Staff, found, staffChange, type Permission } from '#modules/staff/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { cities, provinces } from '#modules/geo/index.ts';
import { readResume } from './resumes.ts';
import { contactDepartments, jobPositions, requests, type RequestKind } from './schema.ts';
import { REQUEST_MESSAGES } from './validation.ts';

/**
 * The back office's side of the requests (/admin/requests, /v10/admin/request/*).
 *
 * `customers.read` (owners, call-center and order operators): these rows are people's
 * names, mobile numbers and resumes, the personal data that permission already opens,
 * and answering them by phone is the call centre's work. Content editors edit pages, not
 * people's details, so they are left out.
 */
export const REQUESTS_PERMISSION: Permission = 'customers.read';

export const KIND_TITLES: Record<RequestKind, string> = {
  contact: 'پیام تماس',
  career: 'درخواست همکاری (رزومه)',
  agency: 'درخواست نمایندگی',
};

export interface RequestFilter {
  kind?: RequestKind;
  state: 'open' | 'handled' | 'all';
}

const whereOf = ({ kind, state }: RequestFilter): SQL | undefined =>
  and(
    kind ? eq(requests.kind, kind) : undefined,
    state === 'open' ? isNull(requests.handledAt) : state === 'handled' ? isNotNull(requests.handledAt) : undefined,
  );

/** A page of requests, newest first, with the names of what they point at. */
export async function listRequests(db: DbOrTx, filter: RequestFilter, { limit, offset }: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: requests,
        department: contactDepartments.title,
        position: jobPositions.title,
        province: provinces.name,
        city: cities.name,
      })
      .from(requests)
      .leftJoin(contactDepartments, eq(contactDepartments.id, requests.departmentId))
      .leftJoin(jobPositions, eq(jobPositions.id, requests.positionId))
      .leftJoin(provinces, eq(provinces.id, requests.provinceId))
      .leftJoin(cities, eq(cities.id, requests.cityId))
      .where(where)
      .orderBy(desc(requests.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  const items = rows.map(({ request: r, ...names }) => ({
    id: r.id,
    kind: r.kind,
    kind_title: KIND_TITLES[r.kind],
    name: r.name,
    mobile: r.mobile,
    email: r.email,
    user_id: r.userId,
    department: names.department,
    position: names.position,
    province: names.province,
    city: names.city,
    subject: r.subject,
    message: r.message,
    details: r.details,
    has_resume: r.resumePath !== null,
    handled_at: r.handledAt?.toISOString() ?? null,
    handled_by: r.handledBy,
    created_at: r.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}
export type RequestItem = Awaited<ReturnType<typeof listRequests>>['items'][number];

/** Marks a request handled, audited; marking one already handled changes nothing and says so (409). */
export function markHandled(db: DbOrTx, staff: Staff, id: number, ip?: string) {
  return staffChange(
    db,
    staff,
    REQUESTS_PERMISSION,
    'request.handle',
    async (tx) => {
      const [row] = await tx.select({ kind: requests.kind, handledAt: requests.handledAt }).from(requests).where(eq(requests.id, id)).for('update');
      const before = found(row, 'درخواست پیدا نشد');
      if (before.handledAt) throw new ApiError(409, 'این درخواست پیش‌تر رسیدگی شده است');
      const handledAt = new Date();
      await tx.update(requests).set({ handledAt, handledBy: staff.userId }).where(eq(requests.id, id));
      return {
        result: { id, handled_at: handledAt.toISOString() },
        subjectType: `request:${before.kind}`,
        subjectId: id,
        before: { handled: false },
        after: { handled: true },
      };
    },
    ip,
  );
}

/** The PDF of a job application, for staff only (the caller checked the permission). */
export async function resumeOf(db: DbOrTx, id: number): Promise<Buffer> {
  const [row] = await db.select({ path: requests.resumePath }).from(requests).where(eq(requests.id, id));
  const path = found(row, 'درخواست پیدا نشد').path;
  const data = path ? await readResume(path) : null;
  if (!data) throw new ApiError(404, REQUEST_MESSAGES.noResume);
  return data;
}
