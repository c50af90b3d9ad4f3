import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('<Price>', () => {
  it('strikes the old price only when the main price is above the discounted one', () => {
    const html = renderToStaticMarkup(<Price main={1_000_000} off={800_000} />);
    expect(html).toContain('<del');
    expect(html).toContain('۱۰۰٬۰۰۰');
    expect(html).toContain('۸۰٬۰۰۰');
    expect(html).toContain('٪۲۰');
  });
  it('shows a single price when there is no discount', () => {
    const html = renderToStaticMarkup(<Price main={800_000} off={800_000} />);
    expect(html).not.toContain('<del');
    expect(html).toContain('۸۰٬۰۰۰');
    expect(html).toContain('تومان');
  });
  it('never strikes when the "discounted" price is higher', () => {
    expect(renderToStaticMarkup(<Price main={700_000} off={800_000} />)).not.toContain('<del');
  });
  it('says free for zero', () => {
    const html = renderToStaticMarkup(<Price main={500_000} off={0} />);
    expect(html).toContain('رایگان');
    expect(html).toContain('<del');
  });
});
