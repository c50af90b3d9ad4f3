import { Hono } from 'hono';
import type { AppEnv } from '../../server/http/env.ts';

export const homeApi = new Hono<AppEnv>();
