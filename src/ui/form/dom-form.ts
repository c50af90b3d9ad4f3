import { useRef, useState, type FormEvent } from 'react';

/**
 * Forms whose values live in the DOM: uncontrolled inputs (`name` + `defaultValue`), read
 * on submit and checked by the module's zod schema, the one source of the rules. Errors
 * are shown after the first submit and then kept up to date field by field as the shopper
 * corrects them (what react-hook-form did here, at a twelfth of its size).
 *
 * Nothing writes an input's value back, so text typed into the server-rendered form before
 * React hydrates is kept (React 19 leaves it alone while hydrating): these forms can
 * hydrate late, on the first interaction (`client:interaction`).
 */

export type FieldValues = Record<string, string | boolean>;
/** One message per field; `root` is the form's own alert. */
export type FieldErrors = Partial<Record<string, string>>;
export const ROOT = 'root';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
/** A zod schema, as far as the form needs one. */
interface Schema<Out> {
  safeParse(data: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

/** zod's first message per field (an issue's first path key; none: the form's alert). */
export function firstMessages(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? ROOT)] ??= issue.message;
  return errors;
}

type Control = { name: string; type: string; value: string; checked?: boolean };
const NOT_VALUES = new Set(['submit', 'button', 'reset', 'image', 'file', 'fieldset', 'output']);

/** The values as the form holds them: text and choices as strings, a checkbox as a boolean, a radio group with nothing chosen as ''. */
export function formValues(form: Pick<HTMLFormElement, 'elements'>): FieldValues {
  const values: FieldValues = {};
  for (const el of Array.from(form.elements) as unknown as Control[]) {
    if (!el.name || NOT_VALUES.has(el.type)) continue;
    if (el.type === 'checkbox') values[el.name] = el.checked === true;
    else if (el.type === 'radio') values[el.name] = el.checked ? el.value : (values[el.name] ?? '');
    else values[el.name] = el.value;
  }
  return values;
}

/** The named control of a form (the first of a radio group). */
export const controlOf = (form: HTMLFormElement | null, name: string) =>
  (form?.elements.namedItem(name) as (HTMLElement & { value?: string }) | RadioNodeList | null) ?? null;

function focusable(form: HTMLFormElement | null, name: string): HTMLElement | null {
  const found = controlOf(form, name);
  const el = found instanceof RadioNodeList ? (found[0] as HTMLElement | undefined) : found;
  return el && (el as HTMLInputElement).type !== 'hidden' ? el : null;
}

export function useDomForm<Out>(schema: Schema<Out>) {
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);
  const check = () => schema.safeParse(formValues(ref.current!));
  const messages = () => {
    const result = check();
    return result.success ? {} : firstMessages(result.error.issues);
  };

  /** Checks these fields again (once errors are shown), e.g. after a value was set from code. */
  const recheck = (...names: string[]) => {
    if (!submitted.current || !ref.current) return;
    const fresh = messages();
    setErrors((e) => ({ ...e, ...Object.fromEntries(names.map((n) => [n, fresh[n]])) }));
  };

  return {
    ref,
    errors,
    busy,
    /** A message from the server (422) on its field, which may take focus; `root` for the form's alert. */
    setError(name: string, message: string, focus = false) {
      setErrors((e) => ({ ...e, [name]: message }));
      if (focus) focusable(ref.current, name)?.focus();
    },
    recheck,
    /** Takes these fields' messages away (a value set from code). */
    clear(...names: string[]) {
      setErrors((e) => ({ ...e, ...Object.fromEntries(names.map((n) => [n, undefined])) }));
    },
    /** For the form's onChange: the changed field is checked again once errors are shown. */
    onChange(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as Partial<Control>).name;
      if (name) recheck(name);
    },
    /** For the form's onSubmit: checks everything (the first wrong field takes focus), then saves. */
    submit(save: (data: Out) => Promise<unknown> | unknown) {
      return async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (busy) return;
        submitted.current = true;
        const result = check();
        if (!result.success) {
          const fresh = firstMessages(result.error.issues);
          setErrors(fresh);
          const first = (Array.from(ref.current!.elements) as unknown as Control[]).find((el) => el.name && el.name in fresh && el.type !== 'hidden');
          (first as unknown as HTMLElement | undefined)?.focus();
          return;
        }
        setErrors({});
        setBusy(true);
        try {
          await save(result.data);
        } finally {
          setBusy(false);
        }
      };
    },
  };
}
