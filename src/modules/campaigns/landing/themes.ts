import type { CampaignKind } from '../kinds.ts';

/**
 * How each seasonal landing looks and which windows open it. The colours are the page's own
 * (a landing is an occasion: Yalda's long night and pomegranates, Nowruz's spring green,
 * Black Friday's dark); the picture is inline SVG, so a landing costs no image request.
 */
export interface LandingTheme {
  /** The landing's path (spec section 2's seasonal pages). */
  path: LandingPath;
  /** The kinds whose live window opens this landing, in rank order. */
  kinds: readonly CampaignKind[];
  /** What the page is called when no window names it (before the first one, say). */
  title: string;
  tagline: string;
  /** The hero's colours: background, text, accent (buttons, countdown). */
  colors: { background: string; ink: string; accent: string; soft: string };
  motif: 'pomegranate' | 'blossom' | 'bolt' | 'heart' | 'calendar' | 'sim';
}

export type LandingPath = '/yalda' | '/norooz' | '/esfand' | '/festival' | '/weekend' | '/rightel';

export const LANDINGS: Record<LandingPath, LandingTheme> = {
  '/yalda': {
    path: '/yalda',
    kinds: ['yalda'],
    title: 'جشنواره شب یلدا',
    tagline: 'بلندترین شب سال، با انار و هندوانه و تخفیف‌هایی به بلندی یلدا',
    colors: { background: '#2a0f1f', ink: '#fff5f7', accent: '#e0314b', soft: '#4a1a33' },
    motif: 'pomegranate',
  },
  '/norooz': {
    path: '/norooz',
    kinds: ['noruz'],
    title: 'جشنواره نوروز',
    tagline: 'سال نو، خانهٔ نو: همه‌چیز برای خانه‌تکانی و سفرهٔ هفت‌سین',
    colors: { background: '#e8f5e3', ink: '#173a14', accent: '#2e7d32', soft: '#cfe9c7' },
    motif: 'blossom',
  },
  '/esfand': {
    path: '/esfand',
    kinds: ['noruz'],
    title: 'حراج اسفند',
    tagline: 'پیش از نوروز: خرید عید را زودتر و ارزان‌تر انجام دهید',
    colors: { background: '#fff8e1', ink: '#3e2a00', accent: '#ef6c00', soft: '#ffe7b0' },
    motif: 'blossom',
  },
  '/festival': {
    path: '/festival',
    kinds: ['black5day', 'mother', 'father', 'ultra'],
    title: 'جشنواره‌های بازار',
    tagline: 'پنج روز طلایی، روز مادر، روز پدر و فروش‌های ویژه',
    colors: { background: '#111111', ink: '#fafafa', accent: '#ffb300', soft: '#262626' },
    motif: 'bolt',
  },
  '/weekend': {
    path: '/weekend',
    kinds: ['weekend'],
    title: 'تخفیف‌های آخر هفته',
    tagline: 'پنجشنبه و جمعه، پیشنهادهای ویژهٔ آخر هفته',
    colors: { background: '#e3f2fd', ink: '#0d2a4a', accent: '#1565c0', soft: '#c5e1fb' },
    motif: 'calendar',
  },
  '/rightel': {
    path: '/rightel',
    kinds: [],
    title: 'بازار و رایتل',
    tagline: 'سیم‌کارت و بستهٔ اینترنت رایتل، با ارسال رایگان از بازار',
    colors: { background: '#f3e5f5', ink: '#2d0b3a', accent: '#8e24aa', soft: '#e1bee7' },
    motif: 'sim',
  },
};

/** The festival's colours follow the occasion that is live: a mother's day is not Black Friday. */
export const KIND_COLORS: Partial<Record<CampaignKind, LandingTheme['colors'] & { motif: LandingTheme['motif'] }>> = {
  mother: { background: '#fce4ec', ink: '#3b0a1e', accent: '#d81b60', soft: '#f8bbd0', motif: 'heart' },
  father: { background: '#e8eaf6', ink: '#0f1640', accent: '#3949ab', soft: '#c5cae9', motif: 'heart' },
  ultra: { background: '#0b1e3a', ink: '#f0f6ff', accent: '#00b0ff', soft: '#13305c', motif: 'bolt' },
};

export const isLandingPath = (path: string): path is LandingPath => path in LANDINGS;

/** Relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** The text colour readable on `background` (a theme's accent): white or near-black, whichever contrasts more. */
export const inkOn = (background: string): string => (contrast(background, '#ffffff') >= contrast(background, '#111111') ? '#ffffff' : '#111111');
