import { api } from '#lib/http/index.ts';
import { quiet, type Answer } from '#lib/http/answer.ts';

/** Wish-list and back-in-stock calls islands make (spec section 7). Failures are rethrown. */

export const listCalls = {
  wish: (id: number) => api.post<Answer<unknown>>('/v6/wish-list/add', { id }, quiet),
  unwish: (id: number) => api.delete<Answer<unknown>>('/v6/wish-list/clear', { ...quiet, query: { id } }),
  wished: (ids: number[]) => api.get<Answer<{ ids: number[] }>>('/v6/wish-list/check', { ...quiet, query: { ids } }),
  letMeKnow: (id: number) => api.post<Answer<unknown>>('/v6/let-me-know/create', { id }, quiet),
};

export { installPriceSmsSwitch } from './enhance-price-sms-switch.ts';

export { letMeKnow, wishItem, wishedOf } from './actions.ts';
