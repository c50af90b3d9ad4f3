import { describe, expect, it } from 'vitest';
import { COWORKER_CONFIRMED } from '#modules/account/index.ts';
import { COWORKER_STATUS } from './partner-status.ts';

describe('coworker statuses', () => {
  it("confirm with account's partner rule: a confirmed applicant is a partner everywhere", () => {
    expect(COWORKER_STATUS.confirmed).toBe(COWORKER_CONFIRMED);
  });
});
