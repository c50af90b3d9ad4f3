/**
 * The headers every API call carries (spec section 7; names fixed by shared/spec/API.md).
 * Values come from the page (variant, campaign) and the device; empty ones are left out.
 */
export interface ClientContext {
  /** The variant's public client id (retail or wholesale). */
  clientId?: string;
  /** True on the wholesale storefront. */
  business?: boolean;
  deviceType?: 'mobile' | 'tablet' | 'desktop';
  /** 1 android, 2 ios, 3 other. */
  os?: 1 | 2 | 3;
  utmSource?: string;
  utmCampaign?: string;
  referer?: string;
  slug?: string;
  /** Only the server knows the shopper's address; set it when calling on their behalf. */
  forwardedFor?: string;
  /** Login-as: the operator's own user id and access token (the server checks they match the acting session). */
  realUserId?: number;
  realToken?: string;
}

export function detectOs(userAgent: string): 1 | 2 | 3 {
  if (/android/i.test(userAgent)) return 1;
  if (/iphone|ipad|ipod/i.test(userAgent)) return 2;
  return 3;
}

export function detectDeviceType(userAgent: string): 'mobile' | 'tablet' | 'desktop' {
  if (/ipad|tablet|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

export function contextHeaders(ctx: ClientContext): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Business': ctx.business ? '1' : '0',
  };
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') headers[name] = String(value);
  };
  set('X-Device-Type', ctx.deviceType);
  set('X-OS', ctx.os);
  set('X-Client-Id', ctx.clientId);
  set('X-Utm-Source', ctx.utmSource);
  set('X-Utm-Campaign', ctx.utmCampaign);
  set('X-Referer', ctx.referer);
  set('X-Slug', ctx.slug);
  set('X-Forwarded-For', ctx.forwardedFor);
  // Both or neither: the acting guard refuses one without the other.
  if (ctx.realUserId !== undefined && ctx.realToken) {
    set('X-Real-User-Id', ctx.realUserId);
    set('X-Real-Token', ctx.realToken);
  }
  return headers;
}
