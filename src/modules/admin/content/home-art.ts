import { asc } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { banners, sliders, updateBannerIn, updateSliderIn } from '#modules/content/index.ts';
import { contentChange, type Editor } from './change.ts';
import type { BannerInput, SliderInput } from './validation.ts';

/**
 * The home's sliders and banners for the content screens: their text, link, order, place
 * and whether they show. The change itself is content's (content/manage/home-art.ts; the
 * pictures stay as they are), run in the transaction that writes the audit row.
 */

/** Every slider, hidden ones too, in the home's order. */
export const allSliders = (db: DbOrTx) => db.select().from(sliders).orderBy(asc(sliders.sort), asc(sliders.id));

export const allBanners = (db: DbOrTx) => db.select().from(banners).orderBy(asc(banners.position), asc(banners.sort), asc(banners.id));

export function updateSlider(db: DbOrTx, editor: Editor, input: SliderInput) {
  return contentChange(db, editor, 'content.slider.updated', async (tx) => {
    const { row, before, after } = await updateSliderIn(tx, input);
    return { result: row, subjectType: 'slider', subjectId: input.id, before, after };
  });
}

export function updateBanner(db: DbOrTx, editor: Editor, input: BannerInput) {
  return contentChange(db, editor, 'content.banner.updated', async (tx) => {
    const { row, before, after } = await updateBannerIn(tx, input);
    return { result: row, subjectType: 'banner', subjectId: input.id, before, after };
  });
}
