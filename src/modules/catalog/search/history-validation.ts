import { z } from 'zod';
import { faSearchHistory as fa } from '#i18n/fa-search-history.ts';
import { searchTokens } from '../validation.ts';

/**
 * Contracts of /v10/search-history/* (isomorphic: the header's panel types its calls from
 * here). The text is kept as typed (trimmed, at most QUERY_MAX letters, like the search
 * form's maxlength); the de-duplication key is the search's own normalisation.
 */
export const SEARCH_HISTORY_SHOWN = 10;
export const SEARCH_HISTORY_KEPT = 20;
export const QUERY_MAX = 100;

/** The key two searches share when the search treats them alike («كتاب » = «کتاب»). */
export const historyKey = (query: string): string => searchTokens(query).join(' ');

/** The text as it is kept: trimmed and cut to QUERY_MAX letters (never splitting a letter). */
export const historyText = (query: string): string => Array.from(query.trim()).slice(0, QUERY_MAX).join('').trim();

export const historyBody = z.object({
  query: z.preprocess(
    (v) => (typeof v === 'string' ? historyText(v) : typeof v === 'number' ? String(v) : v),
    z.string({ error: fa.emptyQuery }).refine((q) => historyKey(q) !== '', { error: fa.emptyQuery }),
  ),
});

export interface SearchHistoryItem {
  id: number;
  query: string;
  created_at: string;
  updated_at: string;
}
