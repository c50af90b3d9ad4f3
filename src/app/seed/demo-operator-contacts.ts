import { and, eq, inArray, like } from 'drizzle-orm';
import { loginAsAudit, users } from '#modules/account/index.ts';
import { operatorScores } from '#modules/club/index.ts';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * The demo customer's call-center contacts (the club's operator score, /club/operator-score):
 * the demo call-center operator acted as them three times, relative to the seeding day, so
 * the page shows one contact to score, one already scored and none past the 30 days (the
 * oldest is left out). Once: a reseed finds them by their family and adds nothing.
 */
const CUSTOMER = '09120000001';
const OPERATOR = '09120000014';
const FAMILY = 'demo-contact-';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const CONTACTS = [
  { daysAgo: 2, reason: 'پیگیری ارسال سفارش', score: null },
  { daysAgo: 9, reason: 'ثبت سفارش تلفنی', score: { score: 5, comment: 'با حوصله راهنمایی کردند و سفارشم را ثبت کردند.' } },
  { daysAgo: 45, reason: 'تغییر نشانی تحویل', score: null },
] as const;

export async function seedDemoOperatorContacts(db: DbOrTx, now: Date): Promise<void> {
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(inArray(users.mobile, [CUSTOMER, OPERATOR]));
  const customer = people.find((p) => p.mobile === CUSTOMER);
  const operator = people.find((p) => p.mobile === OPERATOR);
  if (!customer || !operator) return;
  const [seeded] = await db
    .select({ id: loginAsAudit.id })
    .from(loginAsAudit)
    .where(and(eq(loginAsAudit.userId, customer.id), like(loginAsAudit.family, `${FAMILY}%`)))
    .limit(1);
  if (seeded) return;
  for (const [i, c] of CONTACTS.entries()) {
    const startedAt = new Date(now.getTime() - c.daysAgo * DAY);
    const [row] = await db
      .insert(loginAsAudit)
      .values({
        operatorId: operator.id,
        userId: customer.id,
        family: `${FAMILY}${i + 1}`,
        reason: c.reason,
        startedAt,
        endedAt: new Date(startedAt.getTime() + HOUR / 4),
      })
      .returning({ id: loginAsAudit.id });
    if (c.score) {
      await db.insert(operatorScores).values({
        contactId: row!.id,
        userId: customer.id,
        operatorId: operator.id,
        ...c.score,
        createdAt: new Date(startedAt.getTime() + HOUR),
      });
    }
  }
}
