import { api } from './index.ts';
import { sendPendingPushToken } from './push-token.ts';

/** Loaded only when a signed-in page finds a pending push token: the HTTP client comes with it. */
export const sendPendingPush = (): Promise<boolean> => sendPendingPushToken(api);
