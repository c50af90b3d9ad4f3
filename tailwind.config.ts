import type { Config } from 'tailwindcss';

/**
 * Design tokens only (Tailwind 4 reads this file through `@config` in
 * src/styles/global.css). Breakpoints and container widths are the spec's (section 9).
 */
export const breakpoints = {
  '2xs': '315px',
  xs: '360px',
  sm: '640px',
  md: '768px',
  lg: '1024px',
  xl: '1280px',
  '2xl': '1536px',
  '3xl': '1920px',
} as const;

/** The spec's container max widths, from the md breakpoint up. */
export const containers = {
  md: '680px',
  lg: '900px',
  xl: '1124px',
  '2xl': '1280px',
  '3xl': '1536px',
  max: '1920px',
} as const;

export default {
  content: [],
  theme: {
    screens: breakpoints,
    extend: {
      maxWidth: Object.fromEntries(Object.entries(containers).map(([k, v]) => [`shop-${k}`, v])),
      colors: {
        // 500 carries white text (4.9:1, WCAG AA); 600/700 for hover and brand-coloured text.
        brand: {
          50: '#fff1f3',
          100: '#ffe0e5',
          500: '#d9233f',
          600: '#b51832',
          700: '#8f1227',
        },
        ink: {
          DEFAULT: '#23254e',
          soft: '#62666d',
          // 5.1:1 on white, 4.7:1 on surface-soft: secondary text still meets WCAG AA.
          mute: '#6b6e75',
        },
        surface: {
          DEFAULT: '#ffffff',
          soft: '#f5f5f7',
          line: '#e0e0e6',
        },
        // Dark enough for small text on white and on its own 10% tint (WCAG AA 4.5:1).
        success: '#007a36',
        warn: '#f9a825',
        danger: '#d32f2f',
        // The keyboard focus ring: blue, so it is never read as an error (brand red, danger),
        // 5.7:1 on white and 5.2:1 on surface-soft (WCAG 2.2 non-text contrast ≥ 3:1).
        focus: '#1a5fd6',
      },
      fontFamily: {
        sans: ['Vazirmatn', 'Tahoma', 'system-ui', 'sans-serif'],
      },
      zIndex: {
        chat: '59',
        drawer: '70',
        toast: '90',
      },
      animation: {
        spin: 'spin 0.7s linear infinite',
      },
    },
  },
} satisfies Config;
