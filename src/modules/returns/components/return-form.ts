import { shrinkImage } from '#ui/form/shrink-image.ts';

/**
 * The dispatch-return form's two steps and its photos (ReturnForm.astro). Step two shows
 * only the chosen items; moving on with none chosen says so and stays. On sending, each
 * photo over the spec's 25 KB is shrunk in the browser (a phone photo is megabytes) and
 * put back into its input, then the form posts as it would without JavaScript.
 */
const MAX_BYTES = 25 * 1024;

export function enhanceReturnForm(form: HTMLFormElement): void {
  const step1 = form.querySelector<HTMLFieldSetElement>('[data-step="1"]')!;
  const step2 = form.querySelector<HTMLFieldSetElement>('[data-step="2"]')!;
  const next = form.querySelector<HTMLButtonElement>('[data-next]')!;
  const back = form.querySelector<HTMLButtonElement>('[data-back]')!;
  const error = form.querySelector<HTMLElement>('[data-select-error]')!;
  const status = form.querySelector<HTMLElement>('[data-form-status]')!;
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[data-choose]')];

  const showDetails = () => {
    const chosen = new Set(boxes.filter((b) => b.checked).map((b) => b.dataset.choose));
    for (const section of form.querySelectorAll<HTMLElement>('[data-details]')) section.hidden = !chosen.has(section.dataset.details);
    return chosen.size;
  };
  const goTo = (step: 1 | 2) => {
    step1.hidden = step !== 1;
    step2.hidden = step !== 2;
    form.querySelector<HTMLElement>(`[data-step="${step}"] legend`)?.focus();
  };

  next.hidden = false;
  back.hidden = false;
  // After a refused send the page shows both steps with their messages; otherwise one at a time.
  if (form.hasAttribute('data-has-errors')) showDetails();
  else step2.hidden = true;

  next.addEventListener('click', () => {
    if (showDetails() === 0) {
      error.hidden = false;
      boxes[0]?.focus();
      return;
    }
    error.hidden = true;
    goTo(2);
  });
  back.addEventListener('click', () => goTo(1));
  for (const box of boxes) box.addEventListener('change', () => box.checked && (error.hidden = true));

  let ready = false;
  form.addEventListener('submit', async (event) => {
    if (ready) return;
    event.preventDefault();
    if (showDetails() === 0) {
      goTo(1);
      error.hidden = false;
      return;
    }
    const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
    if (submit) submit.disabled = true;
    status.textContent = 'در حال آماده‌سازی عکس‌ها…';
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type=file][data-shrink]')) {
      const file = input.files?.[0];
      if (!file || file.size <= MAX_BYTES || input.closest<HTMLElement>('[data-details]')?.hidden) continue;
      const small = await shrinkImage(file, MAX_BYTES).catch(() => null);
      // A photo the browser cannot read goes as it is: the server shrinks it or says why not.
      if (!small) continue;
      const files = new DataTransfer();
      files.items.add(small);
      input.files = files.files;
    }
    // Unchosen items' details stay out of the request.
    for (const section of form.querySelectorAll<HTMLElement>('[data-details][hidden]')) {
      for (const el of section.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) el.disabled = true;
    }
    status.textContent = 'در حال ارسال…';
    ready = true;
    form.requestSubmit();
  });
}
