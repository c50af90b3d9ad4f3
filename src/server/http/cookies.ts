/** The HttpOnly session cookie. Its presence marks a signed-in visitor. */
export const SESSION_COOKIE = 'bz_session';

/**
 * Secure cookies everywhere but plain-HTTP local development (spec: "Secure outside
 * localhost"). Behind a TLS proxy the request reaches us as http://shop.example, which is
 * not local, so its cookies are Secure too.
 */
export function isSecureContext(url: string | URL): boolean {
  const { protocol, hostname } = typeof url === 'string' ? new URL(url) : url;
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
  return protocol === 'https:' || !local;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
  secure: boolean;
  /** False only for the display hints scripts read (no secret in them). */
  httpOnly?: boolean;
  path?: string;
}

/**
 * The one builder of our Set-Cookie values, so every cookie of the
 * session family carries the same flags wherever it is set: Path, Max-Age, SameSite=Lax,
 * Secure outside local development, HttpOnly unless a script must read it.
 */
export function cookieHeader(name: string, value: string, { maxAge, secure, httpOnly = true, path = '/' }: CookieOptions): string {
  return `${name}=${value}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}${httpOnly ? '; HttpOnly' : ''}`;
}
