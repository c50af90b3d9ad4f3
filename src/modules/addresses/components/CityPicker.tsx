import { useId, useState } from 'react';
import { faAddresses } from '#i18n/fa-addresses.ts';
import { HttpError } from '#lib/http/index.ts';
import { Dialog } from '#ui/dialog/Dialog.tsx';
import { showToast } from '#ui/toast/store.ts';
import type { CityRef } from '#modules/geo/client.ts';
import { addressCalls, type CityOption, type ProvinceOption } from '../client.ts';

const t = faAddresses.cityPicker;
const select = 'h-12 w-full rounded-lg border border-surface-line bg-white px-3 text-base disabled:bg-surface-soft';

/**
 * The location (city) picker of spec section 2: shows the shopper's selected city and
 * sets it with /v6/profile/set-city. Provinces and cities load only when it is opened.
 */
export function CityPicker({ selected }: { selected: CityRef | null }) {
  const [city, setCity] = useState(selected);
  const [open, setOpen] = useState(false);
  const [provinces, setProvinces] = useState<ProvinceOption[]>([]);
  const [cities, setCities] = useState<CityOption[]>([]);
  const [provinceId, setProvinceId] = useState(0);
  const [cityId, setCityId] = useState(selected?.id ?? 0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { province: useId(), city: useId(), error: useId() };

  const show = () => {
    setOpen(true);
    setError('');
    if (provinces.length === 0) void addressCalls.provinces().then(setProvinces, () => {});
  };

  const chooseProvince = async (id: number) => {
    setProvinceId(id);
    setCityId(0);
    setCities([]);
    if (id) setCities(await addressCalls.cities(id).catch(() => []));
  };

  const save = async () => {
    if (!cityId) return setError(t.chooseCity);
    setBusy(true);
    try {
      const answer = await addressCalls.setCity(cityId, { toastValidation: false, form: { setError: (_, err) => setError(err.message) } });
      setCity(answer.data);
      setOpen(false);
      showToast(answer.msg ?? t.saved, 'success');
    } catch (err) {
      if (err instanceof HttpError && err.kind === 'unauthorized') location.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" onClick={show} className="flex min-h-10 items-center gap-1 rounded-full border border-surface-line bg-white px-3 text-sm">
        <span className="text-ink-soft">{t.label}:</span>
        <span className="font-bold">{city?.name ?? t.none}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t.title}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
          className="flex flex-col gap-4"
        >
          <p className="text-sm leading-7 text-ink-soft">{t.intro}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.province} className="text-sm font-medium">
              {faAddresses.form.province}
            </label>
            <select id={ids.province} value={provinceId || ''} onChange={(e) => void chooseProvince(Number(e.target.value))} className={select}>
              <option value="">{provinces.length ? faAddresses.form.choose : faAddresses.form.loading}</option>
              {provinces.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.city} className="text-sm font-medium">
              {faAddresses.form.city}
            </label>
            <select
              id={ids.city}
              value={cityId || ''}
              onChange={(e) => setCityId(Number(e.target.value))}
              disabled={cities.length === 0}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              className={select}
            >
              <option value="">{faAddresses.form.choose}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {error && (
              <p id={ids.error} role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
          </div>
          <button type="submit" disabled={busy} className="h-12 rounded-lg bg-brand-500 font-bold text-white disabled:opacity-60">
            {t.save}
          </button>
        </form>
      </Dialog>
    </>
  );
}
