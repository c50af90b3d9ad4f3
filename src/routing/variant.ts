/**
 * The storefront variant is chosen by the request host (WHOLESALE_HOSTS): the same
 * process serves the retail shop and the wholesale (B2B) one, each with its own client
 * credentials, analytics container and branding (spec sections 1 and 6).
 */
export type Variant = 'retail' | 'wholesale';

export interface VariantConfig {
  variant: Variant;
  /** The public client id islands send as X-Client-Id. */
  clientId: string;
  /** Analytics container id of the variant (the tag itself is out of scope). */
  analyticsId: string;
  /** The shop name shown in the header and titles. */
  brandName: string;
  /** 1 on the wholesale storefront (X-Business). */
  business: boolean;
}

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;
/** A setting an empty value turns off (an analytics container): unset is the default, "" is none. */
const optional = (name: string, fallback: string) => (process.env[name] === undefined ? fallback : process.env[name]!.trim());

export function wholesaleHosts(): string[] {
  return env('WHOLESALE_HOSTS', 'b2b.localhost')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** `b2b.localhost:4321` → wholesale when `b2b.localhost` is listed (the port is ignored). */
export function variantOfHost(host: string | null | undefined, hosts = wholesaleHosts()): Variant {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return hosts.includes(name) ? 'wholesale' : 'retail';
}

export function variantConfig(variant: Variant): VariantConfig {
  return variant === 'wholesale'
    ? {
        variant,
        clientId: env('WHOLESALE_CLIENT_ID', 'wholesale-web'),
        analyticsId: optional('WHOLESALE_ANALYTICS_ID', 'GTM-WHOLESALE'),
        brandName: 'بازار عمده',
        business: true,
      }
    : {
        variant,
        clientId: env('RETAIL_CLIENT_ID', 'retail-web'),
        analyticsId: optional('RETAIL_ANALYTICS_ID', 'GTM-RETAIL'),
        brandName: 'بازار',
        business: false,
      };
}
