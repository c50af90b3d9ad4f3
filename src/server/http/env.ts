import type { Db } from '../db/client.ts';

/** What every API handler finds on the Hono context. */
export interface AppEnv {
  Variables: {
    db: Db;
  };
}
