/**
 * The desktop mega-menu from the keyboard. It used to open on focus, so
 * Tab walked through every sub-category (98 stops) before reaching the page. Now focus only
 * passes: the chevron button beside each main category opens its panel (Enter, Space or a
 * click), ArrowDown on the link or the button opens it and moves into it, Escape closes it
 * and puts focus back on the button, and leaving the item closes it. Hover still opens it
 * (CSS). The open item carries `data-open` (CategoryMenu.astro styles it). The phone menu
 * closes on Escape.
 */
export function openMenusByKeyboard(doc: Document = document): void {
  const items = [...doc.querySelectorAll<HTMLElement>('[data-mega-menu] > [data-mega-item]')];
  const toggleOf = (item: HTMLElement) => item.querySelector<HTMLButtonElement>('button[data-mega-toggle]');
  const set = (item: HTMLElement, open: boolean) => {
    item.toggleAttribute('data-open', open);
    toggleOf(item)?.setAttribute('aria-expanded', String(open));
  };
  const closeOthers = (keep: HTMLElement | null) => {
    for (const other of items) if (other !== keep && other.hasAttribute('data-open')) set(other, false);
  };

  for (const item of items) {
    const toggle = toggleOf(item);
    if (!toggle) continue;
    const panel = doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
    toggle.classList.remove('invisible');
    toggle.addEventListener('click', () => {
      const open = !item.hasAttribute('data-open');
      closeOthers(item);
      set(item, open);
    });
    item.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && item.hasAttribute('data-open')) {
        event.preventDefault();
        set(item, false);
        toggle.focus();
      } else if (event.key === 'ArrowDown' && !panel?.contains(event.target as Node)) {
        event.preventDefault();
        closeOthers(item);
        set(item, true);
        panel?.querySelector<HTMLElement>('a[href]')?.focus();
      }
    });
    item.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) set(item, false);
    });
    // A pointer on another main category: its hover panel alone is shown.
    item.addEventListener('pointerenter', () => closeOthers(item));
  }
  // A tap or click anywhere else closes an open panel (Safari does not focus a clicked
  // button, so focusout alone would leave it open).
  doc.addEventListener('pointerdown', (event) => {
    const inside = items.find((item) => item.contains(event.target as Node | null)) ?? null;
    closeOthers(inside);
  });
  // The phone menu (nested <details>): Escape closes it and puts focus back on its summary.
  for (const menu of doc.querySelectorAll<HTMLDetailsElement>('details[data-phone-menu]')) {
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      event.preventDefault();
      menu.open = false;
      menu.querySelector('summary')?.focus();
    });
  }
}
