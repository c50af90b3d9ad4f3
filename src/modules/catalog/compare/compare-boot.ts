import { loadOnIntent } from '#ui/lazy/on-intent.ts';
import { COMPARE_KEY } from './compare-ids.ts';

/** Something is already chosen (the pressed buttons and the bar show it), or this is the compare page. */
function chosen(doc: Document): boolean {
  try {
    return Boolean(localStorage.getItem(COMPARE_KEY)) || doc.querySelector('[data-compare-sync]') !== null;
  } catch {
    return false;
  }
}

let booted = false;

/**
 * The compare toggles and bar (enhance-compare-buttons.ts) load with the first tap or key,
 * a tap before that is held and then toggles; at once, when idle, for a shopper who has
 * already chosen something. Shared by CompareToggle.astro and CompareBarIsland.astro.
 */
export function bootCompare(doc: Document = document): void {
  if (booted) return;
  booted = true;
  loadOnIntent(
    () => import('./enhance-compare-buttons.ts').then((m) => m.mountCompareButtons(doc)),
    {
      holdClicks: 'button[data-compare-toggle][data-product-id], [data-compare-bar] [data-compare-clear]',
      now: chosen(doc),
    },
    doc,
  );
}
