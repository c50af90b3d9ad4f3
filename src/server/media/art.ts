import type { ImageArt } from '#modules/catalog/index.ts';

/**
 * Product pictures for the demo catalogue, drawn locally (no network): one simple
 * drawing per product family in the product's colour, seen in a few views, with the
 * brand and model written on it. 400x400 units; rendered to WebP at the sizes pages ask for.
 */
const SHAPES: Record<string, (a: string) => string> = {
  phone: (a) =>
    `<rect x="130" y="60" width="140" height="260" rx="22" fill="${a}"/><rect x="142" y="80" width="116" height="210" rx="8" fill="#fff" opacity=".85"/><circle cx="200" cy="305" r="7" fill="#fff"/>`,
  tablet: (a) =>
    `<rect x="95" y="70" width="210" height="250" rx="18" fill="${a}"/><rect x="108" y="85" width="184" height="220" rx="6" fill="#fff" opacity=".85"/>`,
  laptop: (a) =>
    `<rect x="90" y="95" width="220" height="145" rx="10" fill="${a}"/><rect x="102" y="107" width="196" height="121" fill="#fff" opacity=".85"/><path d="M60 250h280l-20 30H80z" fill="${a}"/>`,
  headphone: (a) =>
    `<path d="M110 230v-40a90 90 0 0 1 180 0v40" stroke="${a}" stroke-width="18" fill="none"/><rect x="92" y="215" width="46" height="85" rx="18" fill="${a}"/><rect x="262" y="215" width="46" height="85" rx="18" fill="${a}"/>`,
  watch: (a) =>
    `<rect x="170" y="50" width="60" height="300" rx="20" fill="${a}" opacity=".55"/><rect x="140" y="130" width="120" height="140" rx="30" fill="${a}"/><rect x="155" y="145" width="90" height="110" rx="20" fill="#fff" opacity=".85"/>`,
  speaker: (a) =>
    `<rect x="120" y="80" width="160" height="240" rx="30" fill="${a}"/><circle cx="200" cy="150" r="32" fill="#fff" opacity=".8"/><circle cx="200" cy="245" r="48" fill="#fff" opacity=".8"/>`,
  cable: (a) =>
    `<path d="M110 110c60 0 40 180 100 180s60-120 90-120" stroke="${a}" stroke-width="14" fill="none"/><rect x="80" y="95" width="40" height="30" rx="6" fill="${a}"/><rect x="285" y="155" width="40" height="30" rx="6" fill="${a}"/>`,
  camera: (a) =>
    `<rect x="90" y="130" width="220" height="150" rx="20" fill="${a}"/><circle cx="200" cy="205" r="50" fill="#fff" opacity=".85"/><circle cx="200" cy="205" r="28" fill="${a}"/><rect x="140" y="110" width="50" height="25" rx="6" fill="${a}"/>`,
  bottle: (a) =>
    `<rect x="175" y="60" width="50" height="40" rx="6" fill="${a}"/><rect x="140" y="100" width="120" height="230" rx="30" fill="${a}"/><rect x="155" y="170" width="90" height="90" rx="8" fill="#fff" opacity=".85"/>`,
  tube: (a) =>
    `<path d="M150 80h100l-10 220h-80z" fill="${a}"/><rect x="180" y="300" width="40" height="35" rx="6" fill="${a}"/><rect x="165" y="130" width="70" height="80" fill="#fff" opacity=".8"/>`,
  jar: (a) =>
    `<rect x="125" y="120" width="150" height="30" rx="8" fill="${a}"/><rect x="115" y="150" width="170" height="150" rx="24" fill="${a}" opacity=".8"/><rect x="140" y="190" width="120" height="70" rx="8" fill="#fff" opacity=".85"/>`,
  perfume: (a) =>
    `<rect x="180" y="70" width="40" height="45" rx="6" fill="${a}"/><rect x="135" y="115" width="130" height="200" rx="18" fill="${a}" opacity=".75"/><rect x="160" y="180" width="80" height="70" rx="6" fill="#fff" opacity=".85"/>`,
  appliance: (a) =>
    `<rect x="110" y="60" width="180" height="280" rx="16" fill="${a}"/><rect x="125" y="80" width="150" height="100" rx="8" fill="#fff" opacity=".8"/><rect x="125" y="195" width="150" height="125" rx="8" fill="#fff" opacity=".8"/>`,
  pot: (a) =>
    `<rect x="100" y="160" width="200" height="130" rx="20" fill="${a}"/><rect x="90" y="145" width="220" height="22" rx="8" fill="${a}"/><rect x="175" y="115" width="50" height="30" rx="8" fill="${a}"/><rect x="60" y="175" width="40" height="14" rx="6" fill="${a}"/><rect x="300" y="175" width="40" height="14" rx="6" fill="${a}"/>`,
  lamp: (a) =>
    `<path d="M150 90h100l30 100H120z" fill="${a}"/><rect x="192" y="190" width="16" height="110" fill="${a}"/><rect x="140" y="300" width="120" height="22" rx="8" fill="${a}"/>`,
  box: (a) =>
    `<path d="M200 70l120 60v140l-120 60-120-60V130z" fill="${a}"/><path d="M80 130l120 60 120-60M200 190v140" stroke="#fff" stroke-width="8" fill="none" opacity=".7"/>`,
  tire: (a) => `<circle cx="200" cy="200" r="130" fill="#2b2b2b"/><circle cx="200" cy="200" r="70" fill="${a}"/><circle cx="200" cy="200" r="22" fill="#fff"/>`,
  tool: (a) => `<rect x="185" y="150" width="30" height="190" rx="10" fill="${a}"/><path d="M140 70h120v60l-30 30h-60l-30-30z" fill="${a}"/>`,
  can: (a) =>
    `<rect x="130" y="90" width="140" height="240" rx="16" fill="${a}"/><rect x="180" y="60" width="40" height="35" rx="6" fill="${a}"/><rect x="145" y="170" width="110" height="80" rx="6" fill="#fff" opacity=".85"/>`,
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The views of one product (several pictures, not one placeholder): from the
 * front, turned at an angle, a close-up of its top half, and its box with the brand on it.
 * A thin outline keeps white and clear products visible on the pale background.
 */
function drawView(art: ImageArt): string {
  const shape = SHAPES[art.shape] ?? SHAPES.box!;
  const body = `<g stroke="#000" stroke-opacity=".18" stroke-width="2">${shape(art.color ?? art.accent)}</g>`;
  switch (art.view) {
    case 'angle':
      return `<ellipse cx="200" cy="338" rx="120" ry="14" fill="#000" opacity=".08"/><g transform="rotate(-16 200 200) translate(24 6) scale(.92)">${body}</g>`;
    case 'detail':
      return `<g transform="translate(-180 -90) scale(1.9)">${body}</g>`;
    case 'box':
      return `<path d="M90 110l110-40 110 40v200l-110 40-110-40z" fill="${art.accent}"/><path d="M90 110l110 40 110-40M200 150v200" stroke="#fff" stroke-opacity=".5" stroke-width="4" fill="none"/><g transform="translate(110 112) scale(.45)" opacity=".95">${shape('#fff')}</g><text x="200" y="312" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" font-weight="bold" fill="#fff">${escapeXml(art.label.split(' ')[0] ?? '')}</text>`;
    default:
      return body;
  }
}

export function artSvg(art: ImageArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="${art.background}"/>${drawView(art)}<rect y="358" width="400" height="42" fill="${art.background}" opacity=".85"/><text x="200" y="387" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="bold" fill="${art.accent}">${escapeXml(art.label)}</text></svg>`;
}

/** Vazirmatn when the system has it, else DejaVu Sans (Arabic script, shaped by Pango). */
const FONTS = 'Vazirmatn, DejaVu Sans, Arial, sans-serif';

/**
 * Wide banner art (sliders, banners, magazine) on a 2:1 canvas: the Persian label on the
 * right, where an RTL reader starts (`direction="rtl"` with `text-anchor="start"` anchors
 * it at its right edge), and the drawing on the left.
 */
export function bannerSvg(art: ImageArt): string {
  const shape = SHAPES[art.shape] ?? SHAPES.box!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400"><rect width="800" height="400" fill="${art.background}"/><circle cx="200" cy="200" r="170" fill="#fff" opacity=".25"/>${shape(art.accent)}<text x="750" y="215" direction="rtl" text-anchor="start" font-family="${FONTS}" font-size="44" font-weight="bold" fill="${art.accent}">${escapeXml(art.label)}</text></svg>`;
}
