import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readOAuthPartners } from '../client.ts';
import { PartnerLinks } from './PartnerLinks.tsx';

const doc = (json: string) => ({ getElementById: (id: string) => (id === 'bz-client' ? ({ textContent: json } as HTMLElement) : null) });

describe('partner sign-in links', () => {
  it('are plain links «ورود با …» to /oauth/login-by-{id}, with the page to come back to', () => {
    const html = renderToStaticMarkup(<PartnerLinks partners={[{ id: 'partnera', name: 'آپ' }]} back="/search?q=a&b=1" />);
    expect(html).toContain('href="/oauth/login-by-partnera?back=%2Fsearch%3Fq%3Da%26b%3D1"');
    expect(html).toContain('ورود با آپ');
    expect(renderToStaticMarkup(<PartnerLinks partners={[{ id: 'x', name: 'ایکس' }]} />)).toContain('href="/oauth/login-by-x"');
    expect(renderToStaticMarkup(<PartnerLinks partners={[]} />)).toBe('');
  });

  it('come from the page config, keeping only well-formed entries', () => {
    expect(readOAuthPartners(doc('{"oauthPartners":[{"id":"partnera","name":"آپ","secret":"no"},{"id":"../x","name":"bad"},{"id":"y"}]}'))).toEqual([
      { id: 'partnera', name: 'آپ' },
    ]);
    expect(readOAuthPartners(doc('{oops'))).toEqual([]);
    expect(readOAuthPartners(undefined)).toEqual([]);
  });
});
