// The public face of this module for server code: other code imports it only through here.
export type { AddressView, PlainAddressForm } from './validation.ts';
export { addresses } from './schema.ts';
export { addressApi } from './api.ts';
export { addressesOf, addressOf, checkoutAddressesOf, hasAddress, mainAddressOf } from './service.ts';
export { addressFormPage, type AddressFormPage } from './page-form.ts';
