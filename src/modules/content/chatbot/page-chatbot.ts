import type { AstroGlobal } from 'astro';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { requestIp } from '#server/http/client-address.ts';
import { parseFormValues, textValues } from '#server/http/form-values.ts';
import { askAssistant, type AssistantAnswer } from '#app/assistant.ts';
import { limitAsking } from './limits.ts';
import { askBody } from './validation.ts';

/**
 * What /chatbot does before it renders: without JavaScript the question is a plain form
 * posting to the page, answered here by the same composition as the API and shown under it
 * (nothing is kept: a new question replaces the last). Personal for a signed-in shopper (their
 * orders, their wallet), so never cached. A refused question comes back with its message and
 * the status the API would give (422, 429).
 */
export interface ChatbotPageState {
  question: string;
  reply: AssistantAnswer | null;
  error: string | null;
}

/** `userId`: the signed-in shopper the page found (account's session), or null for a guest. */
export async function chatbotPage(Astro: AstroGlobal, userId: number | null): Promise<ChatbotPageState> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const state: ChatbotPageState = { question: '', reply: null, error: null };
  if (Astro.request.method !== 'POST') return state;
  const values = textValues(await Astro.request.formData().catch(() => new FormData()));
  state.question = (values.message ?? '').trim();
  const parsed = parseFormValues(values, askBody);
  try {
    await limitAsking(requestIp(Astro.request));
    if ('errors' in parsed) {
      Astro.response.status = 422;
      return { ...state, error: Object.values(parsed.errors)[0] ?? null };
    }
    const { db } = await getDatabase();
    return { ...state, reply: await askAssistant(db, parsed.data.message, userId) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    Astro.response.status = err.status;
    if (err.headers?.['Retry-After']) Astro.response.headers.set('Retry-After', err.headers['Retry-After']);
    return { ...state, error: err.message };
  }
}
