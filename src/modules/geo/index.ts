// The public face of this module for server code: other code imports it only through here.
export { GEO_MESSAGES, setCityBody } from './validation.ts';
export type { CityRef } from './validation.ts';
export { cities, places, provinces } from './schema.ts';
export { listCities, listProvinces, provincesWithCities } from './service.ts';
export { geoApi } from './api.ts';
export { cityRefOf } from './selected-city.ts';
