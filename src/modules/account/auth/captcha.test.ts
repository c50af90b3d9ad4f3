import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaDataUrl, captchaSvg } from './captcha-image.ts';
import { createCaptcha } from './captcha.ts';

describe('captcha picture', () => {
  it('draws every digit as strokes, without text or fonts', () => {
    for (const answer of ['01234', '56789']) {
      const svg = captchaSvg(answer);
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"`));
      expect(svg).not.toMatch(/<text|font|<script|on\w+=/i);
      // 5 digit paths + 5 noise curves (each a path with a stroke-width attribute).
      expect(svg.match(/<path /g)).toHaveLength(10);
      expect(svg).not.toContain('NaN');
    }
  });

  it('differs each time for the same answer', () => {
    expect(captchaSvg('12345')).not.toBe(captchaSvg('12345'));
    expect(captchaDataUrl('12345')).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/);
  });

  it('keys carry no readable answer', () => {
    const c = createCaptcha();
    expect(c.answer).toMatch(/^\d{5}$/);
    expect(c.key).toMatch(/^\d{10}\.[\w-]{22}\.[\w-]{22}\.[\w-]{43}$/);
    expect(c.key).not.toContain(c.answer);
  });
});
