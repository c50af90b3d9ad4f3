// The public face of this module for server code: other code imports it only through here.
export type { FaqItemPage } from './faq.ts';
export type { HomeData } from './home.ts';
export { faqPageJsonLd } from './faq-jsonld.ts';
export { jsonLdText, siteJsonLd } from './site-jsonld.ts';
export { APP_PLATFORMS, appPlatform, INTRO_SLIDES } from './site-settings.ts';
export { banners, campaigns, faqCategories, faqItems, magNews, pages, productSliders, sliders } from './schema.ts';
export { faqGroups, staticPageBySlug } from './editorial.ts';
export { FAQ_QUERY_MAX, faqIndex, faqItem, faqTerms } from './faq.ts';
export { contentSitemapUrls } from './sitemap-urls.ts';
export { contentApi } from './api.ts';
export { homeApi } from './home-api.ts';
export { homeData } from './home.ts';
