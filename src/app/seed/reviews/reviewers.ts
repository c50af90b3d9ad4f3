import { eq, inArray } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { DEMO_ACCOUNTS } from '../accounts.ts';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from '../data/reviewer-names.ts';

/** The demo shoppers who write the reviews: mobiles 09901000001…, clear of the published demo accounts (0912000…) and of the test factories' 0935…, 0937…, 0939…. */
export const REVIEWER_COUNT = 60;
export const reviewerMobile = (i: number) => `0990100${String(i + 1).padStart(4, '0')}`;

/**
 * The reviewers' accounts: no password (only an SMS code to the number signs in, which
 * development writes to its outbox). Users outlive `reset`, so a second seed finds them
 * (by mobile) instead of adding more.
 */
export async function seedReviewers(db: DbOrTx): Promise<number[]> {
  const people = Array.from({ length: REVIEWER_COUNT }, (_, i) => {
    const sex = i % 2 === 0 ? 0 : 1;
    const names = sex ? MALE_NAMES : FEMALE_NAMES;
    const mobile = reviewerMobile(i);
    return { mobile, username: mobile, firstName: names[Math.floor(i / 2) % names.length]!, lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length]!, sex };
  });
  await db.insert(users).values(people).onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(
      inArray(
        users.mobile,
        people.map((p) => p.mobile),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.mobile, r.id]));
  // In mobile order, not id order, so the same reviewer writes the same reviews whatever ids the accounts got.
  return people.map((p) => idOf.get(p.mobile)!);
}

/** Who writes the sellers' answers: staff write them for the seller (reviews/schema.ts), here the demo owner; else the first reviewer. */
export async function sellerVoiceOf(db: DbOrTx, reviewerIds: number[]): Promise<number> {
  const ownerMobile = DEMO_ACCOUNTS.find((a) => 'staffRole' in a && a.staffRole === 'owner')!.mobile;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, ownerMobile));
  return owner?.id ?? reviewerIds[0]!;
}
