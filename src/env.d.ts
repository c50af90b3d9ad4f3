/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The storefront variant, chosen from the request host (src/routing/variant.ts). */
    variant: import('./routing/variant.ts').Variant;
    variantConfig: import('./routing/variant.ts').VariantConfig;
    /** The origin absolute URLs are built from: SITE_URL or the wholesale origin, never the Host header (src/routing/origin.ts). */
    origin: string;
  }
}
