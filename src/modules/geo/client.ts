// The public face of this module for islands and browser scripts: other code imports it only through here.
export { coordinate, GEO_MESSAGES, idField, isInsideIran } from './validation.ts';
export type { CityRef, PlaceHit } from './validation.ts';
