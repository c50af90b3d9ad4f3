import type { Context } from 'hono';
import type { AppEnv } from '#server/http/env.ts';

/**
 * What other domains do when a shopper signs in or out (the cart adopts the guest cart and
 * clears its count hint). Account sits below them and cannot call them, so the composition
 * registers the hooks when it builds the API (src/app/api.ts); plain assignment, so building
 * the API twice (tests) is harmless. Without registration signing in still works, only
 * nothing else happens.
 */
export interface SessionHooks {
  signedIn(c: Context<AppEnv>, userId: number): Promise<void>;
  signedOut(c: Context<AppEnv>): void;
}

const hooks: SessionHooks = {
  signedIn: async () => {},
  signedOut: () => {},
};

export function setSessionHooks(next: Partial<SessionHooks>): void {
  Object.assign(hooks, next);
}

export const signedIn = (c: Context<AppEnv>, userId: number) => hooks.signedIn(c, userId);
export const signedOut = (c: Context<AppEnv>) => hooks.signedOut(c);
