/**
 * How a writer is named in public: their first name and the initial of their last name
 * (never the mobile), «کاربر ناشناس» when they chose to stay anonymous, «کاربر بازار»
 * when they have not given a name.
 */
export const ANONYMOUS = 'کاربر ناشناس';
export const NAMELESS = 'کاربر بازار';

export function authorName(anonymous: boolean, firstName: string | null, lastName: string | null): string {
  if (anonymous) return ANONYMOUS;
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (!first && !last) return NAMELESS;
  return [first, last && first ? `${last.slice(0, 1)}.` : last].filter(Boolean).join(' ');
}
