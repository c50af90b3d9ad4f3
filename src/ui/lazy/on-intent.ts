/**
 * Loads a page's behaviour when the shopper starts to use the page, not with the page:
 * a cached catalogue page (a landing, a listing, a product) is complete as HTML, and the
 * header's account menu, the add-to-cart buttons, the search suggestions and the compare
 * toggles are only wanted once someone touches, presses a key or focuses something. A
 * visitor who only reads pays a few hundred bytes of script.
 *
 * A tap can land before the module is there (a slow phone, or a click that follows the
 * pointerdown by a few milliseconds): clicks and submits on the elements the module
 * enhances are held back and replayed once it has loaded, so nothing the shopper does is
 * lost or done twice. If it cannot load, a page left from before a deploy reloads once
 * (reload-guard.ts: at most once a minute, never offline) and the fresh page takes the
 * next tap; otherwise the held click or submit is replayed without it and does what the
 * plain HTML does (a link, a form post).
 * Scrolling and hovering are not intent: a reader scrolls a whole landing for nothing.
 */
import { reloadForFailedChunk } from './reload-guard.ts';

const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export interface IntentOptions {
  /** Clicks (plain, primary-button) on these wait for the module and are then replayed. */
  holdClicks?: string;
  /** Submits of these forms wait for the module and are then requested again. */
  holdSubmits?: string;
  /** This visitor needs it on arrival (a signed-in shopper's hearts, a toast to show): load when idle. */
  now?: boolean;
  /** What to do when the module cannot load; returns true when the page is going away (a reload). */
  onFail?: () => boolean;
}

const plain = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));

/** Starts `start` on the first intent (or when idle, with `now`); returns a function that starts it at once. */
export function loadOnIntent(start: () => Promise<unknown>, options: IntentOptions = {}, doc: Document = document): () => Promise<void> {
  const { holdClicks, holdSubmits } = options;
  const held: (() => void)[] = [];
  let loading: Promise<void> | null = null;

  const holdClick = (event: MouseEvent) => {
    if (!holdClicks || !plain(event) || !(event.target instanceof Element)) return;
    const target = event.target.closest<HTMLElement>(holdClicks);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => target.isConnected && target.click());
    void load();
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!holdSubmits || !(form instanceof HTMLFormElement) || !form.matches(holdSubmits)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement && 'form' in event.submitter && event.submitter.form === form ? event.submitter : null;
    held.push(() => form.isConnected && form.requestSubmit(submitter));
    void load();
  };
  const release = (leaving = false) => {
    doc.removeEventListener('click', holdClick, true);
    doc.removeEventListener('submit', holdSubmit, true);
    // A reload is under way: replaying a link or a form now would race it.
    for (const replay of held.splice(0)) if (!leaving) replay();
  };
  const onIntent = () => void load();
  const load = (): Promise<void> => {
    if (loading) return loading;
    for (const name of INTENT) doc.removeEventListener(name, onIntent, true);
    loading = Promise.resolve()
      .then(start)
      .then(
        () => release(),
        (err: unknown) => {
          console.error('[bazaar] a page script could not load', err);
          release((options.onFail ?? reloadForFailedChunk)());
        },
      );
    return loading;
  };

  if (holdClicks) doc.addEventListener('click', holdClick, true);
  if (holdSubmits) doc.addEventListener('submit', holdSubmit, true);
  for (const name of INTENT) doc.addEventListener(name, onIntent, { capture: true, passive: true });
  if (options.now) idle(onIntent);
  return load;
}
