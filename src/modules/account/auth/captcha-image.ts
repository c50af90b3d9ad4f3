/**
 * The captcha picture: digits drawn as jittered strokes (no font, so nothing to install
 * and no glyph outlines an OCR library already knows), each digit scaled, skewed and
 * rotated on its own, over crossing curves and dots in the same colours as the digits.
 * Pure: the caller chooses the answer.
 */
type Point = readonly [number, number];

/** The digits in a 10 × 16 box, as strokes through points (drawn as smooth curves). */
const ellipse = (cx: number, cy: number, rx: number, ry: number, n = 12): Point[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const a = (i / n) * 2 * Math.PI - Math.PI / 2;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });

const SIX: Point[] = [
  [8, 2],
  [5, 1],
  [2.2, 4.5],
  [1.6, 10],
  [3, 14.4],
  [6, 15],
  [8.4, 12.6],
  [8, 9.2],
  [5, 7.6],
  [2, 9.6],
];

const GLYPHS: Record<string, Point[][]> = {
  '0': [ellipse(5, 8, 3.8, 7)],
  '1': [
    [
      [2.8, 4.2],
      [6, 1],
      [6, 15],
    ],
    [
      [3, 15],
      [9, 15],
    ],
  ],
  '2': [
    [
      [1.6, 4.4],
      [3, 1.6],
      [6, 1],
      [8.5, 3],
      [8.4, 5.8],
      [6, 9],
      [1.5, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1.5, 2.6],
      [5, 1],
      [8, 2.6],
      [8, 6],
      [4.5, 8],
      [8.5, 10],
      [8.6, 13.4],
      [5, 15],
      [1.5, 13.4],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [9.5, 11],
    ],
  ],
  '5': [
    [
      [8.5, 1],
      [2.6, 1],
      [2, 7],
      [5, 6.3],
      [8.5, 8],
      [8.8, 12],
      [6, 15],
      [2, 14],
    ],
  ],
  '6': [SIX],
  '7': [
    [
      [1.5, 1],
      [9, 1],
      [4, 15],
    ],
  ],
  '8': [ellipse(5, 4.3, 3.2, 3.3), ellipse(5, 11.5, 4, 3.7)],
  '9': [SIX.map(([x, y]) => [10 - x, 16 - y] as const)],
};

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

const INK = ['#1f2937', '#7f1d1d', '#1e3a8a', '#14532d', '#581c87', '#7c2d12'];
const PAPER = ['#f8fafc', '#fefce8', '#f0fdf4', '#fdf2f8', '#eff6ff'];

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const num = (n: number) => String(Math.round(n * 10) / 10);

/** A smooth path through the points: quadratic curves via the midpoints. */
function smoothPath(points: Point[]): string {
  if (points.length < 2) return '';
  const [first, ...rest] = points;
  let d = `M${num(first![0])} ${num(first![1])}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const [x, y] = rest[i]!;
    const [nx, ny] = rest[i + 1]!;
    d += `Q${num(x)} ${num(y)} ${num((x + nx) / 2)} ${num((y + ny) / 2)}`;
  }
  const last = rest.at(-1)!;
  return `${d}L${num(last[0])} ${num(last[1])}`;
}

function glyph(digit: string, cx: number, cy: number): string {
  const scale = rand(1.75, 2.15);
  const angle = rand(-0.42, 0.42);
  const skew = rand(-0.3, 0.3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([x, y]: Point): Point => {
    const jx = x - 5 + rand(-0.35, 0.35);
    const jy = y - 8 + rand(-0.35, 0.35);
    const sx = jx + skew * jy;
    return [cx + scale * (sx * cos - jy * sin), cy + scale * (sx * sin + jy * cos)];
  };
  const d = GLYPHS[digit]!.map((stroke) => smoothPath(stroke.map(place))).join('');
  return `<path d="${d}" stroke="${pick(INK)}" stroke-width="${num(rand(2.3, 3.2))}"/>`;
}

function noiseCurve(): string {
  const y = () => rand(6, CAPTCHA_HEIGHT - 6);
  const d = `M${num(rand(-5, 10))} ${num(y())}C${num(rand(30, 60))} ${num(y())} ${num(rand(90, 120))} ${num(y())} ${num(rand(140, 155))} ${num(y())}`;
  return `<path d="${d}" stroke="${pick(INK)}" stroke-width="${num(rand(1, 2))}"/>`;
}

function dot(): string {
  return `<circle cx="${num(rand(0, CAPTCHA_WIDTH))}" cy="${num(rand(0, CAPTCHA_HEIGHT))}" r="${num(rand(0.7, 1.6))}" fill="${pick(INK)}" stroke="none"/>`;
}

/** The SVG markup of a captcha showing `answer` (ASCII digits). */
export function captchaSvg(answer: string): string {
  const slot = (CAPTCHA_WIDTH - 20) / answer.length;
  const parts = [
    `<rect width="100%" height="100%" fill="${pick(PAPER)}"/>`,
    ...Array.from({ length: 3 }, noiseCurve),
    ...[...answer].map((digit, i) => glyph(digit, 10 + slot * (i + 0.5) + rand(-2, 2), CAPTCHA_HEIGHT / 2 + rand(-3, 3))),
    ...Array.from({ length: 2 }, noiseCurve),
    ...Array.from({ length: 30 }, dot),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}" ` +
    `fill="none" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</svg>`
  );
}

/** The picture as a data URL an <img> can show. */
export const captchaDataUrl = (answer: string) => `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
