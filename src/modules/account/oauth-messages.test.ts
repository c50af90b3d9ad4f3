import { describe, expect, it } from 'vitest';
import { flashMessage } from './oauth-messages.ts';

describe('the /auth message after a failed partner sign-in', () => {
  it('is a fixed Persian text per reason, naming the partner', () => {
    const name = (id: string) => (id === 'fakeid' ? 'شریک آزمایشی' : undefined);
    expect(flashMessage('denied.fakeid', name)).toBe('ورود با شریک آزمایشی لغو شد.');
    expect(flashMessage('partner.gone', name)).toContain('حساب بیرونی');
    expect(flashMessage('<script>', name)).toBeNull();
    expect(flashMessage(undefined, name)).toBeNull();
  });
});
