/**
 * Where a refused placement's messages belong on the /payment page: beside the address, the
 * delivery times, the payment method, or over the whole form. The island (store.ts) and the
 * page's plain form (a post without JavaScript) place them the same way.
 */
export type PlaceProblems = Partial<Record<'address' | 'slots' | 'gateway' | 'form', string>>;

export function problemsOf(fields: readonly { field: string; message: string }[]): PlaceProblems {
  const problems: PlaceProblems = {};
  for (const { field, message } of fields) {
    const at = field === 'address_id' ? 'address' : field === 'slots' || field.startsWith('slots') ? 'slots' : field === 'gateway' ? 'gateway' : 'form';
    problems[at] ??= message;
  }
  return problems;
}
