import { describe, expect, it } from 'vitest';
import { withoutBrowserChecks } from './novalidate.ts';

describe('withoutBrowserChecks', () => {
  it('marks every form novalidate once, whatever its attributes, and leaves the rest alone', () => {
    const html =
      '<form method="post" class="a"><input required name="mobile"></form>' +
      '<FORM method="get">x</FORM><form>y</form><form class="b" novalidate>z</form><formula>w</formula>';
    const out = withoutBrowserChecks(html);
    expect(out.match(/<form\b[^>]*>/gi)).toEqual([
      '<form novalidate method="post" class="a">',
      '<form novalidate method="get">',
      '<form novalidate>',
      '<form class="b" novalidate>',
    ]);
    expect(out).toContain('<input required name="mobile">');
    expect(out).toContain('<formula>w</formula>');
  });
});
