import { enforceLimits } from '#server/auth/rate-limit.ts';
import { ASSISTANT_MESSAGES } from './validation.ts';

/**
 * How often one address may ask (the API and the page's form share the counters): a person
 * asks a few questions a minute at most; a script reading the FAQ through the assistant is
 * stopped here (429 with Retry-After).
 */
export const ASKS_PER_MINUTE = 20;
export const ASKS_PER_HOUR = 200;

export const limitAsking = (ip: string) =>
  enforceLimits(
    [
      { key: `chatbot:ip:${ip}:minute`, max: ASKS_PER_MINUTE, windowSeconds: 60 },
      { key: `chatbot:ip:${ip}:hour`, max: ASKS_PER_HOUR, windowSeconds: 3600 },
    ],
    ASSISTANT_MESSAGES.tooMany,
  );
