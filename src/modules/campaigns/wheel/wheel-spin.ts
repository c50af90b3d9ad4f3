import { api, HttpError } from '#lib/http/index.ts';
import type { Answer } from '#lib/http/answer.ts';
import { faWheel as t, wheelResult } from '#i18n/fa-wheel.ts';
import { formatJalaliLong, formatTehranTime } from '#lib/jalali.ts';

/**
 * The «بچرخان» button (POST /v10/wheel-prize/spin through the islands' API client, with the
 * spec's headers and the session): one request at a time, the result read out in the
 * section's live region, the won prize's row marked in the odds table, and the next spin's
 * time in Jalali. A 429 (spun already, perhaps in another tab) shows when the next spin
 * opens from its Retry-After. The button stays disabled until then.
 */
interface Won {
  id: number;
  title: string;
  kind: 'coins' | 'code' | 'none';
  value: number;
  code: string | null;
}
interface SpinAnswer {
  prize: Won | null;
  next_spin_at: string;
}

const when = (at: Date) => t.next(t.at(formatJalaliLong(at), formatTehranTime(at)));

function line(text: string, className: string, data: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.dataset[data] = '';
  p.textContent = text;
  return p;
}

function link(href: string, text: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.className = 'inline-flex min-h-11 items-center text-brand-600 hover:underline';
  a.textContent = text;
  return a;
}

function showWon(section: HTMLElement, out: HTMLElement, answer: SpinAnswer): void {
  const { prize } = answer;
  const parts: Node[] = [line(wheelResult(prize), 'font-bold', 'wheelMessage')];
  if (prize?.code) {
    const p = document.createElement('p');
    const code = document.createElement('bdi');
    code.dir = 'ltr';
    code.className = 'select-all font-mono font-bold tracking-wider';
    code.textContent = prize.code;
    p.append(`${t.yourCode}: `, code);
    parts.push(p);
  }
  if (prize?.kind === 'coins') parts.push(link('/profile/scores#history', t.seeCoins));
  if (prize?.kind === 'code') parts.push(link('/profile/scores#codes', t.seeCodes));
  parts.push(line(when(new Date(answer.next_spin_at)), 'text-sm text-ink-soft', 'wheelNext'));
  out.replaceChildren(...parts);
  for (const row of section.querySelectorAll<HTMLElement>('tr[data-prize-id]')) {
    const mine = prize !== null && row.dataset.prizeId === String(prize.id);
    row.classList.toggle('bg-success/10', mine);
    row.classList.toggle('font-bold', mine);
    if (mine) row.setAttribute('aria-current', 'true');
    else row.removeAttribute('aria-current');
  }
}

export function bindWheel(section: HTMLElement): void {
  const button = section.querySelector<HTMLButtonElement>('button[data-wheel-spin]');
  const out = section.querySelector<HTMLElement>('[data-wheel-result]');
  if (!button || !out || button.dataset.bound) return;
  button.dataset.bound = '1';
  button.hidden = false;
  button.addEventListener('click', async () => {
    if (button.disabled) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = t.spinning;
    let again = false;
    try {
      const answer = await api.post<Answer<SpinAnswer>>('/v10/wheel-prize/spin', {}, { mode: 'rethrow' });
      showWon(section, out, answer.data);
    } catch (err) {
      if (err instanceof HttpError && err.status === 429) {
        const seconds = Number(err.headers?.get('Retry-After'));
        const parts = [line(err.message, 'font-bold', 'wheelMessage')];
        if (seconds > 0) parts.push(line(when(new Date(Date.now() + seconds * 1000)), 'text-sm text-ink-soft', 'wheelNext'));
        out.replaceChildren(...parts);
      } else if (err instanceof HttpError && err.status === 401) {
        location.assign(`/auth?back=${encodeURIComponent(location.pathname)}`);
      } else {
        again = true;
        out.replaceChildren(line(err instanceof HttpError && err.kind === 'no-response' ? err.message : t.failed, 'font-bold text-danger', 'wheelMessage'));
      }
    } finally {
      button.removeAttribute('aria-busy');
      button.textContent = t.spin;
      button.disabled = !again;
    }
  });
}
