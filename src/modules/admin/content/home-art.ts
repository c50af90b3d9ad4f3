import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { banners, sliders } from '#modules/content/index.ts';
import { contentChange, found, type Editor } from './change.ts';
import type { BannerInput, SliderInput } from './validation.ts';

/**
 * The home's sliders and banners for the content screens: their text, link, order, place
 * and whether they show. The pictures (`art`) stay as they are: they are drawn from the
 * art by src/server/media and cached by id, so a new picture is a new row, not an edit.
 */

/** Every slider, hidden ones too, in the home's order. */
export const allSliders = (db: DbOrTx) => db.select().from(sliders).orderBy(asc(sliders.sort), asc(sliders.id));

export const allBanners = (db: DbOrTx) => db.select().from(banners).orderBy(asc(banners.position), asc(banners.sort), asc(banners.id));

const sliderFields = (r: typeof sliders.$inferSelect) => ({ title: r.title, subtitle: r.subtitle, link: r.link, sort: r.sort, isActive: r.isActive });
const bannerFields = (r: typeof banners.$inferSelect) => ({ title: r.title, link: r.link, position: r.position, sort: r.sort, isActive: r.isActive });

export function updateSlider(db: DbOrTx, editor: Editor, input: SliderInput) {
  return contentChange(db, editor, 'content.slider.updated', async (tx) => {
    const [row] = await tx.select().from(sliders).where(eq(sliders.id, input.id)).for('update');
    const before = found(row, 'اسلایدر یافت نشد');
    const set = { title: input.title, subtitle: input.subtitle, link: input.link, sort: input.sort, isActive: input.is_active };
    const [after] = await tx.update(sliders).set(set).where(eq(sliders.id, input.id)).returning();
    return { result: after!, subjectType: 'slider', subjectId: input.id, before: sliderFields(before), after: sliderFields(after!) };
  });
}

export function updateBanner(db: DbOrTx, editor: Editor, input: BannerInput) {
  return contentChange(db, editor, 'content.banner.updated', async (tx) => {
    const [row] = await tx.select().from(banners).where(eq(banners.id, input.id)).for('update');
    const before = found(row, 'بنر یافت نشد');
    const set = { title: input.title, link: input.link, position: input.position, sort: input.sort, isActive: input.is_active };
    const [after] = await tx.update(banners).set(set).where(eq(banners.id, input.id)).returning();
    return { result: after!, subjectType: 'banner', subjectId: input.id, before: bannerFields(before), after: bannerFields(after!) };
  });
}
