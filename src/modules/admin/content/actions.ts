import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { parse } from '#server/http/params.ts';
import type { Editor } from './change.ts';
import { createCompetition, publishCompetitionResults } from './competitions.ts';
import { createCampaign, createCampaignBanner, deleteCampaign, deleteCampaignBanner, setCampaignItems, updateCampaign } from './campaigns.ts';
import { createFaqCategory, createFaqItem, deleteFaqCategory, deleteFaqItem, updateFaqCategory, updateFaqItem } from './faq.ts';
import { updateBanner, updateSlider } from './home-art.ts';
import * as feeds from './feed-validation.ts';
import { createInstagramPost, deleteInstagramPost, updateInstagramPost } from './instagram.ts';
import { createMagNews, deleteMagNews, updateMagNews } from './mag-news.ts';
import { createStaticPage, updateStaticPage } from './static-pages.ts';
import * as form from './validation.ts';

/**
 * Every change the content screens make, by name: the API posts to
 * /v10/admin/content/<name> and the pages post a form with `_action=<name>`, and both
 * run the same entry (its form's validation, then its service), so they cannot disagree.
 */
export interface ContentAction {
  /** What the screen says after it worked. */
  done: string;
  /** Validates `raw` (422 with field messages) and applies it through the audited service. */
  apply(db: DbOrTx, editor: Editor, raw: unknown): Promise<unknown>;
}

const act = <S extends z.ZodType>(schema: S, done: string, run: (db: DbOrTx, editor: Editor, input: z.output<S>) => Promise<unknown>): ContentAction => ({
  done,
  apply: (db, editor, raw) => run(db, editor, parse(schema, raw)),
});

const byId = (run: (db: DbOrTx, editor: Editor, id: number) => Promise<unknown>) => (db: DbOrTx, editor: Editor, input: { id: number }) =>
  run(db, editor, input.id);

export const CONTENT_ACTIONS = {
  'sliders/update': act(form.sliderForm, 'اسلایدر ذخیره شد.', updateSlider),
  'banners/update': act(form.bannerForm, 'بنر ذخیره شد.', updateBanner),
  'faq/categories/create': act(form.faqCategoryNew, 'دستهٔ پرسش افزوده شد.', createFaqCategory),
  'faq/categories/update': act(form.faqCategoryForm, 'دستهٔ پرسش ذخیره شد.', updateFaqCategory),
  'faq/categories/delete': act(form.idForm, 'دستهٔ پرسش حذف شد.', byId(deleteFaqCategory)),
  'faq/items/create': act(form.faqItemNew, 'پرسش افزوده شد.', createFaqItem),
  'faq/items/update': act(form.faqItemForm, 'پرسش ذخیره شد.', updateFaqItem),
  'faq/items/delete': act(form.idForm, 'پرسش حذف شد.', byId(deleteFaqItem)),
  'pages/create': act(form.staticPageNew, 'صفحه افزوده شد.', createStaticPage),
  'pages/update': act(form.staticPageForm, 'صفحه ذخیره شد.', updateStaticPage),
  'campaigns/create': act(form.campaignNew, 'کمپین افزوده شد.', createCampaign),
  'campaigns/update': act(form.campaignForm, 'کمپین ذخیره شد.', updateCampaign),
  'campaigns/delete': act(form.idForm, 'کمپین حذف شد.', byId(deleteCampaign)),
  'campaigns/items': act(form.campaignItemsForm, 'محصولات و دسته‌بندی‌های کمپین ذخیره شد.', setCampaignItems),
  'campaigns/banners/create': act(form.campaignBannerNew, 'بنر کمپین افزوده شد.', createCampaignBanner),
  'campaigns/banners/delete': act(form.idForm, 'بنر کمپین حذف شد.', byId(deleteCampaignBanner)),
  'competitions/create': act(form.competitionNew, 'مسابقه افزوده شد.', createCompetition),
  'competitions/results': act(form.competitionResultsForm, 'نتیجهٔ مسابقه اعلام شد.', publishCompetitionResults),
  'instagram/create': act(feeds.instagramNew, 'پست اینستاگرام افزوده شد.', createInstagramPost),
  'instagram/update': act(feeds.instagramForm, 'پست اینستاگرام ذخیره شد.', updateInstagramPost),
  'instagram/delete': act(form.idForm, 'پست اینستاگرام حذف شد.', byId(deleteInstagramPost)),
  'mag-news/create': act(feeds.magNewsNew, 'مطلب مجله افزوده شد.', createMagNews),
  'mag-news/update': act(feeds.magNewsForm, 'مطلب مجله ذخیره شد.', updateMagNews),
  'mag-news/delete': act(form.idForm, 'مطلب مجله حذف شد.', byId(deleteMagNews)),
} satisfies Record<string, ContentAction>;

export type ContentActionName = keyof typeof CONTENT_ACTIONS;

export const isContentAction = (name: unknown): name is ContentActionName => typeof name === 'string' && Object.hasOwn(CONTENT_ACTIONS, name);
