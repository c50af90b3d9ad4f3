import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { found } from '#server/errors.ts';
import type { ImageArt } from '#modules/catalog/index.ts';
import { magNews } from '../schema.ts';

/**
 * Editing the magazine strip (the home's articles and `/v8/mag-news/index`): title, summary,
 * address and publishing time, newest first. The picture (`art`) is chosen when the article is
 * added and stays (drawn and cached by id). Each runs in the caller's transaction (the back
 * office's, with its audit row) and answers the row and its fields before and after.
 */
const NO_ARTICLE = 'مطلب مجله یافت نشد';

/** An article as the editor sends it (the back office's form, already checked). */
export interface MagNewsValues {
  title: string;
  summary: string;
  link: string;
  published_at: Date;
}

const fields = (r: typeof magNews.$inferSelect) => ({ title: r.title, summary: r.summary, link: r.link, publishedAt: r.publishedAt.toISOString() });
const row = (input: MagNewsValues) => ({ title: input.title, summary: input.summary, link: input.link, publishedAt: input.published_at });

export async function createMagNewsIn(tx: Tx, input: MagNewsValues & { art: ImageArt }) {
  const [created] = await tx
    .insert(magNews)
    .values({ ...row(input), art: input.art })
    .returning();
  return { row: created!, after: fields(created!) };
}

/** Locks the article, then changes it; a 404 when it is gone. */
export async function updateMagNewsIn(tx: Tx, id: number, input: MagNewsValues) {
  const [current] = await tx.select().from(magNews).where(eq(magNews.id, id)).for('update');
  const before = found(current, NO_ARTICLE);
  const [after] = await tx.update(magNews).set(row(input)).where(eq(magNews.id, id)).returning();
  return { row: after!, before: fields(before), after: fields(after!) };
}

export async function deleteMagNewsIn(tx: Tx, id: number) {
  const [gone] = await tx.delete(magNews).where(eq(magNews.id, id)).returning();
  return { before: fields(found(gone, NO_ARTICLE)) };
}
