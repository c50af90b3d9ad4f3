import { describe, expect, it } from 'vitest';
import { iranE164, jsonLdText, siteJsonLd } from './site-jsonld.ts';

const info = {
  host: 'Bazaar.example',
  name: 'بازار',
  alternateName: 'فروشگاه اینترنتی بازار',
  description: 'خرید آنلاین',
  telephone: '021-91000000',
  email: 'support@bazaar.example',
};

describe('siteJsonLd', () => {
  it('describes the shop as an Organization and the site as a WebSite with a SearchAction', () => {
    const data = siteJsonLd(info);
    expect(data['@context']).toBe('https://schema.org');
    const [org, site] = data['@graph'];
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'بازار',
      alternateName: 'فروشگاه اینترنتی بازار',
      url: 'https://bazaar.example/',
      logo: 'https://bazaar.example/favicon.svg',
      contactPoint: { '@type': 'ContactPoint', telephone: '+982191000000', email: 'support@bazaar.example' },
    });
    expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://bazaar.example/', name: 'بازار', inLanguage: 'fa-IR', publisher: { '@id': org['@id'] } });
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://bazaar.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('keeps a port and drops anything that is not part of a host', () => {
    expect((siteJsonLd({ ...info, host: 'localhost:4321' })['@graph'][1] as any).url).toBe('https://localhost:4321/');
    expect((siteJsonLd({ ...info, host: 'evil.example/"><script>' })['@graph'][1] as any).url).toBe('https://evil.example/');
  });

  it('leaves out the contact point without contact details', () => {
    expect(siteJsonLd({ host: 'a.example', name: 'x', description: 'y' })['@graph'][0]).not.toHaveProperty('contactPoint');
  });
});

describe('jsonLdText', () => {
  it('escapes "<" so the JSON can never close its script tag', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('iranE164', () => {
  it.each([
    ['021-91000000', '+982191000000'],
    ['+98 21 9100 0000', '+982191000000'],
    ['09121234567', '+989121234567'],
  ])('%s → %s', (input, out) => expect(iranE164(input)).toBe(out));
});
