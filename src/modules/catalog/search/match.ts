import { sql, type SQL } from 'drizzle-orm';
import { IDENTITY_END } from './document.ts';
import type { Unit } from './query.ts';

/**
 * SQL over products.search_text (search/document.ts): every word there starts after a
 * space, so a form matches as a word prefix (' گوشی' finds گوشی and گوشیهای, not
 * ناگوشی) and the trigram index answers it. One- and two-letter forms must be whole
 * words (لب is not لباسشویی).
 */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function formPattern(form: string, identityOnly = false): string {
  const word = form.length >= 3 || form.includes(' ') ? `% ${escapeLike(form)}%` : `% ${escapeLike(form)} %`;
  return identityOnly ? `${word}${IDENTITY_END}%` : word;
}

/** Products that have every unit in one of its forms; `identityOnly`: in what they are, not what they fit. */
export function unitsMatch(units: readonly Unit[], identityOnly = false): SQL {
  if (units.length === 0) return sql`true`;
  return sql.join(
    units.map((u) => sql`(${sql.join(u.forms.map((f) => sql`p.search_text like ${formPattern(f, identityOnly)}`), sql` or `)})`),
    sql` and `,
  );
}
