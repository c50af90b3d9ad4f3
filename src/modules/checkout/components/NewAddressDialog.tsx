import { faCheckout as t } from '#i18n/fa-checkout.ts';
import { Dialog } from '#ui/dialog/Dialog.tsx';
import { AddressForm, type AddressFormProps } from '#modules/addresses/components/AddressForm.tsx';
import type { AddressView } from '#modules/addresses/client.ts';

interface Props {
  onClose: () => void;
  onSaved: (a: AddressView) => void;
  receiver?: AddressFormProps['receiver'];
}

/**
 * «افزودن نشانی جدید» on /shipping: the address book's form in a dialog. Its own module,
 * loaded when the shopper asks for it, so the page's first JavaScript carries neither the
 * dialog nor the form's validation.
 */
export default function NewAddressDialog({ onClose, onSaved, receiver }: Props) {
  return (
    <Dialog open onClose={onClose} title={t.address.addTitle} className="max-w-xl">
      <AddressForm onSaved={onSaved} receiver={receiver} />
    </Dialog>
  );
}
