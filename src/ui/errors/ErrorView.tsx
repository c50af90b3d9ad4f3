import { toFaDigits } from '#lib/digits.ts';
import { fa } from '#i18n/fa.ts';
import { Illustration } from './Illustration';
import { errorCopy, type ErrorCopy } from './messages';

interface Props {
  status: number;
  /** Overrides the status's message (a server message, for instance). */
  message?: string;
  copy?: ErrorCopy;
}

/**
 * The error page body (spec section 2 "Error page"): the status code as the title, a
 * message, a description, an illustration and a button home. Rendered on the server by
 * 404/500 pages (no JavaScript) and by the global-error renderer in the browser.
 */
export function ErrorView({ status, message, copy = errorCopy(status, message) }: Props) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-12 text-center" aria-labelledby="error-title">
      <Illustration kind={copy.illustration} />
      <h1 id="error-title" className="text-5xl font-bold text-brand-600">
        {toFaDigits(status)}
      </h1>
      <p className="text-xl font-bold">{message ?? copy.message}</p>
      <p className="text-ink-soft">{copy.description}</p>
      <a href="/" className="mt-2 rounded-lg bg-brand-500 px-6 py-3 font-medium text-white hover:bg-brand-600">
        {fa.common.home}
      </a>
    </section>
  );
}
