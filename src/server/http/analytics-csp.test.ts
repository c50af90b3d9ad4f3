import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, withAnalytics } from './security-headers.ts';

describe('the wholesale analytics container in the page policy', () => {
  const page = "default-src 'self'; img-src 'self' data:; connect-src 'self'; script-src 'self' 'sha256-abc'";
  it('adds the container’s hosts to the directives that need them, keeping everything else', () => {
    const csp = withAnalytics(page);
    expect(csp).toContain("script-src 'self' 'sha256-abc' https://www.googletagmanager.com");
    expect(csp).toContain("connect-src 'self' https://*.google-analytics.com https://*.googletagmanager.com");
    expect(csp).toContain("img-src 'self' data: https://*.google-analytics.com");
    expect(csp.startsWith("default-src 'self';")).toBe(true);
  });
  it('only on the wholesale host’s pages', () => {
    const retail = new Headers({ 'Content-Security-Policy': page });
    applySecurityHeaders(retail, { tls: false, personal: false });
    expect(retail.get('Content-Security-Policy')).not.toContain('googletagmanager');
    const wholesale = new Headers({ 'Content-Security-Policy': page });
    applySecurityHeaders(wholesale, { tls: false, personal: false, wholesale: true });
    expect(wholesale.get('Content-Security-Policy')).toContain('https://www.googletagmanager.com');
    // Answers that are not pages keep the strict policy whatever the host.
    const json = new Headers();
    applySecurityHeaders(json, { tls: false, personal: false, wholesale: true });
    expect(json.get('Content-Security-Policy')).not.toContain('googletagmanager');
  });
});
