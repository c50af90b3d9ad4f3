import { z } from 'zod';
import type { ImageArt } from '#modules/catalog/index.ts';
import { flag, id, instant, prose, sort } from './validation.ts';

/**
 * The forms of the Instagram posts and magazine screens, shared by the pages and
 * /v10/admin/content. Field names are the API's (snake_case); messages Persian. Isomorphic.
 *
 * Pictures are drawn, not uploaded (src/server/media/art.ts, as for the seeded ones): the editor
 * picks one of these looks when adding, and the title is written on it.
 */
export const ART_PRESETS = {
  digital: { title: 'آبی، با گوشی', background: '#e3f2fd', accent: '#0d47a1', shape: 'phone' },
  appliance: { title: 'نارنجی، با لوازم خانگی', background: '#fff8e1', accent: '#ff6f00', shape: 'appliance' },
  beauty: { title: 'صورتی، با عطر', background: '#fce4ec', accent: '#ad1457', shape: 'perfume' },
  laptop: { title: 'خاکستری روشن، با لپ‌تاپ', background: '#eceff1', accent: '#37474f', shape: 'laptop' },
  audio: { title: 'تیره، با هدفون', background: '#212121', accent: '#00bcd4', shape: 'headphone' },
  car: { title: 'خاکستری، با لاستیک', background: '#cfd8dc', accent: '#263238', shape: 'tire' },
} as const;
export type ArtPreset = keyof typeof ART_PRESETS;
const PRESETS = Object.keys(ART_PRESETS) as [ArtPreset, ...ArtPreset[]];

/** Longer titles do not fit the picture's line: its first words are drawn. */
const ART_LABEL_MAX = 28;

/** The drawing of a new post or article: the chosen look with its title on it. */
export function artOf(preset: ArtPreset, title: string): ImageArt {
  const { background, accent, shape } = ART_PRESETS[preset];
  const label = title.length <= ART_LABEL_MAX ? title : `${title.slice(0, ART_LABEL_MAX - 1).trimEnd()}…`;
  return { background, accent, shape, label };
}

const art = z.enum(PRESETS, { error: 'طرح تصویر را انتخاب کنید' });

/** An Instagram post's own address: https on instagram.com only, so a post cannot lead elsewhere. */
const instagramLink = z.pipe(
  prose(300),
  z.string().regex(/^https:\/\/(www\.)?instagram\.com\/[^\s\\]+$/, { error: 'نشانی پست باید نشانی اینستاگرام باشد، مثلاً https://instagram.com/p/…' }),
);

/** The product a post shows, by its id; blank for none. */
const productId = z.preprocess((v) => (v === '' || v === undefined || v === null ? null : v), id('شناسهٔ کالا باید عدد باشد').nullable());

export const instagramNew = z.object({ title: prose(120), link: instagramLink, product_id: productId, sort, is_active: flag, art });
export const instagramForm = instagramNew.omit({ art: true }).extend({ id: id() });

/** An article's address: a path of this shop or the magazine's own https address. */
const articleLink = z.pipe(
  prose(300),
  z.string().regex(/^(\/(?!\/)[^\s\\]*|https:\/\/[^\s\\/]+(\/[^\s\\]*)?)$/, {
    error: 'پیوند باید نشانی‌ای از همین فروشگاه (با / شروع شود) یا نشانی کامل https باشد',
  }),
);

export const magNewsNew = z.object({
  title: prose(150),
  summary: prose(400),
  link: articleLink,
  published_at: instant('زمان انتشار را به‌درستی وارد کنید'),
  art,
});
export const magNewsForm = magNewsNew.omit({ art: true }).extend({ id: id() });

export type InstagramNewInput = z.output<typeof instagramNew>;
export type InstagramInput = z.output<typeof instagramForm>;
export type MagNewsNewInput = z.output<typeof magNewsNew>;
export type MagNewsInput = z.output<typeof magNewsForm>;
