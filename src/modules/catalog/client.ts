// The public face of this module for islands and browser scripts: other code imports it only through here.
// Kept light: every catalogue page loads it; what is heavy loads on the shopper's first tap (compare-boot.ts).
export { bootCompare } from './compare/compare-boot.ts';
export { mountCountdowns } from './prices/countdown.ts';
