import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { faAddresses } from '../../../i18n/fa-addresses.ts';
import type { ErrorPolicy } from '../../../lib/http/client.ts';
import { HttpError } from '../../../lib/http/index.ts';
import { flashToast } from '../../account/flash.ts';
import type { PlaceHit } from '../../geo/validation.ts';
import { addressCalls, type CityOption, type ProvinceOption } from '../client.ts';
import { shipFields, type AddressView, type ShipInput } from '../validation.ts';
import { FormAlert } from '../../account/components/form-kit.tsx';
import { SelectField, SubmitButton, TextArea, TextField } from './fields.tsx';
import { LocationField, type Point } from './LocationField.tsx';

const t = faAddresses.form;
const FIELDS = ['province_id', 'city_id', 'address', 'zipcode', 'delivery_name', 'receiver_mobile', 'plaque', 'unit', 'latitude', 'longitude'] as const;
type Values = Record<(typeof FIELDS)[number], string>;
const SERVER = 'root.server' as const;

/** zod's first message per field, on the field the form calls it. */
const resolver: Resolver<Values, unknown, ShipInput> = (values) => {
  const result = shipFields.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'root')] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors: errors as FieldErrors<Values> };
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export interface AddressFormProps {
  /** Editing: the address as the API answers it. */
  initial?: AddressView;
  /** Called with the saved address; without it the form goes to /profile/addresses. */
  onSaved?: (address: AddressView) => void;
  submitLabel?: string;
  /** The provinces, and the cities of the initial province, when the page has them (else fetched). */
  provinces?: ProvinceOption[];
  cities?: CityOption[];
  /** A new address starts with the shopper as the receiver. */
  receiver?: { delivery_name?: string; receiver_mobile?: string };
}

/**
 * The address form (spec section 3 "Address", sent under `Ship`): province, then its
 * cities, the address text, plaque, unit, postal code, the receiver, and an optional
 * point (LocationField). Persian digits are welcome anywhere; 422 messages land on their
 * fields, the first taking focus; other failures are toasts. Used on the profile pages
 * and inside /shipping (with `onSaved`).
 */
export function AddressForm({ initial, onSaved, submitLabel, provinces: givenProvinces, cities: givenCities, receiver }: AddressFormProps) {
  const form = useForm<Values, unknown, ShipInput>({
    resolver,
    defaultValues: {
      province_id: text(initial?.province_id),
      city_id: text(initial?.city_id),
      address: text(initial?.address),
      zipcode: text(initial?.zipcode),
      delivery_name: initial?.delivery_name ?? receiver?.delivery_name ?? '',
      receiver_mobile: initial?.receiver_mobile ?? receiver?.receiver_mobile ?? '',
      plaque: text(initial?.plaque),
      unit: text(initial?.unit),
      latitude: text(initial?.latitude),
      longitude: text(initial?.longitude),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [provinces, setProvinces] = useState<ProvinceOption[]>(givenProvinces ?? []);
  const [cities, setCities] = useState<CityOption[]>(givenCities ?? []);
  const [leaving, setLeaving] = useState(false);
  const cache = useRef(new Map<number, CityOption[]>());
  const loadedProvinces = useRef(Boolean(givenProvinces?.length));

  const ensureProvinces = () => {
    if (loadedProvinces.current) return;
    loadedProvinces.current = true;
    void addressCalls.provinces().then(setProvinces, () => (loadedProvinces.current = false));
  };

  /** Shows a province's cities; keeps the city when it belongs, else asks again. */
  const chooseProvince = async (provinceId: number, cityId?: number) => {
    form.setValue('province_id', provinceId ? String(provinceId) : '');
    let list = cache.current.get(provinceId);
    if (!list && provinceId) {
      setCities([]);
      list = await addressCalls.cities(provinceId).catch(() => []);
      cache.current.set(provinceId, list);
    }
    setCities(list ?? []);
    const keep = cityId ?? Number(form.getValues('city_id'));
    form.setValue('city_id', list?.some((c) => c.id === keep) ? String(keep) : '', { shouldValidate: form.formState.isSubmitted });
  };

  // Lists the page did not give (inside /shipping, say) are fetched once, on hydration.
  useEffect(() => {
    ensureProvinces();
    const provinceId = Number(form.getValues('province_id'));
    if (provinceId && cities.length === 0) void chooseProvince(provinceId, Number(form.getValues('city_id')));
  }, []);

  const latitude = form.watch('latitude');
  const longitude = form.watch('longitude');
  const point: Point | null = latitude && longitude ? { latitude: Number(latitude), longitude: Number(longitude) } : null;
  const cityId = Number(form.watch('city_id'));

  const pick = (at: Point | null, place?: PlaceHit) => {
    form.setValue('latitude', at ? String(at.latitude) : '');
    form.setValue('longitude', at ? String(at.longitude) : '');
    form.clearErrors(['latitude', 'longitude']);
    if (place && place.city_id !== cityId) void chooseProvince(place.province_id, place.city_id);
  };

  const policy = (): ErrorPolicy => {
    let focused = false;
    return {
      toastValidation: false,
      form: {
        setError(name, error) {
          const known = (FIELDS as readonly string[]).includes(name);
          form.setError(known ? (name as keyof Values) : SERVER, error, { shouldFocus: known && !focused });
          if (known) focused = true;
        },
      },
    };
  };

  const onValid = async (input: ShipInput) => {
    try {
      const saved = initial ? await addressCalls.update(initial.id, input, policy()) : await addressCalls.create(input, policy());
      if (onSaved) return onSaved(saved);
      setLeaving(true);
      flashToast(initial ? faAddresses.updated : faAddresses.created);
      location.assign('/profile/addresses');
    } catch (err) {
      if (!(err instanceof HttpError)) form.setError(SERVER, { type: 'server', message: t.unexpected });
      // The session ended meanwhile: the page's guard sends the shopper to sign in and back.
      else if (err.kind === 'unauthorized') location.reload();
    }
  };

  const serverError = (errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  const provinceField = form.register('province_id', { onChange: (e) => chooseProvince(Number(e.target.value)) });
  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t.province} registration={provinceField} error={errors.province_id?.message}>
          <option value="">{provinces.length ? t.choose : t.loading}</option>
          {provinces.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t.city} registration={form.register('city_id')} error={errors.city_id?.message} disabled={cities.length === 0}>
          <option value="">{t.choose}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextArea label={t.address} hint={t.addressHint} registration={form.register('address')} error={errors.address?.message} autoComplete="street-address" maxLength={400} />
      <div className="grid grid-cols-2 gap-4">
        <TextField label={t.plaque} registration={form.register('plaque')} error={errors.plaque?.message} inputMode="numeric" maxLength={10} />
        <TextField label={t.unit} registration={form.register('unit')} error={errors.unit?.message} maxLength={10} />
      </div>
      <TextField label={t.zipcode} hint={t.zipcodeHint} registration={form.register('zipcode')} error={errors.zipcode?.message} inputMode="numeric" autoComplete="postal-code" maxLength={11} dir="ltr" className="text-end tracking-wide" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.deliveryName} registration={form.register('delivery_name')} error={errors.delivery_name?.message} autoComplete="name" />
        <TextField label={t.receiverMobile} registration={form.register('receiver_mobile')} error={errors.receiver_mobile?.message} inputMode="tel" autoComplete="tel" dir="ltr" className="text-end" />
      </div>
      <LocationField point={point} city={cities.find((c) => c.id === cityId)} onPick={pick} error={errors.latitude?.message ?? errors.longitude?.message} />
      <FormAlert message={serverError} />
      <SubmitButton busy={isSubmitting || leaving}>{submitLabel ?? (initial ? t.saveEdit : t.save)}</SubmitButton>
    </form>
  );
}
