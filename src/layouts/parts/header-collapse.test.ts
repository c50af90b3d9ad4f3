import { describe, expect, it } from 'vitest';
import { nextHeaderState, type ScrollStep } from './header-collapse.ts';

const H = 150;
/** Walks the rule through scroll positions, returning `hidden` after each. */
function walk(positions: number[], start: ScrollStep = { hidden: false, anchor: 0 }): boolean[] {
  let state = start;
  return positions.map((y) => (state = nextHeaderState(state, y, H)).hidden);
}

describe('the header while scrolling', () => {
  it('stays while the page is near the top, whatever the direction', () => {
    expect(walk([50, 100, 150, 20])).toEqual([false, false, false, false]);
  });

  it('hides scrolling down past the header and returns on the first scroll up', () => {
    expect(walk([400, 800, 1200, 1100])).toEqual([true, true, true, false]);
  });

  it('ignores steps within the slack (a resting finger), both ways', () => {
    expect(walk([400, 395, 400, 404])).toEqual([true, true, true, true]);
    expect(walk([400, 300, 305, 300])).toEqual([true, false, false, false]);
  });

  it('measures a scroll up from the lowest point reached, not from where it hid', () => {
    // Down to 2000 in steps, then 20 px up: shown, though still far below where it hid.
    expect(walk([400, 1000, 2000, 1980]).at(-1)).toBe(false);
  });

  it('hides again when scrolling down after showing', () => {
    expect(walk([400, 300, 280, 330])).toEqual([true, false, false, true]);
  });
});
