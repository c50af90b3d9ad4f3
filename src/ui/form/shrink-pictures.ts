import { shrinkImage } from '#ui/form/shrink-image.ts';

/**
 * The plain upload forms' one enhancement (/profile/edit-legal-info, /profile/documents, the
 * seller's documents, the partner's application): a
 * picture chosen in a file input marked `data-shrink` that is over the spec's 25 KB is
 * redrawn smaller in the browser (the shared `shrinkImage`: a canvas, JPEG, smaller step by
 * step) and put back in the input before the form is sent. The server still checks the real type
 * and shrinks what still arrives larger (a form sent without scripts), up to 5 MB sent.
 * A PDF, or a picture already small enough, is sent as chosen.
 */
const MAX_BYTES = 25 * 1024;

async function shrinkInput(input: HTMLInputElement): Promise<void> {
  const file = input.files?.[0];
  if (!file || !file.type.startsWith('image/') || file.size <= MAX_BYTES) return;
  const smaller = await shrinkImage(file, MAX_BYTES);
  if (!smaller || typeof DataTransfer === 'undefined') return;
  const files = new DataTransfer();
  files.items.add(smaller);
  input.files = files.files;
}

export function installPictureShrink(root: ParentNode = document): void {
  const pending = new WeakMap<HTMLFormElement, Promise<void>[]>();
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"][data-shrink]')) {
    input.addEventListener('change', () => {
      const form = input.form;
      const work = shrinkInput(input).catch(() => {});
      if (form) pending.set(form, [...(pending.get(form) ?? []), work]);
    });
  }
  // A form sent while a picture is still being redrawn waits for it, then is sent once.
  for (const form of root.querySelectorAll<HTMLFormElement>('form')) {
    form.addEventListener('submit', (event) => {
      const works = pending.get(form);
      if (!works?.length) return;
      event.preventDefault();
      pending.delete(form);
      const submitter = (event as SubmitEvent).submitter;
      // Sent again from a task of its own: a picture already done resolves while this very submit
      // event is still being dispatched, and a form ignores requestSubmit() until that ends.
      void Promise.all(works).then(() => setTimeout(() => form.requestSubmit(submitter instanceof HTMLElement ? (submitter as HTMLButtonElement) : undefined)));
    });
  }
}
