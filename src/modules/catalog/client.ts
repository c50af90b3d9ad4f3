// The public face of this module for islands and browser scripts: other code imports it only through here.
export { mountCompareButtons } from './compare/enhance-compare-buttons.ts';
export { mountCountdowns } from './prices/countdown.ts';
