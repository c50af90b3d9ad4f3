import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { enforceLimits } from '#server/auth/rate-limit.ts';
import { requireCaptcha } from '#modules/account/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { validationError, zodFields, type FieldError } from '#server/errors.ts';
import { parse } from '#server/http/params.ts';
import { cities } from '#modules/geo/index.ts';
import { resumeBytes, storeResume } from './resumes.ts';
import { contactDepartments, jobPositions, requests, type RequestKind } from './schema.ts';
import { agencyBody, careerBody, contactBody, REQUEST_MESSAGES } from './validation.ts';

/**
 * The public side of contact, career and agency requests: what the contact page and /careers list, and
 * the three ways in (contact message, job application, agency request). The API and the
 * pages call these with the raw body, so both parse, limit and store the same way.
 */

/** Who sent it: the signed-in user if any, and the address the per-address limit counts. */
export interface Sender {
  userId: number | null;
  ip: string;
}

/** Per address, per kind: a person writes a few times an hour at most; a script is stopped here. */
export const REQUESTS_PER_HOUR = 10;

const limit = (kind: RequestKind, ip: string) =>
  enforceLimits([{ key: `request:${kind}:ip:${ip}`, max: REQUESTS_PER_HOUR, windowSeconds: 3600 }], REQUEST_MESSAGES.tooMany);

export function listDepartments(db: DbOrTx) {
  return db
    .select({
      id: contactDepartments.id,
      slug: contactDepartments.slug,
      title: contactDepartments.title,
      phone: contactDepartments.phone,
      email: contactDepartments.email,
      description: contactDepartments.description,
    })
    .from(contactDepartments)
    .where(eq(contactDepartments.active, true))
    .orderBy(asc(contactDepartments.sort), asc(contactDepartments.id));
}

export function listPositions(db: DbOrTx) {
  return db
    .select({
      id: jobPositions.id,
      slug: jobPositions.slug,
      title: jobPositions.title,
      city: jobPositions.city,
      work_type: jobPositions.workType,
      description: jobPositions.description,
      requirements: jobPositions.requirements,
    })
    .from(jobPositions)
    .where(eq(jobPositions.active, true))
    .orderBy(asc(jobPositions.sort), asc(jobPositions.id));
}
export type Position = Awaited<ReturnType<typeof listPositions>>[number];

async function isActive(db: DbOrTx, table: typeof contactDepartments | typeof jobPositions, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.active, true)));
  return row !== undefined;
}

/** A request's own columns: all but its kind and who sent it. */
type OwnColumns = Omit<typeof requests.$inferInsert, 'kind' | 'name' | 'mobile' | 'email' | 'userId'>;

/**
 * The end every request shares, once its fields are judged: the address's limit for its
 * kind, then what only this kind checks or stores (`own`: the captcha, the resume file)
 * and its columns, then the row with who sent it. Returns its id.
 */
async function createRequest(
  db: DbOrTx,
  kind: RequestKind,
  sender: Sender,
  from: { name: string; mobile: string; email?: string },
  own: () => OwnColumns | Promise<OwnColumns>,
): Promise<number> {
  await limit(kind, sender.ip);
  const columns = await own();
  const [row] = await db
    .insert(requests)
    .values({ kind, name: from.name, mobile: from.mobile, email: from.email ?? null, userId: sender.userId, ...columns })
    .returning({ id: requests.id });
  return row!.id;
}

/** A contact message: fields first (every field's message at once), then the address's limit, then the captcha (used up either way). */
export async function sendContactMessage(db: DbOrTx, body: unknown, sender: Sender): Promise<number> {
  const input = parse(contactBody, body);
  if (!(await isActive(db, contactDepartments, input.department_id))) throw validationError([{ field: 'department_id', message: REQUEST_MESSAGES.department }]);
  return createRequest(db, 'contact', sender, input, async () => {
    await requireCaptcha(db, input.captcha_key, input.captcha);
    return { departmentId: input.department_id, subject: input.subject, message: input.message };
  });
}

/**
 * A job application with its resume. The text fields and the file are judged together,
 * so one answer names every problem (an empty, non-PDF or oversized resume among them).
 */
export async function applyForJob(db: DbOrTx, body: Record<string, unknown>, sender: Sender): Promise<number> {
  const parsed = z.safeParse(careerBody, body);
  const resume = await resumeBytes(body.resume);
  const errors: FieldError[] = parsed.success ? [] : zodFields(parsed.error);
  if ('problem' in resume) errors.push({ field: 'resume', message: resume.problem });
  if (!parsed.success || errors.length) throw validationError(errors);
  const input = parsed.data;
  if (!(await isActive(db, jobPositions, input.position_id))) throw validationError([{ field: 'position_id', message: REQUEST_MESSAGES.position }]);
  return createRequest(db, 'career', sender, input, async () => ({
    positionId: input.position_id,
    message: input.message ?? null,
    resumePath: await storeResume(resume as Uint8Array),
  }));
}

/** An agency (regional representative) request: the city decides the province; one the client names must agree. */
export async function requestAgency(db: DbOrTx, body: unknown, sender: Sender): Promise<number> {
  const input = parse(agencyBody, body);
  const [city] = await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, input.city_id));
  if (!city) throw validationError([{ field: 'city_id', message: REQUEST_MESSAGES.city }]);
  if (input.province_id !== undefined && input.province_id !== city.provinceId)
    throw validationError([{ field: 'city_id', message: REQUEST_MESSAGES.cityOutsideProvince }]);
  return createRequest(db, 'agency', sender, input, () => ({
    provinceId: city.provinceId,
    cityId: input.city_id,
    message: input.message ?? null,
    details: { experience: input.experience, ...(input.business_name ? { business_name: input.business_name } : {}) },
  }));
}
