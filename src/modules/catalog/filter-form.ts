/**
 * Enhances the listing's GET filter form: ticking a box applies it at once, and empty
 * price fields are left out of the URL. Without this the form still works with its button.
 */
export function enhanceFilterForm(form: HTMLFormElement): void {
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.type === 'checkbox' || target.type === 'radio') form.requestSubmit();
  });
  form.addEventListener('formdata', (event) => {
    for (const name of ['price_min', 'price_max']) {
      if (!String(event.formData.get(name) ?? '').trim()) event.formData.delete(name);
    }
  });
}
