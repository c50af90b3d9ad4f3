/** Stroke icon paths (24x24). Direction-bearing ones carry `flip` for RTL. */
export const ICONS = {
  cart: { d: 'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01' },
  user: { d: 'M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z' },
  search: { d: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3' },
  menu: { d: 'M4 6h16M4 12h16M4 18h16' },
  phone: {
    d: 'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  },
  mail: { d: 'M4 4h16v16H4zM4 6l8 7 8-7' },
  chevron: { d: 'M15 18l-6-6 6-6', flip: true },
  back: { d: 'M5 12h14M13 6l6 6-6 6', flip: true },
} as const;

export type IconName = keyof typeof ICONS;
