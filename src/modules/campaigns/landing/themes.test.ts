import { describe, expect, it } from 'vitest';
import { inkOn, KIND_COLORS, LANDINGS } from './themes.ts';

describe('landing colours', () => {
  it('puts readable text on every accent (dark on Black Friday’s amber, white on Yalda’s red)', () => {
    expect(inkOn('#ffb300')).toBe('#111111');
    expect(inkOn('#e0314b')).toBe('#ffffff');
    for (const c of [...Object.values(LANDINGS).map((l) => l.colors), ...Object.values(KIND_COLORS)])
      expect(['#ffffff', '#111111']).toContain(inkOn(c!.accent));
  });
});
