import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { fa } from '#i18n/fa.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';
import { HttpError } from '#lib/http/index.ts';
import { blockSending } from '../store.ts';

/** A react-hook-form resolver for a zod schema (the first message per field). */
export function zodResolver<In extends FieldValues, Out>(schema: z.ZodMiniType<Out, In>): Resolver<In, unknown, Out> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) errors[issue.path.join('.') || 'root'] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors: errors as FieldErrors<In> };
  };
}

/** Used when a 429 comes without a readable Retry-After. */
export const DEFAULT_RETRY_SECONDS = 60;

/** Retry-After of a 429, when the HTTP client passes the response headers on. */
export function retryAfterSeconds(err: HttpError): number {
  const header = (err as HttpError & { headers?: Headers }).headers?.get?.('Retry-After');
  const n = Number(header);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : DEFAULT_RETRY_SECONDS;
}

const SERVER = 'root.server';

/**
 * The error policy for a step's calls: 422 messages land on the step's own fields (others,
 * like hash_2 or client_id, above the form); every other failure is shown in the form too
 * (see `showFailure`), because toasts sit under a modal dialog's backdrop.
 */
export function serverPolicy<T extends FieldValues>(form: UseFormReturn<T, unknown, never>, fields: readonly Path<T>[]): ErrorPolicy {
  const known = new Set<string>(fields);
  return {
    mode: 'callback',
    onError: () => {},
    toastValidation: false,
    form: { setError: (name, error) => form.setError((known.has(name) ? name : SERVER) as Path<T>, error) },
  };
}

/** Puts a failed call's message in the form's alert; a 429 also pauses sending. */
export function showFailure<T extends FieldValues>(form: UseFormReturn<T, unknown, never>, err: unknown): void {
  const set = (message: string) => form.setError(SERVER as Path<T>, { type: 'server', message });
  if (!(err instanceof HttpError)) {
    console.error(err);
    set(fa.auth.unexpected);
    return;
  }
  if (err.kind === 'cancelled') return;
  if (err.kind === 'validation' && err.fields.length > 0) return; // already on the fields
  if (err.status === 429) blockSending(retryAfterSeconds(err));
  set(err.message || fa.auth.unexpected);
}

/** A step form: zod validation, server errors on fields, and `call` to run an API call. */
export function useStepForm<In extends FieldValues, Out>(schema: z.ZodMiniType<Out, In>, defaultValues: DefaultValues<In>, fields: readonly Path<In>[]) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const loose = form as unknown as UseFormReturn<In, unknown, never>;
  /** Runs an API call with the step's error policy; resolves to undefined when it failed. */
  async function call<R>(fn: (policy: ErrorPolicy) => Promise<R>): Promise<R | undefined> {
    try {
      return await fn(serverPolicy(loose, fields));
    } catch (err) {
      showFailure(loose, err);
      return undefined;
    }
  }
  return { form, call };
}

/** The message of the form-level alert, if any. */
export const serverError = (errors: FieldErrors): string | undefined =>
  (errors.root as { server?: { message?: string } } | undefined)?.server?.message ?? (errors.root as { message?: string } | undefined)?.message;
