import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { faAddresses } from '#i18n/fa-addresses.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';
import { HttpError } from '#lib/http/index.ts';
import { controlOf, ROOT, useDomForm, type FieldErrors } from '#ui/form/dom-form.ts';
import { flashToast } from '#modules/account/client.ts';
import type { PlaceHit } from '#modules/geo/client.ts';
import { addressCalls, type CityOption, type ProvinceOption } from '../client.ts';
import { PLAIN_ADDRESS_FORM, SHIP_FIELD_NAMES, shipFields, type AddressView, type PlainAddressForm, type ShipInput } from '../validation.ts';
import { FormAlert } from '#modules/account/components/form-kit.tsx';
import { SelectField, SubmitButton, TextArea, TextField } from './fields.tsx';
import { LocationField, type Point } from './LocationField.tsx';
import { plainFormText } from './text.ts';

const t = faAddresses.form;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const pointOf = (a?: AddressView): Point | null => (a?.latitude != null && a.longitude != null ? { latitude: a.latitude, longitude: a.longitude } : null);
/** The point a plain post carried back (both coordinates, as numbers), or null. */
const postedPoint = (v: Record<string, string>): Point | null => {
  const latitude = Number(v.latitude);
  const longitude = Number(v.longitude);
  return v.latitude && v.longitude && Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
};
/** The inputs as the page shows them, top to bottom. */
const ON_PAGE = ['province_id', 'city_id', 'address', 'plaque', 'unit', 'zipcode', 'delivery_name', 'receiver_mobile'] as const;
/**
 * Where the browser puts the caret when the page answered a plain post (autofocus, so it
 * needs no script): the first field with a message, or the city once its province's
 * cities came.
 */
const focusAfterPost = (plain: PlainAddressForm | undefined, hasCities: boolean): string | undefined => {
  if (!plain) return undefined;
  const wrong = ON_PAGE.find((n) => plain.errors[n]);
  if (wrong) return wrong;
  return plain.values[PLAIN_ADDRESS_FORM.intent] === PLAIN_ADDRESS_FORM.cities && hasCities ? 'city_id' : undefined;
};
/** The page's messages as the form keeps them: `_` (no field) is the form's alert. */
const pageErrors = (errors: Record<string, string> = {}): FieldErrors => {
  const { _: alert, ...fields } = errors;
  return alert ? { ...fields, [ROOT]: alert } : fields;
};

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
  /**
   * Also a plain HTML form, posted to `action` (addresses/page-form.ts): what works without
   * JavaScript. The page gives back what was posted and its messages, and the «نمایش شهرها»
   * button (shown only when scripts are off) brings a province's cities.
   */
  plain?: PlainAddressForm;
}

/**
 * The address form (spec section 3 "Address", sent under `Ship`): province, then its
 * cities, the address text, plaque, unit, postal code, the receiver, and an optional
 * point (LocationField). Persian digits are welcome anywhere; 422 messages land on their
 * fields, the first taking focus; other failures are toasts. Used on the profile pages
 * and inside /shipping (with `onSaved`). The inputs keep their own values (useDomForm),
 * so the server-rendered form can be filled in before it hydrates.
 */
export function AddressForm({ initial, onSaved, submitLabel, provinces: givenProvinces, cities: givenCities, receiver, plain }: AddressFormProps) {
  const form = useDomForm(shipFields);
  // What a plain post sent comes back in the inputs, before the address or the shopper.
  const posted = plain?.values ?? {};
  // The page's messages stay until their field changes or the form is sent again.
  const [pageMessages, setPageMessages] = useState<FieldErrors>(() => pageErrors(plain?.errors));
  const errors: FieldErrors = { ...pageMessages, ...form.errors };
  const [provinces, setProvinces] = useState<ProvinceOption[]>(givenProvinces ?? []);
  const [cities, setCities] = useState<CityOption[]>(givenCities ?? []);
  const [cityId, setCityId] = useState(Number(posted.city_id ?? initial?.city_id ?? 0) || 0);
  const [point, setPoint] = useState<Point | null>(() => postedPoint(posted) ?? pointOf(initial));
  const [leaving, setLeaving] = useState(false);
  const first = givenCities?.[0];
  const focused = focusAfterPost(plain, Boolean(first));
  const autoFocus = (name: string) => (name === focused ? true : undefined);
  const cache = useRef(new Map<number, CityOption[]>(first ? [[first.province_id, givenCities!]] : []));
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

  const forget = (...names: string[]) => {
    if (names.some((n) => pageMessages[n])) setPageMessages((m) => Object.fromEntries(Object.entries(m).filter(([n]) => !names.includes(n))));
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLSelectElement;
    forget(target.name, ...(target.name === 'province_id' ? ['city_id'] : []));
    if (target.name === 'province_id') void chooseProvince(Number(target.value));
    if (target.name === 'city_id') setCityId(Number(target.value));
    form.onChange(event);
  };

  const pick = (at: Point | null, place?: PlaceHit) => {
    setPoint(at);
    form.clear('latitude', 'longitude');
    forget('latitude', 'longitude');
    if (place && place.city_id !== Number(select('city_id')?.value)) void chooseProvince(place.province_id, place.city_id);
  };

  const policy = (): ErrorPolicy => {
    let focused = false;
    return {
      toastValidation: false,
      form: {
        setError(name, error) {
          const known = (SHIP_FIELD_NAMES as readonly string[]).includes(name);
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

  const send = form.submit(save);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // «نمایش شهرها» pressed once the island is awake: the cities come by JavaScript instead.
    const by = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (by?.name === PLAIN_ADDRESS_FORM.intent && by.value === PLAIN_ADDRESS_FORM.cities) {
      event.preventDefault();
      void chooseProvince(Number(select('province_id')?.value));
      return;
    }
    setPageMessages({});
    return send(event);
  };

  const label = submitLabel ?? (initial ? t.saveEdit : t.save);
  return (
    <form ref={form.ref} method="post" action={plain?.action} noValidate onSubmit={onSubmit} onChange={onChange} className="flex flex-col gap-4">
      {plain && (
        <>
          <input type="hidden" name={PLAIN_ADDRESS_FORM.mark} value="1" />
          {/* The first submit button is the one Enter presses: saving, not «نمایش شهرها». */}
          <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
            {label}
          </button>
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <SelectField
            label={t.province}
            name="province_id"
            defaultValue={posted.province_id ?? text(initial?.province_id)}
            error={errors.province_id}
            autoFocus={autoFocus('province_id')}
          >
            <option value="">{provinces.length ? t.choose : t.loading}</option>
            {provinces.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          {plain && (
            // Without JavaScript the cities come from the page: shown only when scripts are off.
            <button
              type="submit"
              name={PLAIN_ADDRESS_FORM.intent}
              value={PLAIN_ADDRESS_FORM.cities}
              className="hidden min-h-11 items-center justify-center rounded-lg border border-brand-500 px-3 text-sm font-bold text-brand-600 noscript:flex"
            >
              {plainFormText.showCities}
            </button>
          )}
        </div>
        <SelectField
          label={t.city}
          name="city_id"
          defaultValue={posted.city_id ?? text(initial?.city_id)}
          error={errors.city_id}
          autoFocus={autoFocus('city_id')}
          disabled={cities.length === 0}
        >
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
        defaultValue={posted.address ?? initial?.address}
        error={errors.address}
        autoFocus={autoFocus('address')}
        autoComplete="street-address"
        maxLength={400}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t.plaque}
          name="plaque"
          defaultValue={posted.plaque ?? initial?.plaque}
          error={errors.plaque}
          autoFocus={autoFocus('plaque')}
          inputMode="numeric"
          maxLength={10}
        />
        <TextField
          label={t.unit}
          name="unit"
          defaultValue={posted.unit ?? text(initial?.unit)}
          error={errors.unit}
          autoFocus={autoFocus('unit')}
          maxLength={10}
        />
      </div>
      <TextField
        label={t.zipcode}
        hint={t.zipcodeHint}
        name="zipcode"
        defaultValue={posted.zipcode ?? initial?.zipcode}
        error={errors.zipcode}
        autoFocus={autoFocus('zipcode')}
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
          defaultValue={posted.delivery_name ?? initial?.delivery_name ?? receiver?.delivery_name}
          error={errors.delivery_name}
          autoFocus={autoFocus('delivery_name')}
          autoComplete="name"
        />
        <TextField
          label={t.receiverMobile}
          name="receiver_mobile"
          defaultValue={posted.receiver_mobile ?? initial?.receiver_mobile ?? receiver?.receiver_mobile}
          error={errors.receiver_mobile}
          autoFocus={autoFocus('receiver_mobile')}
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
      <SubmitButton busy={form.busy || leaving}>{label}</SubmitButton>
    </form>
  );
}
