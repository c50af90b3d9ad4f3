/**
 * How Shebas, cards and banks read on screen (isomorphic, no dependencies: the
 * add-account form's script imports it without pulling zod into the page).
 */
const groupsOf4 = (s: string) => s.replace(/(.{4})(?=.)/g, '$1 ');

export const formatSheba = (sheba: string) => groupsOf4(sheba);
export const formatCard = (card: string) => groupsOf4(card);

export function maskSheba(sheba: string): string {
  const groups = formatSheba(sheba).split(' ');
  return groups.map((g, i) => (i >= 2 && i < groups.length - 2 ? '••••' : g)).join(' ');
}

/** «بانک سامان», «پست بانک», «موسسه اعتباری ملل». */
export const bankTitle = (name: string) => (/^(بانک|پست بانک|موسسه)/.test(name) ? name : `بانک ${name}`);
