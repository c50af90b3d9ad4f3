import { notFound } from '#server/errors.ts';

/** The row an edit names, or a 404 (a back-office page shows it beside the form). */
export function found<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}
