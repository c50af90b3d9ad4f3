import type { Db } from '../db/client.ts';
import type { Caller } from '../auth/session.ts';

/** What every API handler finds on the Hono context. */
export interface AppEnv {
  Variables: {
    db: Db;
    /** The signed-in caller, set by the authenticate middleware (null for guests). */
    caller: Caller | null;
  };
}
