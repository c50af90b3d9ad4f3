import { api, HttpError } from '#lib/http/index.ts';
import { showToast } from '#ui/toast/store.ts';

/** The price-drop SMS checkbox (spec: /v6/cart/send-sms-on-product-price-reduction). */
export function installPriceSmsSwitch(doc: Document = document): void {
  const box = doc.querySelector<HTMLInputElement>('input[data-price-sms]');
  box?.addEventListener('change', async () => {
    const wanted = box.checked;
    box.disabled = true;
    try {
      const answer = await api.post<{ msg?: string; data: { send_sms_on_product_price_reduction: boolean } }>(
        '/v6/cart/send-sms-on-product-price-reduction',
        { status: wanted ? 1 : 0 },
        { mode: 'rethrow', toastValidation: false },
      );
      box.checked = answer.data.send_sms_on_product_price_reduction;
      if (answer.msg) showToast(answer.msg, 'success');
    } catch (err) {
      box.checked = !wanted;
      if (!(err instanceof HttpError && err.handled)) showToast(err instanceof Error ? err.message : 'خطا', 'error');
    } finally {
      box.disabled = false;
    }
  });
}
