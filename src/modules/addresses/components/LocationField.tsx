import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { faAddresses } from '#i18n/fa-addresses.ts';
import { fill } from '#lib/fill.ts';
import { HttpError } from '#lib/http/index.ts';
import type { PlaceHit } from '#modules/geo/client.ts';
import { addressCalls, type CityOption } from '../client.ts';
import { FieldError } from './fields.tsx';

const t = faAddresses.location;
const quiet = { mode: 'rethrow' } as const;

export interface Point {
  latitude: number;
  longitude: number;
}

interface Props {
  point: Point | null;
  /** The chosen city: its centre is the fallback, and the search looks there first. */
  city?: CityOption;
  /** A point was chosen; `place` (when known) carries its city and province. */
  onPick: (point: Point | null, place?: PlaceHit) => void;
  error?: string;
}

const labelOf = (p: PlaceHit) => (p.kind === 'city' ? fill(t.inCity, { city: p.city }) : fill(t.near, { place: p.title, city: p.city }));

/**
 * The map pin without a map (docs/adr/0009-address-location.md): the browser's own
 * location or a search over our places, named by the reverse search. Nothing leaves for a
 * foreign service. When the location is refused or not found, the chosen city's centre
 * stands in, and the shopper is told so (spec section 8's two messages).
 */
export function LocationField({ point, city, onPick, error }: Props) {
  const [label, setLabel] = useState<string>(point ? t.saved : t.none);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PlaceHit[] | null>(null);
  const ids = { status: useId(), search: useId(), error: useId() };

  // The point the form started with is named once, quietly (a failure leaves "saved location").
  useEffect(() => {
    if (!point) return;
    addressCalls.reverse(point.latitude, point.longitude, quiet).then(
      (p) => setLabel(labelOf(p)),
      () => {},
    );
  }, []);

  const fallBack = (message: string) => {
    if (city?.latitude != null && city.longitude != null) {
      onPick({ latitude: city.latitude, longitude: city.longitude });
      setLabel(fill(t.cityCentre, { city: city.name }));
      setNotice(`${message}؛ ${t.fallback}`);
    } else {
      setNotice(message);
    }
  };

  const named = async (at: Point) => {
    try {
      const place = await addressCalls.reverse(at.latitude, at.longitude, quiet);
      onPick(at, place);
      setLabel(labelOf(place));
      setNotice('');
    } catch (err) {
      fallBack(err instanceof HttpError && err.kind === 'validation' ? err.message : t.notFound);
    }
  };

  const useMine = () => {
    if (!('geolocation' in navigator)) return fallBack(t.unsupported);
    setBusy(true);
    setNotice('');
    navigator.geolocation.getCurrentPosition(
      (pos) => void named({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }).finally(() => setBusy(false)),
      (err) => {
        setBusy(false);
        fallBack(err.code === err.PERMISSION_DENIED ? t.denied : t.notFound);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const search = async () => {
    if (query.trim().length < 2) return;
    setBusy(true);
    try {
      setResults(await addressCalls.search(query, undefined, quiet));
    } catch (err) {
      setNotice(err instanceof HttpError ? err.message : t.notFound);
    } finally {
      setBusy(false);
    }
  };

  const choose = (p: PlaceHit) => {
    onPick({ latitude: p.latitude, longitude: p.longitude }, p);
    setLabel(labelOf(p));
    setResults(null);
    setNotice('');
  };

  // Enter in the search box searches; it must not submit the address form.
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void search();
  };

  return (
    // Its buttons are JavaScript's: without scripts the point is simply left out (it is optional).
    <fieldset className="flex flex-col gap-3 rounded-xl border border-surface-line p-4 noscript:hidden" aria-describedby={error ? ids.error : undefined}>
      <legend className="px-1 text-sm font-medium">{t.legend}</legend>
      <p className="text-xs leading-6 text-ink-soft">{t.intro}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={useMine}
          disabled={busy}
          className="min-h-11 rounded-lg border border-brand-500 px-3 text-sm font-bold text-brand-600 disabled:opacity-60"
        >
          {busy ? t.finding : t.useMine}
        </button>
        {point && (
          <button
            type="button"
            onClick={() => (onPick(null), setLabel(t.none))}
            className="min-h-11 px-2 text-sm text-ink-soft underline-offset-4 hover:underline"
          >
            {t.clear}
          </button>
        )}
      </div>
      <p id={ids.status} role="status" className="text-sm">
        <span className="text-ink-soft">{t.picked}: </span>
        <span className="font-medium" data-location-label>
          {point ? label : t.none}
        </span>
      </p>
      {notice && (
        <p role="alert" className="rounded-lg bg-warn/10 px-3 py-2 text-sm text-ink">
          {notice}
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.search} className="text-sm font-medium">
          {t.search}
        </label>
        <div className="flex gap-2">
          <input
            id={ids.search}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKey}
            autoComplete="off"
            className="h-11 min-w-0 flex-1 rounded-lg border border-surface-line px-3 text-base outline-none focus:border-brand-500"
          />
          <button type="button" onClick={() => void search()} disabled={busy} className="h-11 rounded-lg bg-surface-soft px-4 text-sm font-bold">
            {t.searchButton}
          </button>
        </div>
      </div>
      {results && (
        <ul aria-label={t.results} className="flex flex-col divide-y divide-surface-line rounded-lg border border-surface-line">
          {results.length === 0 && <li className="px-3 py-2 text-sm text-ink-soft">{t.noResults}</li>}
          {results.map((p) => (
            <li key={`${p.kind}-${p.id}`}>
              <button
                type="button"
                onClick={() => choose(p)}
                className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-start text-sm hover:bg-surface-soft"
              >
                <span className="font-medium">{p.title}</span>
                <span className="text-xs text-ink-soft">{p.kind === 'city' ? p.province : `${p.city}، ${p.province}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
