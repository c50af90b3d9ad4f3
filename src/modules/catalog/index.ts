// The public face of this module for server code: other code imports it only through here.
export type { ProductCard } from './card.ts';
export type { ListingFilters } from './listing/listing.ts';
export type { ActivePromotion, PromotionPopup } from './prices/promotions.ts';
export type { PriceFacts, Tier } from './prices/quote.ts';
export type { TierInput } from './prices/tiers-edit.ts';
export type { NewVariety } from './prices/variety-create.ts';
export type { VarietyRow } from './prices/variety-search.ts';
export type { VarietyPatch, VarietyState } from './prices/variety-shape.ts';
export type { Crumb } from './product/product-jsonld.ts';
export type { ImageArt, SpecGroup } from './schema.ts';
export type { CategoryNode } from './service.ts';
export type { ListingSort } from './validation.ts';
export { isMainCategorySlug, MAIN_CATEGORIES } from './main-categories.ts';
export { orderCeiling, partnerTable, quote } from './prices/quote.ts';
export { payablePrice } from './card.ts';
export { COMPARE_MAX, COMPARE_PATH, compareUrl, parseIdList } from './compare/compare-ids.ts';
export { formatCountdown } from './prices/countdown.ts';
export { varietyPriceLog } from './prices/price-log.ts';
export { productJsonLd } from './product/product-jsonld.ts';
export { productSearchText } from './search/document.ts';
export { searchPageBudget } from './search/search-budget.ts';
export {
  brands,
  categories,
  colors,
  guarantees,
  PRODUCT_STATUS,
  productImages,
  products,
  promotions,
  promotionVarieties,
  sellers,
  varieties,
  varietyPriceTiers,
} from './schema.ts';
export {
  chooseVariety,
  DEFAULT_TAB,
  fill,
  formatRating,
  isProductSlug,
  isProductTab,
  metaDescription,
  modelTitle,
  productHref,
} from './product/product-view.ts';
export { brandRefs, categoryRefs, sellerRefs } from './lookups.ts';
export { findVarieties } from './prices/variety-search.ts';
export { slugById } from './service.ts';
export { categoryChainsOf } from './product/category-chain.ts';
export { refreshSearchVocabulary, seedSynonyms } from './search/vocabulary.ts';
export { topUpSearch } from './search/reindex.ts';
export { entitiesApi } from './entities-api.ts';
export { categoryHref, mainCategoryHref, menuTree } from './menu.ts';
export { categoryContext } from './listing/listing-context.ts';
export { catalogApi } from './api.ts';
export { promotionFeedApi } from './promotion-feed-api.ts';
export { refreshProductCards, refreshPromotionBoundaries } from './cards.ts';
export { recordPriceChange } from './prices/price-log.ts';
export { compareApi } from './compare/compare-api.ts';
export { compareProducts, differs, groupAttributes } from './compare/compare.ts';
export { catalogExtrasApi } from './extras-api.ts';
export { loadListingPage } from './listing/page-listing.ts';
export { cardsByIds, EMPTY_FILTERS, listProducts } from './listing/listing.ts';
export { loadPathListing } from './listing/path-listing.ts';
export { priceList, priceListQuery } from './prices/price-list.ts';
export { activePopup, activePromotion, popupOf, PROMOTION_TYPE_AMAZING } from './prices/promotions.ts';
export { buysAsPartner, priceExtras } from './prices/quote-inputs.ts';
export { setPriceTiersIn, tiersOf } from './prices/tiers-edit.ts';
export { createVarietyIn } from './prices/variety-create.ts';
export { VARIETY_MESSAGES } from './prices/variety-shape.ts';
export { productApi } from './product/product-api.ts';
// A signed-in shopper's recent visits and activity (/profile/recent-visits, /v6/product-view-logs/*, /v6/customer-activity/*).
export { forgetVisit, forgetVisits, RECENT_VISITS_KEPT, recentVisits } from './product/views.ts';
export { productViewLogsApi } from './product/visits-api.ts';
export { getProductDetail } from './product/product.ts';
export { similarProducts } from './product/similar.ts';
export { searchHistoryApi } from './search/history-api.ts';
export { recordSearches } from './search/record-searches.ts';

export { promotionEnded, remainingPercent } from './card.ts';
export type { ProductDetail, ProductVariety } from './product/product-types.ts';
export { PRODUCT_TABS, stockHint } from './product/product-view.ts';
export type { ProductTab } from './product/product-view.ts';

// Catalogue editing (manage/): the back office's changes of brands, categories, products, their pictures and
// promotions, each run in the caller's transaction (which writes the audit row beside it) and answering what changed.
export type { OfferInput, PromotionInput } from './manage/promotions.ts';
export { BRAND_SLUG_TAKEN, createBrandIn, deleteBrandIn, updateBrandIn } from './manage/brands.ts';
export { CATEGORY_SLUG_TAKEN, createCategoryIn, deleteCategoryIn, updateCategoryIn } from './manage/categories.ts';
export { forgetTaxonomy } from './manage/taxonomy.ts';
export { createProductIn, PRODUCT_LEVEL, PRODUCT_SLUG_TAKEN, productFields, updateProductIn } from './manage/products.ts';
export { addPictureIn, deletePictureIn, editPictureAltIn, movePictureIn, orderPicturesIn, storePictureFile } from './manage/pictures.ts';
export { PROMOTION_ERRORS, removeOfferIn, savePromotionIn, setOfferIn } from './manage/promotions.ts';
// An approved seller application's seller (provider's decision), in the decision's transaction.
export { openAccountSellerIn } from './seller-accounts.ts';
