/** What a variety edit may change (stock and regular prices) and how the catalogue says no. */
export interface VarietyPatch {
  stock?: number;
  priceMainRial?: number;
  priceOffRial?: number;
}

export type VarietyState = Required<VarietyPatch>;

export const VARIETY_MESSAGES = {
  offAboveMain: 'قیمت با تخفیف نمی‌تواند از قیمت اصلی بیشتر باشد',
};
