/**
 * The wheel's button, brought to life only when the wheel's section comes on screen: the
 * API client and the spin's handling load then (./wheel-spin.ts), so the club page pays
 * nothing for a wheel nobody scrolls to. Without IntersectionObserver it loads at once.
 */
export function installWheel(doc: Document = document): void {
  for (const section of doc.querySelectorAll<HTMLElement>('[data-wheel]')) {
    const load = () => void import('./wheel-spin.ts').then((m) => m.bindWheel(section));
    if (!('IntersectionObserver' in window)) {
      load();
      continue;
    }
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      load();
    });
    seen.observe(section);
  }
}
