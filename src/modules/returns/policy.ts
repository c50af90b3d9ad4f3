/**
 * Which delivered items may go back (docs/adr/0028): within RETURN_DAYS of the dispatch's
 * delivery (the usual Iranian «۷ روز ضمانت بازگشت کالا»), except categories whose goods
 * cannot be resold once opened for hygiene (make-up, skin and hair care, perfume). Pure:
 * the callers bring the dispatch, its lines and what earlier requests already hold.
 */
export const RETURN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Category slugs (and everything under them) whose goods do not come back. */
export const NON_RETURNABLE_CATEGORIES: readonly string[] = ['face-makeup', 'skin-care', 'hair-care', 'perfume-fragrance'];

export interface LineFacts {
  id: number;
  count: number;
  /** Units already held by other live requests or received back. */
  held: number;
  /** The product's category slugs, leaf first. */
  categories: readonly string[];
}

export interface Revertability {
  /** The dispatch as a whole: may the shopper start a return, and if not, why (Persian). */
  status: boolean;
  error: string | null;
  /** Per line: how many may still go back (0 = none), and why not when none. */
  lines: Map<number, { left: number; why: string | null }>;
}

export const returnDeadline = (deliveredAt: Date) => new Date(deliveredAt.getTime() + RETURN_DAYS * DAY_MS);

export const lineReturnable = (categories: readonly string[]) => !categories.some((slug) => NON_RETURNABLE_CATEGORIES.includes(slug));

export function revertability(
  dispatch: { deliveredAt: Date | null; delivered: boolean },
  lines: readonly LineFacts[],
  now: Date,
  words: { notDelivered: string; windowPassed: string; nothingLeft: string; noneRevertable: string; lineNotRevertable: string },
): Revertability {
  const out = new Map<number, { left: number; why: string | null }>();
  const closed = (why: string): Revertability => {
    for (const l of lines) out.set(l.id, { left: 0, why });
    return { status: false, error: why, lines: out };
  };
  if (!dispatch.delivered || !dispatch.deliveredAt) return closed(words.notDelivered);
  if (now >= returnDeadline(dispatch.deliveredAt)) return closed(words.windowPassed);
  for (const l of lines) {
    const allowed = lineReturnable(l.categories);
    out.set(l.id, allowed ? { left: Math.max(0, l.count - l.held), why: null } : { left: 0, why: words.lineNotRevertable });
  }
  const any = [...out.values()].some((l) => l.left > 0);
  if (any) return { status: true, error: null, lines: out };
  const someAllowed = lines.some((l) => lineReturnable(l.categories));
  return { status: false, error: someAllowed ? words.nothingLeft : words.noneRevertable, lines: out };
}
