// The public face of this module for server code: other code imports it only through here.
export type { CustomerRecord } from './customers/record.ts';
export { pageBodyToText } from './content/page-body.ts';
export { categoryLabels, formFor, productFormValues } from './products/form-state.ts';
export { SECTIONS } from './sections.ts';
export { BULK_COLUMNS } from './catalog/bulk-csv.ts';
export { BANNER_POSITION_TITLES, BANNER_POSITIONS } from './content/validation.ts';
export { csvTextOf } from './catalog/upload.ts';
export { action, handlePageForm } from './page-form.ts';
export {
  brandCreate,
  brandUpdate,
  byId,
  categoryCreate,
  categoryUpdate,
  pictureAlt,
  pictureMove,
  PRODUCT_STATUSES,
  productCreate,
  productSearch,
  productUpdate,
} from './products/validation.ts';
export { customerQuery } from './customers/validation.ts';
export { customerSearch, decisionForm, loginAsForm, secondFactorCode } from './validation.ts';
export { tiersForm, varietyCreateForm, varietyForm, varietySearch } from './catalog/validation.ts';
export { offerForm, offerRemoval, promotionForm } from './promotions/validation.ts';
export { offerChoices } from './catalog/offer-choices.ts';
export { findCustomers } from './customers/search.ts';
export { actAsCustomer, loginAsDestination, recentLoginAs } from './login-as.ts';
export { cancelDispatchForm, cancelOrderForm, dispatchAction, noteForm, queueQuery, shipForm } from './orders/validation.ts';
export { pageStaff } from './page-staff.ts';
export { promotionDetail, promotionList, removeOffer, savePromotion, setOffer, STATE_TITLES } from './promotions/service.ts';
export { addStaff, resetAuthenticator, setActive, setRole, staffList } from './staff/service.ts';
export { activeForm, addStaffForm, memberForm, roleForm } from './staff/validation.ts';
export { allCampaigns } from './content/campaigns.ts';
export { allCompetitions } from './content/competitions.ts';
export { faqGroups } from './content/faq.ts';
export { allBanners, allSliders } from './content/home-art.ts';
export { ART_PRESETS } from './content/feed-validation.ts';
export { allInstagramPosts } from './content/instagram.ts';
export { allMagNews } from './content/mag-news.ts';
export { gate } from './page-gate.ts';
export { deletePicture, editPictureAlt, movePicture, uploadPicture } from './products/pictures.ts';
export { allStaticPages } from './content/static-pages.ts';
export { customerRecord } from './customers/record.ts';
export { createProduct, findProducts, productForEdit, updateProduct } from './products/products.ts';
export { allBrands, createBrand, deleteBrand, updateBrand } from './products/brands.ts';
export { allCategories, createCategory, deleteCategory, updateCategory } from './products/categories.ts';
export { openProductsScreen } from './products/page-screen.ts';
export { productChoices } from './products/choices.ts';
export { formKey, formState, openContentScreen } from './content/page-form.ts';
export { decisionKinds } from './decisions/kinds.ts';
export { adminApi } from './api.ts';
export { readBulkCsv } from './catalog/bulk-csv.ts';
export type { CsvRow } from './catalog/bulk-csv.ts';
export { returnsQueue, type ReturnsQueueRow } from './returns/queue.ts';
