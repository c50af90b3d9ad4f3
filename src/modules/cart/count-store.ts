import { atom } from 'nanostores';
import { readCartCount } from '#lib/session-hints.ts';

/**
 * The header badge's number, shared by every script and island of the page. It starts
 * from the readable `bz_cart_count` cookie the server sets with every cart answer (so it
 * is right after a reload, before any request) and follows other tabs through a
 * BroadcastChannel. Before it loads (the header's first tap) the header paints the badge
 * from the cookie itself (layouts/parts/header-hints.ts).
 */
const CHANNEL = 'bz-cart';

export const $cartCount = atom<number>(readCartCount());

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<() => void>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', () => {
    $cartCount.set(readCartCount());
    for (const listener of listeners) listener();
  });
  return channel;
}

/** After a cart answer in this tab: the new count here, and a nudge to the other tabs. */
export function publishCartChange(count: number): void {
  $cartCount.set(count);
  open()?.postMessage({ count });
}

/** Runs `listener` when another tab changed the cart (the cart page reloads its copy). */
export function onOtherTabCartChange(listener: () => void): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Back to a tab: the cookie may have moved on meanwhile. */
export function syncCartCountFromCookie(): void {
  open();
  $cartCount.set(readCartCount());
}
