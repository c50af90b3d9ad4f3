import { describe, expect, it } from 'vitest';
import { markSeen, POPUP_STORAGE_KEY, seenCampaigns, waitBeforeOpening, type PageState } from './home-popup.ts';

/** A stand-in page: what has focus, whether a dialog is open, whether the tab is hidden. */
function page({ focus = 'body', dialog = false, hidden = false }: { focus?: string; dialog?: boolean; hidden?: boolean } = {}): PageState {
  const body = { matches: () => false } as unknown as HTMLElement;
  const active =
    focus === 'body'
      ? body
      : ({ isContentEditable: focus === 'editor', matches: (sel: string) => sel.split(', ').some((s) => s.startsWith(focus)) } as unknown as HTMLElement);
  return { activeElement: active, body, hidden, querySelector: (() => (dialog ? {} : null)) as unknown as Document['querySelector'] };
}

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('when the home popup may open', () => {
  it('waits until the visitor has not typed or clicked for a while', () => {
    expect(waitBeforeOpening(page(), 500, 3000)).toBe(2500);
    expect(waitBeforeOpening(page(), 3000, 3000)).toBe(0);
  });

  it('never opens over a field in use, an open dialog or a hidden tab', () => {
    for (const focus of ['input', 'textarea', 'select', 'editor']) expect(waitBeforeOpening(page({ focus }), 60_000, 3000)).toBeGreaterThan(0);
    expect(waitBeforeOpening(page({ focus: 'a' }), 60_000, 3000)).toBe(0);
    expect(waitBeforeOpening(page({ dialog: true }), 60_000, 3000)).toBeGreaterThan(0);
    expect(waitBeforeOpening(page({ hidden: true }), 60_000, 3000)).toBeGreaterThan(0);
  });
});

describe('once per visitor and campaign', () => {
  it('remembers the campaigns shown, the newest twenty', () => {
    const storage = memory();
    expect(seenCampaigns(storage)).toEqual([]);
    markSeen(storage, '7');
    markSeen(storage, '7');
    expect(seenCampaigns(storage)).toEqual(['7']);
    for (let i = 0; i < 25; i++) markSeen(storage, String(100 + i));
    expect(seenCampaigns(storage)).toHaveLength(20);
    expect(seenCampaigns(storage)).toContain('124');
  });

  it('reads broken or blocked storage as nothing seen', () => {
    const storage = memory();
    storage.setItem(POPUP_STORAGE_KEY, '{not json');
    expect(seenCampaigns(storage)).toEqual([]);
    expect(seenCampaigns(null)).toEqual([]);
    expect(() =>
      markSeen(
        {
          getItem: () => null,
          setItem: () => {
            throw new Error('full');
          },
        },
        '1',
      ),
    ).not.toThrow();
  });
});
