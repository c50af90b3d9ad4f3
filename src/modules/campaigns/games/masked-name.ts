/**
 * A shopper as the public boards show them: the first name and the initial of the last
 * name (never the mobile), «کاربر بازار» when no name was given.
 */
export const NAMELESS = 'کاربر بازار';

export function maskedName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (first) return last ? `${first} ${last.slice(0, 1)}.` : first;
  return last ? `${last.slice(0, 1)}. ${NAMELESS}` : NAMELESS;
}
