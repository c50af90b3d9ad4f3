import { DEVELOPMENT_SECRETS } from '../config.ts';

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
/** A secret, or its development value (production refuses to start without it: config.ts). */
const secret = (name: string) => env(name, DEVELOPMENT_SECRETS[name]!);

export function apiClients(): ApiClient[] {
  return [
    { variant: 'retail', id: env('RETAIL_CLIENT_ID', 'retail-web'), secret: secret('RETAIL_CLIENT_SECRET'), signingSecret: secret('RETAIL_SIGNING_SECRET') },
    {
      variant: 'wholesale',
      id: env('WHOLESALE_CLIENT_ID', 'wholesale-web'),
      secret: secret('WHOLESALE_CLIENT_SECRET'),
      signingSecret: secret('WHOLESALE_SIGNING_SECRET'),
    },
  ];
}

export const clientById = (id: string | undefined) => apiClients().find((c) => c.id === id);
export const clientOfVariant = (variant: 'retail' | 'wholesale') => apiClients().find((c) => c.variant === variant)!;

/** The server's own secret for code and token hashes (AUTH_SECRET; a development default). */
export function authSecret(): string {
  const value = process.env.AUTH_SECRET?.trim();
  if (!value && process.env.NODE_ENV === 'production') throw new Error('AUTH_SECRET must be set in production');
  return value || DEVELOPMENT_SECRETS.AUTH_SECRET!;
}
