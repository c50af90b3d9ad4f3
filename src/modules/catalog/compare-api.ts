import { Hono } from 'hono';
import type { AppEnv } from '../../server/http/env.ts';

export const compareApi = new Hono<AppEnv>();
