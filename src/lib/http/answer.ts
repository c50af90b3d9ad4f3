import type { ErrorPolicy } from './client.ts';

/** The spec's envelope as islands read it (shared/spec/API.md "Envelope"). */
export interface Answer<T> {
  success: boolean;
  msg?: string;
  data: T;
}

/** Every failure comes back to the caller, who decides what to show. */
export const quiet: ErrorPolicy = { mode: 'rethrow' };
