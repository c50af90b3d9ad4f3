import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { faCheckout as t } from '#i18n/fa-checkout.ts';
import type { Slot } from '../validation.ts';
import { clockLabel, defaultDay, groupByDay } from '#modules/orders/components/slot-days.ts';

interface Props {
  /** The dispatch key: the radios are named `slots[<key>]`, as /payment's query wants them. */
  dispatchKey: string;
  title: string;
  slots: Slot[];
  chosen: number | null;
  onChoose: (slotId: number) => void;
}

/**
 * A dispatch's delivery slot (spec section 1): days as tabs (weekday and Jalali date),
 * the day's windows as radio buttons «۹ تا ۱۲»; a full window is shown, disabled, with
 * «تکمیل ظرفیت». Arrow keys move between the tabs (right to left: ← is the next day).
 */
export function SlotPicker({ dispatchKey, title, slots, chosen, onChoose }: Props) {
  const days = groupByDay(slots);
  const [day, setDay] = useState(() => defaultDay(days, chosen));
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Another address brings other slots: fall back to its first free day.
  const current = days.find((d) => d.date === day) ?? days.find((d) => d.date === defaultDay(days, chosen));

  if (days.length === 0 || !current) return <p className="text-sm text-ink-soft">{t.dispatch.none}</p>;

  const move = (e: KeyboardEvent, index: number) => {
    const step = { ArrowLeft: 1, ArrowRight: -1, Home: -index, End: days.length - 1 - index }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const next = (index + step + days.length) % days.length;
    setDay(days[next]!.date);
    tabs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={t.dispatch.days(title)} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {days.map((d, i) => {
          const selected = d.date === current.date;
          return (
            <button
              key={d.date}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${d.date}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setDay(d.date)}
              onKeyDown={(e) => move(e, i)}
              className={`flex min-w-20 shrink-0 flex-col items-center rounded-lg border px-3 py-2 text-sm ${
                selected ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-surface-line text-ink'
              } ${d.full ? 'opacity-60' : ''}`}
            >
              <span className="font-bold">{d.weekday}</span>
              <span className="text-xs">{d.label}</span>
              {d.full && <span className="text-xs text-ink-mute">{t.dispatch.dayFull}</span>}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current.date}`}>
        <fieldset>
          <legend className="sr-only">{t.dispatch.windows(`${current.weekday} ${current.label}`)}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {current.slots.map((slot) => (
              <label
                key={slot.id}
                className={`flex min-h-11 items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
                  slot.full
                    ? 'cursor-not-allowed border-surface-line bg-surface-soft text-ink-mute'
                    : 'cursor-pointer border-surface-line has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50'
                }`}
              >
                <input
                  type="radio"
                  name={`slots[${dispatchKey}]`}
                  value={slot.id}
                  checked={chosen === slot.id}
                  disabled={slot.full}
                  onChange={() => onChoose(slot.id)}
                  className="size-4 accent-brand-500"
                />
                <span className="flex flex-col">
                  <span>{t.dispatch.window(clockLabel(slot.from), clockLabel(slot.to))}</span>
                  {slot.full && <span className="text-xs">{t.dispatch.full}</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
