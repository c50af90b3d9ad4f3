import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { readLoginAsContact, readLoginAsContacts, type LoginAsContact } from '#modules/account/index.ts';
import { operatorScores } from '../schema.ts';
import { CONTACT_WINDOW_DAYS, OPERATOR_SCORE_MESSAGES, type OperatorScoreInput } from './validation.ts';

/**
 * The operator score (spec section 2, /club/operator-score/*): a shopper scores the
 * call-center operator who helped them, once per contact. A contact is one login-as session
 * (account's record, read through its face); it may be scored for CONTACT_WINDOW_DAYS after
 * it started. Once is the table's unique contact: two submits at the same moment insert one
 * row, and the other is told the contact is already scored.
 */
export interface OperatorContact {
  contact_id: number;
  /** The operator's first name (null: the account has none; the pages say «کارشناس پشتیبانی»). */
  operator_name: string | null;
  started_at: string;
  ended_at: string | null;
  /** Not scored yet and still within the window. */
  can_rate: boolean;
  score: number | null;
  comment: string | null;
  rated_at: string | null;
}

const DAY_MS = 86_400_000;
const windowStart = (now: Date) => new Date(now.getTime() - CONTACT_WINDOW_DAYS * DAY_MS);

type ScoreRow = typeof operatorScores.$inferSelect;

function view(contact: LoginAsContact, scored: ScoreRow | undefined, now: Date): OperatorContact {
  return {
    contact_id: contact.id,
    operator_name: contact.operatorName,
    started_at: contact.startedAt.toISOString(),
    ended_at: contact.endedAt?.toISOString() ?? null,
    can_rate: !scored && contact.startedAt >= windowStart(now),
    score: scored?.score ?? null,
    comment: scored?.comment ?? null,
    rated_at: scored?.createdAt.toISOString() ?? null,
  };
}

async function scoresOf(db: DbOrTx, contactIds: number[]): Promise<Map<number, ScoreRow>> {
  if (contactIds.length === 0) return new Map();
  const rows = await db.select().from(operatorScores).where(inArray(operatorScores.contactId, contactIds));
  return new Map(rows.map((r) => [r.contactId, r]));
}

/** The shopper's contacts of the last CONTACT_WINDOW_DAYS, newest first, each with its score if given. */
export async function contactsOf(db: DbOrTx, userId: number, now = new Date()): Promise<OperatorContact[]> {
  const contacts = await readLoginAsContacts(db, userId, windowStart(now));
  const scores = await scoresOf(
    db,
    contacts.map((c) => c.id),
  );
  return contacts.map((c) => view(c, scores.get(c.id), now));
}

/** The shopper's own contact, or undefined (unknown, or someone else's: the same answer). */
async function ownContact(db: DbOrTx, userId: number, contactId: number): Promise<LoginAsContact | undefined> {
  const contact = await readLoginAsContact(db, contactId);
  return contact?.userId === userId ? contact : undefined;
}

/** One contact of the shopper's, however old, with its score; a Persian 404 for anyone else's. */
export async function contactOf(db: DbOrTx, userId: number, contactId: number, now = new Date()): Promise<OperatorContact> {
  const contact = await ownContact(db, userId, contactId);
  if (!contact) throw notFound(OPERATOR_SCORE_MESSAGES.notFound);
  return view(contact, (await scoresOf(db, [contactId])).get(contactId), now);
}

/**
 * Scores one of the shopper's contacts: 404 when it is not theirs, 422 when its window has
 * passed or it is scored already. The insert itself decides "already": ON CONFLICT on the
 * unique contact leaves a second, simultaneous submit with nothing inserted.
 */
export async function rateContact(db: DbOrTx, userId: number, input: OperatorScoreInput, now = new Date()): Promise<OperatorContact> {
  const contact = await ownContact(db, userId, input.contact_id);
  if (!contact) throw notFound(OPERATOR_SCORE_MESSAGES.notFound);
  if (contact.startedAt < windowStart(now)) throw validationError([{ field: 'contact_id', message: OPERATOR_SCORE_MESSAGES.expired }]);
  const [row] = await db
    .insert(operatorScores)
    .values({ contactId: contact.id, userId, operatorId: contact.operatorId, score: input.score, comment: input.comment })
    .onConflictDoNothing({ target: operatorScores.contactId })
    .returning();
  if (!row) throw validationError([{ field: 'contact_id', message: OPERATOR_SCORE_MESSAGES.rated }]);
  return view(contact, row, now);
}
