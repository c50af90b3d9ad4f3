/**
 * API clients (shared/spec/API.md "Clients and settings"): each storefront variant has a
 * client id, a client secret and a signing secret for hash_2. The web clients are public
 * clients by the spec's design (the browser computes hash_2), so their secrets only
 * raise the bar against casual scripting; server-side checks (codes, limits) carry the weight.
 */
export interface ApiClient {
  variant: 'retail' | 'wholesale';
  id: string;
  secret: string;
  signingSecret: string;
}

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

export function apiClients(): ApiClient[] {
  return [
    { variant: 'retail', id: env('RETAIL_CLIENT_ID', 'retail-web'), secret: env('RETAIL_CLIENT_SECRET', 'retail-web-secret'), signingSecret: env('RETAIL_SIGNING_SECRET', 'retail-signing-dev') },
    {
      variant: 'wholesale',
      id: env('WHOLESALE_CLIENT_ID', 'wholesale-web'),
      secret: env('WHOLESALE_CLIENT_SECRET', 'wholesale-web-secret'),
      signingSecret: env('WHOLESALE_SIGNING_SECRET', 'wholesale-signing-dev'),
    },
  ];
}

export const clientById = (id: string | undefined) => apiClients().find((c) => c.id === id);
export const clientOfVariant = (variant: 'retail' | 'wholesale') => apiClients().find((c) => c.variant === variant)!;

/** The server's own secret for code and token hashes (AUTH_SECRET; a development default). */
export function authSecret(): string {
  const secret = process.env.AUTH_SECRET?.trim();
  if (!secret && process.env.NODE_ENV === 'production') throw new Error('AUTH_SECRET must be set in production');
  return secret || 'bazaar-development-secret';
}
