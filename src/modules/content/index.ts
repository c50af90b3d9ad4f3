// The public face of this module for server code: other code imports it only through here.
export type { FaqItemPage } from './faq.ts';
export type { HomeData } from './home.ts';
export { faqPageJsonLd } from './faq-jsonld.ts';
export { jsonLdText, siteJsonLd } from './site-jsonld.ts';
export { APP_PLATFORMS, appPlatform, INTRO_SLIDES } from './site-settings.ts';
export { banners, faqCategories, faqItems, instagramPosts, magNews, pages, productSliders, sliders } from './schema.ts';
export { faqGroups, staticPageBySlug } from './editorial.ts';
export { FAQ_QUERY_MAX, faqIndex, faqItem, faqTerms } from './faq.ts';
export { matchIntent } from './chatbot/match.ts';
export { contentSitemapUrls } from './sitemap-urls.ts';
export { contentApi } from './api.ts';
export { homeApi } from './home-api.ts';
export { instagramApi } from './instagram-api.ts';
export { faqAnswerFor } from './chatbot/faq-answer.ts';
export { chatbotApi } from './chatbot/api.ts';
export { chatbotPage } from './chatbot/page-chatbot.ts';
export { homeData } from './home.ts';

// Content editing (manage/): the back office's changes of sliders, banners, the FAQ, static pages, Instagram posts and
// the magazine, each run in the caller's transaction (which writes the audit row beside it) and answering what changed.
export { createFaqCategoryIn, createFaqItemIn, deleteFaqCategoryIn, deleteFaqItemIn, updateFaqCategoryIn, updateFaqItemIn } from './manage/faq.ts';
export { updateBannerIn, updateSliderIn } from './manage/home-art.ts';
export { createStaticPageIn, updateStaticPageIn } from './manage/static-pages.ts';
export { createInstagramPostIn, deleteInstagramPostIn, updateInstagramPostIn } from './manage/instagram.ts';
export { createMagNewsIn, deleteMagNewsIn, updateMagNewsIn } from './manage/mag-news.ts';
