import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '#server/db/client.ts';
import { toFaDigits } from '#lib/digits.ts';
import { ApiError } from '#server/errors.ts';
import type { CaseView, DecisionKind } from '#modules/decisions/index.ts';
import { holdReasons, HOLD_REASON_TEXT } from './rule.ts';

type ModeratedTable = PgTable & { id: PgColumn; state: PgColumn; refuseReason: PgColumn };

/** A case's subject: a title, lines for context, and the texts the rule read (shown as written, escaped by the page). */
interface ModeratedSubject {
  id: number;
  title: string;
  lines: string[];
  texts: string[];
}

interface ModeratedKind {
  kind: string;
  /** The kind's name in the inbox. */
  title: string;
  table: ModeratedTable;
  /** The cases' subjects, of ids never empty. */
  read(db: Db, ids: number[]): Promise<ModeratedSubject[]>;
  /** What follows a verdict in the same transaction: the product's rating, a page purge, an SMS. */
  after(tx: Tx, id: number, state: 'approved' | 'refused'): Promise<void>;
}

/**
 * A kind of shoppers' text in the decisions inbox (reviews, questions, answers, experience
 * notes): approving publishes it, refusing keeps it from the public with the reason its
 * writer reads. One factory, so every kind is decided the same way.
 */
export function moderatedKind({ kind, title, table, read, after }: ModeratedKind): DecisionKind {
  const decide = async (tx: Tx, id: number, state: 'approved' | 'refused', reason: string | null) => {
    const changed = await tx
      .update(table)
      .set({ state, refuseReason: reason } as never)
      .where(and(eq(table.id, id), eq(table.state, 'pending')))
      .returning({ id: table.id });
    if (!changed.length) throw new ApiError(409, 'این نوشته پیش‌تر بررسی شده یا حذف شده است');
    await after(tx, id, state);
  };
  return {
    kind,
    title,
    async describe(db, ids) {
      const subjects = ids.length ? await read(db, ids) : [];
      const views = new Map<number, CaseView>();
      for (const { id, title: caseTitle, lines, texts } of subjects) {
        const held = holdReasons(...texts).map((r) => HOLD_REASON_TEXT[r]);
        views.set(id, { title: caseTitle, lines: [...lines, ...(held.length ? [`نگه داشته شده برای: ${held.join('، ')}`] : [])] });
      }
      return views;
    },
    approve: (tx, id) => decide(tx, id, 'approved', null),
    refuse: (tx, id, _staff, reason) => decide(tx, id, 'refused', reason),
  };
}

/** The writer's line of a case: their mobile, then what else staff should know («ناشناس», «خریدار کالا»). */
export function writerLine(mobile: string, ...notes: (string | false)[]): string {
  return [`موبایل ${toFaDigits(mobile)}`, ...notes.filter((n) => n !== false)].join('، ');
}
