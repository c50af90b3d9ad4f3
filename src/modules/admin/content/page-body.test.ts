import { describe, expect, it } from 'vitest';
import { pageBodyFromText, pageBodyToText } from './page-body.ts';

describe('a static page body as text', () => {
  it('reads "## " lines as headings and every other line as a paragraph', () => {
    expect(pageBodyFromText('مقدمه\n\n## بخش یک\r\nبند ۱\n  بند ۲  \n## بخش دو')).toEqual([
      { paragraphs: ['مقدمه'] },
      { heading: 'بخش یک', paragraphs: ['بند ۱', 'بند ۲'] },
      { heading: 'بخش دو', paragraphs: [] },
    ]);
  });

  it('gives back the text it was read from, so editing again loses nothing', () => {
    const body = [{ paragraphs: ['مقدمه'] }, { heading: 'قوانین', paragraphs: ['یک', 'دو'] }];
    expect(pageBodyFromText(pageBodyToText(body))).toEqual(body);
  });

  it('keeps markup as text: nothing is ever read as HTML', () => {
    expect(pageBodyFromText('<script>alert(1)</script>')).toEqual([{ paragraphs: ['<script>alert(1)</script>'] }]);
  });
});
