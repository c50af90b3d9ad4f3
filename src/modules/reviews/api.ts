import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { surveysApi } from './surveys/api.ts';
import { feedbackApi } from './feedback/api.ts';
import { questionsApi } from './questions/api.ts';

/** What shoppers say: reviews, questions and answers, order and product feedback. */
export const reviewsApi = new Hono<AppEnv>();
reviewsApi.route('/', surveysApi);
reviewsApi.route('/', feedbackApi);
reviewsApi.route('/', questionsApi);
