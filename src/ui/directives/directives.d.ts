// Augments (not replaces) Astro's types: this file is a module because of the export.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointerdown, focus or key press (src/ui/directives/interaction.ts);
     * "free": without holding the first click back (a plain script acts on it).
     */
    'client:interaction'?: boolean | 'free';
  }
}
