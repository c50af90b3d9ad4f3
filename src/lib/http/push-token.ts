import type { HttpClient } from './client.ts';

/**
 * Push-notification tokens (spec section 7): a token the app or browser registers is
 * given to the server at once as a guest's (GET /v6/site/guest-device-token) and kept in
 * localStorage as pending; after sign-in it is sent for the account (POST
 * /v6/user/set-device-token with device_token) and the pending flag cleared. A failed
 * send keeps it pending for the next page.
 */
export const PENDING_PUSH_KEY = 'bz_push_pending';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export const pendingPushToken = (store: Pick<Storage, 'getItem'> | null = storage()): string | null => store?.getItem(PENDING_PUSH_KEY) || null;

/** A push token registered on this device: the guest's now, the account's after sign-in. */
export async function registerPushToken(client: HttpClient, token: string, signedIn: boolean, store: Storage | null = storage()): Promise<void> {
  store?.setItem(PENDING_PUSH_KEY, token);
  if (signedIn) {
    await sendPendingPushToken(client, store);
    return;
  }
  await client.get('/v6/site/guest-device-token', { query: { token }, mode: 'rethrow' }).catch(() => undefined);
}

/** After sign-in: the pending token goes to the account; says whether one was sent. */
export async function sendPendingPushToken(client: HttpClient, store: Storage | null = storage()): Promise<boolean> {
  const token = pendingPushToken(store);
  if (!token) return false;
  try {
    await client.post('/v6/user/set-device-token', { device_token: token }, { mode: 'rethrow' });
  } catch {
    return false;
  }
  store?.removeItem(PENDING_PUSH_KEY);
  return true;
}
