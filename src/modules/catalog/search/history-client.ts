import { api } from '#lib/http/index.ts';
import type { SearchHistoryItem } from './history-validation.ts';

/**
 * The recent-searches calls of the header's panel (/v10/search-history/*), through the
 * authenticated client so the spec's headers go with them. Loading is a nicety: a
 * failure shows nothing and never toasts. Removing is the shopper's action: a failure
 * toasts the server's message (spec section 8) and is rethrown.
 */
interface Answer<T> {
  success: boolean;
  msg?: string;
  data: T;
}

export const historyCalls = {
  index: async (): Promise<SearchHistoryItem[]> => {
    const body = await api.get<Answer<{ items: SearchHistoryItem[] }>>('/v10/search-history/index', {
      timeout: 8000,
      mode: 'callback',
      onError: () => {},
      toastValidation: false,
    });
    return body.data.items;
  },
  remove: (id: number) => api.delete<Answer<SearchHistoryItem>>('/v10/search-history/delete', { query: { id } }),
  clear: () => api.delete<Answer<{ count: number }>>('/v10/search-history/clear'),
};
