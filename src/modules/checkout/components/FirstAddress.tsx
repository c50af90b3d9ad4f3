import { useState } from 'react';
import { faCheckout as t } from '#i18n/fa-checkout.ts';
import { Spinner } from '#ui/Spinner.tsx';
import { AddressForm, type AddressFormProps } from '#modules/addresses/components/AddressForm.tsx';
import type { AddressView } from '#modules/addresses/client.ts';

interface Props {
  /** Where checkout goes on once the address is saved; `{id}` becomes the new address's id. */
  next: string;
  /** The shopper, as the first receiver. */
  receiver?: AddressFormProps['receiver'];
  /** Server-rendered, so the province select works before the island hydrates. */
  provinces?: AddressFormProps['provinces'];
  /** The chosen province's cities, when the page answered a plain post. */
  cities?: AddressFormProps['cities'];
  /** The form as plain HTML, posted to the page (addresses/page-form.ts), which saves it and goes on to `next` without JavaScript. */
  plain?: AddressFormProps['plain'];
}

/**
 * The shopper's first address at checkout (complete-info, /shipping with an empty address
 * book): the address book's own form, then on along the checkout (spec section 4). Awake,
 * the island saves through the API and goes on itself; without JavaScript the same form
 * is posted to the page, which does both.
 */
export function FirstAddress({ next, receiver, provinces, cities, plain }: Props) {
  const [leaving, setLeaving] = useState(false);
  const saved = (a: AddressView) => {
    setLeaving(true);
    location.assign(next.replace('{id}', String(a.id)));
  };
  return leaving ? (
    <p className="flex items-center gap-2 text-sm text-ink-soft">
      <Spinner size={20} />
    </p>
  ) : (
    <AddressForm onSaved={saved} submitLabel={t.address.save} receiver={receiver} provinces={provinces} cities={cities} plain={plain} />
  );
}
