/**
 * Spec section 2: the browser back button closes an open dialog first instead of leaving
 * the page. Opening pushes a history entry; back pops it and closes; closing by other
 * means removes the entry again so history stays as it was.
 */
const STATE_KEY = '__dialog';

export function trapBackButton(onBack: () => void): () => void {
  const token = `${Date.now()}-${Math.random()}`;
  history.pushState({ ...(history.state ?? {}), [STATE_KEY]: token }, '');
  let popped = false;
  const onPop = () => {
    popped = true;
    window.removeEventListener('popstate', onPop);
    onBack();
  };
  window.addEventListener('popstate', onPop);
  return () => {
    window.removeEventListener('popstate', onPop);
    if (!popped && history.state?.[STATE_KEY] === token) history.back();
  };
}
