/**
 * Spec section 2: the browser back button closes an open dialog first instead of leaving
 * the page. Opening pushes a history entry; back pops it and closes; closing by other
 * means removes the entry again so history stays as it was.
 *
 * That removal is a history.back(), which the browser carries out later (on a busy phone,
 * well over a second later). A navigation started meanwhile is cancelled when the back
 * lands, so whoever leaves the page right after closing a dialog waits for
 * `whenHistorySettled` first.
 */
const STATE_KEY = '__dialog';

interface Trap {
  /** A modal dialog (ui/dialog/Dialog.tsx), as opposed to a card such as the home popup. */
  modal: boolean;
  released: boolean;
}

/** Traps not released yet, oldest first. */
const openTraps: Trap[] = [];
/** history.back() calls made by releases whose popstate has not come yet. */
let pendingBacks = 0;
const waiters = new Set<() => void>();
const recheck = () => {
  for (const waiter of [...waiters]) waiter();
};
const onLanded = () => {
  pendingBacks -= 1;
  if (pendingBacks === 0) window.removeEventListener('popstate', onLanded);
  recheck();
};

export function trapBackButton(onBack: () => void, { modal = false } = {}): () => void {
  const token = `${Date.now()}-${Math.random()}`;
  const trap: Trap = { modal, released: false };
  history.pushState({ ...(history.state ?? {}), [STATE_KEY]: token }, '');
  openTraps.push(trap);
  let popped = false;
  const onPop = () => {
    popped = true;
    window.removeEventListener('popstate', onPop);
    onBack();
  };
  window.addEventListener('popstate', onPop);
  return () => {
    if (trap.released) return;
    trap.released = true;
    openTraps.splice(openTraps.indexOf(trap), 1);
    window.removeEventListener('popstate', onPop);
    if (!popped && (history.state as Record<string, unknown> | null)?.[STATE_KEY] === token) {
      if (pendingBacks === 0) window.addEventListener('popstate', onLanded);
      pendingBacks += 1;
      history.back();
    }
    recheck();
  };
}

/**
 * Runs `go` once the modal dialog opened last (the one being closed now) has released its
 * trap and every history.back() of a release has landed: only then may the page navigate.
 * Nothing to wait for: at once.
 */
export function whenHistorySettled(go: () => void): void {
  const closing = [...openTraps].reverse().find((trap) => trap.modal);
  const check = () => {
    if ((closing && !closing.released) || pendingBacks > 0) return;
    waiters.delete(check);
    go();
  };
  waiters.add(check);
  check();
}
