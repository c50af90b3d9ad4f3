/**
 * LIKE/ILIKE patterns from what someone typed: `%`, `_` and the escape character itself
 * are matched literally (PostgreSQL's default escape is the backslash), so a search for
 * "50%" or "a_b" finds those characters instead of matching everything.
 */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** "contains `s`" as a pattern. */
export const containsPattern = (s: string): string => `%${escapeLike(s)}%`;
