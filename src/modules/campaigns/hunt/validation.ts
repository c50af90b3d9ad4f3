import { z } from 'zod';
import { idSchema } from '#server/http/params.ts';
import { HUNT_MESSAGES } from './rules.ts';

/** POST /v10/campaign/hunt-find: `{ item_id }`. */
export const findBody = z.object({ item_id: idSchema(HUNT_MESSAGES.itemId) });
