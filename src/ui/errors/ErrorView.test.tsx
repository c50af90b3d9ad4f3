import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorView } from './ErrorView';
import { ERROR_COPY, errorCopy } from './messages';
import { ErrorPageBoundary } from './render-overlay';

describe('error page', () => {
  it.each([400, 401, 403, 404, 429, 499, 500, 503, 504])('has Persian copy for %i', (status) => {
    const copy = errorCopy(status);
    expect(copy.message).toMatch(/[\u0600-\u06FF]/);
    expect(copy.description).toMatch(/[\u0600-\u06FF]/);
  });

  it('reads 504 like 400, as the spec says', () => {
    expect(ERROR_COPY[504]).toEqual(ERROR_COPY[400]);
  });

  it('shows the status as the title, message, description, picture and a way home', () => {
    const html = renderToStaticMarkup(<ErrorView status={404} />);
    expect(html).toMatch(/<h1[^>]*>۴۰۴<\/h1>/);
    expect(html).toContain('صفحه مورد نظر یافت نشد');
    expect(html).toContain(errorCopy(404).description);
    expect(html).toContain('<svg');
    expect(html).toMatch(/<a href="\/"[^>]*>بازگشت به صفحه اصلی<\/a>/);
  });

  it('falls back to the server message for a status it has no copy for', () => {
    expect(errorCopy(418, 'پیام سرور').message).toBe('پیام سرور');
    expect(errorCopy(502).message).toBe(ERROR_COPY[500]!.message);
  });

  it('shows a generic message with a link home when the error view itself fails', () => {
    const Broken = () => {
      throw new Error('boom');
    };
    // The server renderer does not run error boundaries, so check the fallback state.
    const boundary = new ErrorPageBoundary({ children: <Broken /> });
    boundary.state = ErrorPageBoundary.getDerivedStateFromError();
    const html = renderToStaticMarkup(<>{boundary.render()}</>);
    expect(html).toContain('خطایی در نمایش صفحه خطا رخ داد');
    expect(html).toContain('href="/"');
  });
});
