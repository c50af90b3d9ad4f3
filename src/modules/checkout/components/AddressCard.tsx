import { toFaDigits } from '#lib/digits.ts';
import { faCheckout as t } from '#i18n/fa-checkout.ts';
import type { AddressView } from '#modules/addresses/client.ts';

/** What an address card shows (the address book's view of an address). */
export type CardAddress = Pick<AddressView, 'id' | 'province' | 'city' | 'address' | 'zipcode' | 'delivery_name' | 'receiver_mobile' | 'plaque' | 'unit'>;

/** Province, city, the street address, plaque and unit, in one Persian line. */
export function addressLine(a: CardAddress): string {
  const place = a.province === a.city ? a.city : [a.province, a.city].filter(Boolean).join('، ');
  const plaque = a.plaque ? t.address.plaque(a.plaque) : '';
  const unit = a.unit ? t.address.unit(a.unit) : '';
  return toFaDigits([place, a.address, plaque, unit].filter(Boolean).join('، '));
}

/** An address's lines: receiver, address, postal code and mobile (digits in Persian, read left to right). */
export function AddressDetails({ address }: { address: CardAddress }) {
  return (
    <span className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="font-medium leading-7">{addressLine(address)}</span>
      <span className="text-ink-soft">
        {t.address.receiver}: {address.delivery_name}
      </span>
      <span className="flex flex-wrap gap-x-4 text-ink-soft">
        <span>
          {t.address.zipcode}: <bdi>{toFaDigits(address.zipcode)}</bdi>
        </span>
        <span>
          {t.address.mobile}: <bdi>{toFaDigits(address.receiver_mobile)}</bdi>
        </span>
      </span>
    </span>
  );
}

interface CardsProps {
  addresses: readonly CardAddress[];
  chosen: number | null;
  disabled?: boolean;
  onChoose: (id: number) => void;
}

/** The shopper's addresses as radio cards (`address_id`, the /payment query's name). */
export function AddressCards({ addresses, chosen, disabled, onChoose }: CardsProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t.address.choose}</legend>
      {addresses.map((a) => (
        <label
          key={a.id}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-surface-line p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name="address_id"
            value={a.id}
            checked={chosen === a.id}
            disabled={disabled}
            onChange={() => onChoose(a.id)}
            className="mt-1.5 size-4 shrink-0 accent-brand-500"
          />
          <AddressDetails address={a} />
        </label>
      ))}
    </fieldset>
  );
}
