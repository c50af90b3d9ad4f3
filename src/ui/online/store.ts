import { atom } from 'nanostores';

/**
 * Whether the browser says it is online (spec section 4: "status is tracked"). Starts
 * from navigator.onLine and follows the window's online and offline events once
 * `trackOnline()` has run; islands can subscribe to hold back what needs the network.
 */
export const $online = atom<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine !== false);

let tracking = false;

/** Follows the window's online/offline events (once per page). */
export function trackOnline(win: Pick<Window, 'addEventListener'> & { navigator?: { onLine?: boolean } } = window): void {
  if (tracking) return;
  tracking = true;
  $online.set(win.navigator?.onLine !== false);
  win.addEventListener('online', () => $online.set(true));
  win.addEventListener('offline', () => $online.set(false));
}

/** Tests only: forget the listeners' registration. */
export function resetOnlineTracking(): void {
  tracking = false;
}
