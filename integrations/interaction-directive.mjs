// `client:interaction`: hydrate an island on the shopper's first pointerdown, focus or key
// press inside it, so no React loads before someone acts (the performance budget of the
// catalogue pages). The directive file must be given as a path string, not a URL.
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export default function interactionDirective() {
  return {
    name: 'bazaar:interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('../src/ui/directives/interaction.ts', import.meta.url)),
        });
      },
    },
  };
}
