import { api, HttpError } from '#lib/http/index.ts';

/**
 * /chatbot with JavaScript: every question form (the box and the example buttons) asks
 * `POST /v10/chatbot/ask` instead of reloading the page, and both sides are added to the log
 * (an aria-live list, so the answer is read out). The log lives only in the page. Answers are
 * set as text, and only the shop's own paths and the support phone become links.
 */
interface Reply {
  answer: string;
  links: { title: string; url: string }[];
  handoff: boolean;
}

const SAFE_URL = /^(\/(?!\/)|tel:)/;

export function enhanceChatbot(root: HTMLElement): void {
  const log = root.querySelector<HTMLOListElement>('[data-chat-log]');
  const input = root.querySelector<HTMLInputElement>('[data-chat-input]');
  const send = root.querySelector<HTMLButtonElement>('[data-chat-send]');
  const error = root.querySelector<HTMLElement>('[data-chat-error]');
  if (!log || !input || !send || !error) return;
  const words = root.dataset;
  let busy = false;

  const withLinks = (item: HTMLLIElement, links: Reply['links']) => {
    const safe = links.filter((l) => SAFE_URL.test(l.url));
    if (!safe.length) return;
    const list = document.createElement('ul');
    list.className = 'mt-2 flex flex-wrap gap-2';
    for (const link of safe) {
      const a = document.createElement('a');
      a.href = link.url;
      a.textContent = link.title;
      a.className = 'inline-flex min-h-11 items-center rounded-full border border-brand-500 px-3 font-bold text-brand-600 hover:bg-brand-50';
      const li = document.createElement('li');
      li.append(a);
      list.append(li);
    }
    item.append(list);
  };

  /** One message of the log, built whole before it is added: the live region reads it once, links included. */
  const bubble = (who: 'user' | 'bot', text: string, links: Reply['links'] = []): HTMLLIElement => {
    const item = document.createElement('li');
    item.className = (who === 'user' ? log.dataset.userClass : log.dataset.botClass) ?? '';
    const speaker = document.createElement('span');
    speaker.className = 'sr-only';
    speaker.textContent = `${(who === 'user' ? words.you : words.bot) ?? ''}: `;
    item.append(speaker, text);
    withLinks(item, links);
    log.append(item);
    item.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    return item;
  };

  const showError = (message: string) => {
    error.textContent = message;
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    if (message) input.setAttribute('aria-describedby', error.id);
    else input.removeAttribute('aria-describedby');
  };

  const ask = async (message: string): Promise<void> => {
    if (busy) return;
    const text = message.trim();
    if (!text) return showError(input.validationMessage || '');
    busy = true;
    send.disabled = true;
    const label = send.textContent;
    send.textContent = words.sending ?? label;
    showError('');
    bubble('user', text);
    try {
      const reply = await api.post<{ data: Reply }>('/v10/chatbot/ask', { message: text }, { mode: 'rethrow', toastValidation: false });
      const item = bubble('bot', reply.data.answer, reply.data.links);
      if (reply.data.handoff) item.dataset.handoff = '';
      input.value = '';
    } catch (err) {
      const message = err instanceof HttpError ? (err.fields[0]?.message ?? err.message) : '';
      showError(message || (words.failed ?? ''));
      // The question stays in the box to send again.
      input.value = text;
    } finally {
      busy = false;
      send.disabled = false;
      send.textContent = label;
      input.focus();
    }
  };

  root.querySelectorAll<HTMLFormElement>('form[data-chat-form]').forEach((form) => {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const field = form.elements.namedItem('message');
      void ask(field instanceof HTMLInputElement ? field.value : '');
    });
  });
}
