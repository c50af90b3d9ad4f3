import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { banners, sliders } from '../schema.ts';
import { found } from '#server/errors.ts';

/**
 * Editing the home's sliders and banners: their text, link, order, place and whether they
 * show. The pictures (`art`) stay as they are: they are drawn from the art by
 * src/server/media and cached by id, so a new picture is a new row, not an edit. Each runs
 * in the caller's transaction (the back office's, with its audit row) and answers the row
 * and its fields before and after.
 */

/** A slider and a banner as the editor sends them (the back office's forms, already checked). */
export interface SliderValues {
  id: number;
  title: string;
  subtitle: string;
  link: string;
  sort: number;
  is_active: boolean;
}

export interface BannerValues {
  id: number;
  title: string;
  link: string;
  position: string;
  sort: number;
  is_active: boolean;
}

const sliderFields = (r: typeof sliders.$inferSelect) => ({ title: r.title, subtitle: r.subtitle, link: r.link, sort: r.sort, isActive: r.isActive });
const bannerFields = (r: typeof banners.$inferSelect) => ({ title: r.title, link: r.link, position: r.position, sort: r.sort, isActive: r.isActive });

export async function updateSliderIn(tx: Tx, input: SliderValues) {
  const [row] = await tx.select().from(sliders).where(eq(sliders.id, input.id)).for('update');
  const before = found(row, 'اسلایدر یافت نشد');
  const set = { title: input.title, subtitle: input.subtitle, link: input.link, sort: input.sort, isActive: input.is_active };
  const [after] = await tx.update(sliders).set(set).where(eq(sliders.id, input.id)).returning();
  return { row: after!, before: sliderFields(before), after: sliderFields(after!) };
}

export async function updateBannerIn(tx: Tx, input: BannerValues) {
  const [row] = await tx.select().from(banners).where(eq(banners.id, input.id)).for('update');
  const before = found(row, 'بنر یافت نشد');
  const set = { title: input.title, link: input.link, position: input.position, sort: input.sort, isActive: input.is_active };
  const [after] = await tx.update(banners).set(set).where(eq(banners.id, input.id)).returning();
  return { row: after!, before: bannerFields(before), after: bannerFields(after!) };
}
