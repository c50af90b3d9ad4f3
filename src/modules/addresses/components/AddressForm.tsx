import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { faAddresses } from '#i18n/fa-addresses.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';
import { HttpError } from '#lib/http/index.ts';
import { controlOf, ROOT, useDomForm } from '#ui/form/dom-form.ts';
import { flashToast } from '#modules/account/client.ts';
import type { PlaceHit } from '#modules/geo/client.ts';
import { addressCalls, type CityOption, type ProvinceOption } from '../client.ts';
import { shipFields, type AddressView, type ShipInput } from '../validation.ts';
import { FormAlert } from '#modules/account/components/form-kit.tsx';
import { SelectField, SubmitButton, TextArea, TextField } from './fields.tsx';
import { LocationField, type Point } from './LocationField.tsx';

const t = faAddresses.form;
const FIELDS = ['province_id', 'city_id', 'address', 'zipcode', 'delivery_name', 'receiver_mobile', 'plaque', 'unit', 'latitude', 'longitude'] as const;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const pointOf = (a?: AddressView): Point | null => (a?.latitude != null && a.longitude != null ? { latitude: a.latitude, longitude: a.longitude } : null);

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
 * and inside /shipping (with `onSaved`). The inputs keep their own values (useDomForm),
 * so the server-rendered form can be filled in before it hydrates.
 */
export function AddressForm({ initial, onSaved, submitLabel, provinces: givenProvinces, cities: givenCities, receiver }: AddressFormProps) {
  const form = useDomForm(shipFields);
  const { errors } = form;
  const [provinces, setProvinces] = useState<ProvinceOption[]>(givenProvinces ?? []);
  const [cities, setCities] = useState<CityOption[]>(givenCities ?? []);
  const [cityId, setCityId] = useState(initial?.city_id ?? 0);
  const [point, setPoint] = useState<Point | null>(() => pointOf(initial));
  const [leaving, setLeaving] = useState(false);
  const cache = useRef(new Map<number, CityOption[]>(initial && givenCities?.length ? [[initial.province_id, givenCities]] : []));
  /** The city to choose once a province's cities are in the select (null: leave it as it is). */
  const wantedCity = useRef<string | null>(null);
  const select = (name: 'province_id' | 'city_id') => controlOf(form.ref.current, name) as HTMLSelectElement | null;

  /** Shows a province's cities; keeps the city when it belongs, else asks again. */
  const chooseProvince = async (provinceId: number, city?: number) => {
    const province = select('province_id');
    if (province) province.value = provinceId ? String(provinceId) : '';
    const keep = String(city ?? select('city_id')?.value ?? '');
    let list = cache.current.get(provinceId);
    if (!list && provinceId) {
      setCities([]);
      list = await addressCalls.cities(provinceId).catch(() => []);
      cache.current.set(provinceId, list);
      // Another province was chosen meanwhile: its own call shows its cities.
      if (select('province_id')?.value !== String(provinceId)) return;
    }
    wantedCity.current = list?.some((c) => String(c.id) === keep) ? keep : '';
    setCities([...(list ?? [])]);
  };

  // The new cities are in the select: choose the wanted one (an uncontrolled select keeps its own value otherwise).
  useLayoutEffect(() => {
    const city = select('city_id');
    if (!city || wantedCity.current === null) return;
    city.value = wantedCity.current;
    wantedCity.current = null;
    setCityId(Number(city.value));
    form.recheck('province_id', 'city_id');
  }, [cities]);

  // Hydrated (maybe late, after the shopper began): the provinces the page did not give are
  // fetched once, and a province chosen before now, or the initial one, gets its cities.
  useEffect(() => {
    if (!givenProvinces?.length) void addressCalls.provinces().then(setProvinces, () => {});
    const provinceId = Number(select('province_id')?.value);
    setCityId(Number(select('city_id')?.value));
    if (provinceId && !cities.some((c) => c.province_id === provinceId)) void chooseProvince(provinceId);
  }, []);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLSelectElement;
    if (target.name === 'province_id') void chooseProvince(Number(target.value));
    if (target.name === 'city_id') setCityId(Number(target.value));
    form.onChange(event);
  };

  const pick = (at: Point | null, place?: PlaceHit) => {
    setPoint(at);
    form.clear('latitude', 'longitude');
    if (place && place.city_id !== Number(select('city_id')?.value)) void chooseProvince(place.province_id, place.city_id);
  };

  const policy = (): ErrorPolicy => {
    let focused = false;
    return {
      toastValidation: false,
      form: {
        setError(name, error) {
          const known = (FIELDS as readonly string[]).includes(name);
          form.setError(known ? name : ROOT, error.message, known && !focused);
          if (known) focused = true;
        },
      },
    };
  };

  const save = async (input: ShipInput) => {
    try {
      const saved = initial ? await addressCalls.update(initial.id, input, policy()) : await addressCalls.create(input, policy());
      if (onSaved) return onSaved(saved);
      setLeaving(true);
      flashToast(initial ? faAddresses.updated : faAddresses.created);
      location.assign('/profile/addresses');
    } catch (err) {
      if (!(err instanceof HttpError)) form.setError(ROOT, t.unexpected);
      // The session ended meanwhile: the page's guard sends the shopper to sign in and back.
      else if (err.kind === 'unauthorized') location.reload();
    }
  };

  return (
    <form ref={form.ref} method="post" noValidate onSubmit={form.submit(save)} onChange={onChange} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t.province} name="province_id" defaultValue={text(initial?.province_id)} error={errors.province_id}>
          <option value="">{provinces.length ? t.choose : t.loading}</option>
          {provinces.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField label={t.city} name="city_id" defaultValue={text(initial?.city_id)} error={errors.city_id} disabled={cities.length === 0}>
          <option value="">{t.choose}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextArea
        label={t.address}
        hint={t.addressHint}
        name="address"
        defaultValue={initial?.address}
        error={errors.address}
        autoComplete="street-address"
        maxLength={400}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField label={t.plaque} name="plaque" defaultValue={initial?.plaque} error={errors.plaque} inputMode="numeric" maxLength={10} />
        <TextField label={t.unit} name="unit" defaultValue={text(initial?.unit)} error={errors.unit} maxLength={10} />
      </div>
      <TextField
        label={t.zipcode}
        hint={t.zipcodeHint}
        name="zipcode"
        defaultValue={initial?.zipcode}
        error={errors.zipcode}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={11}
        dir="ltr"
        className="text-end tracking-wide"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.deliveryName}
          name="delivery_name"
          defaultValue={initial?.delivery_name ?? receiver?.delivery_name}
          error={errors.delivery_name}
          autoComplete="name"
        />
        <TextField
          label={t.receiverMobile}
          name="receiver_mobile"
          defaultValue={initial?.receiver_mobile ?? receiver?.receiver_mobile}
          error={errors.receiver_mobile}
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          className="text-end"
        />
      </div>
      <input type="hidden" name="latitude" value={text(point?.latitude)} />
      <input type="hidden" name="longitude" value={text(point?.longitude)} />
      <LocationField point={point} city={cities.find((c) => c.id === cityId)} onPick={pick} error={errors.latitude ?? errors.longitude} />
      <FormAlert message={errors[ROOT]} />
      <SubmitButton busy={form.busy || leaving}>{submitLabel ?? (initial ? t.saveEdit : t.save)}</SubmitButton>
    </form>
  );
}
