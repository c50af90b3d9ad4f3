// Prettier, the formatter `npm test` checks (`npm run format` rewrites, `npm run format:check` checks).
// The settings follow the style the code was already written in, to keep the one-time reformat as
// small as it can be: single quotes, semicolons, trailing commas, `(x) =>`, and long lines (160
// columns: most Persian messages and Tailwind class lists fit on one line).
/** @type {import('prettier').Config} */
export default {
  plugins: ['prettier-plugin-astro'],
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
  overrides: [
    {
      // With the default 'css', the Astro plugin dropped the spaces around text between two
      // expressions in some elements (`<caption>{a} — {b}</caption>` became `{a}—{b}`), which
      // changes the page. 'strict' kept every .astro file rendering the same HTML.
      files: '*.astro',
      options: { htmlWhitespaceSensitivity: 'strict' },
    },
    {
      // CSS keeps double quotes, as CSS usually does and as src/styles/global.css is written.
      files: '*.css',
      options: { singleQuote: false },
    },
    {
      // JSON the way JSON.stringify(value, null, 2) and npm write it (every array element on its
      // own line), as tsconfig.json and knip.json already are and as tools rewrite them.
      files: '*.json',
      options: { parser: 'json-stringify' },
    },
  ],
};
