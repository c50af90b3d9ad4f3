import { renderAccountEntry, setAccountMenuOpen as setOpen } from './account-entry.ts';

/**
 * The signed-in shopper's account menu (account-entry.ts shows its button): orders,
 * wallet, wish list, profile and «خروج». Sign-out is the profile page's own POST
 * (sign-out.ts), loaded when the menu opens. Escape closes and gives focus back to the
 * button; a tap elsewhere or focus leaving closes it.
 */
const q = <T extends Element>(root: ParentNode, sel: string) => root.querySelector<T>(sel);

let signOutModule: Promise<typeof import('#modules/account/client.ts')> | null = null;
const loadSignOut = () => (signOutModule ??= import('#modules/account/client.ts'));

/** Wires the disclosure once per page. */
export function installAccountMenu(doc: Document = document): void {
  for (const box of doc.querySelectorAll<HTMLElement>('[data-account]')) {
    const toggle = q<HTMLButtonElement>(box, 'button[data-account-toggle]');
    const signOut = q<HTMLButtonElement>(box, 'button[data-account-sign-out]');
    if (!toggle) continue;
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      setOpen(box, open);
      if (open) loadSignOut().catch(() => (signOutModule = null));
    });
    box.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
      event.preventDefault();
      setOpen(box, false);
      toggle.focus();
    });
    box.addEventListener('focusout', (event) => {
      if (event.relatedTarget && !box.contains(event.relatedTarget as Node)) setOpen(box, false);
    });
    doc.addEventListener('pointerdown', (event) => {
      if (!box.contains(event.target as Node | null)) setOpen(box, false);
    });
    signOut?.addEventListener('click', () => {
      signOut.disabled = true;
      loadSignOut()
        .then((m) => m.signOut())
        .catch(() => {
          signOutModule = null;
          signOut.disabled = false;
        });
    });
  }
  renderAccountEntry(doc);
}
