import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { fa } from '#i18n/fa.ts';
import { ErrorView } from './ErrorView';
import { ERROR_PAGE_FAILED } from './messages';
import type { GlobalError } from './store';

/** If the error view itself throws, a plain message with a link home is all that is left. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="p-8 text-center">
        <p className="mb-4 font-bold">{ERROR_PAGE_FAILED}</p>
        <a href="/" className="text-brand-600 underline">
          {fa.common.home}
        </a>
      </div>
    );
  }
}

export function renderErrorOverlay(host: HTMLElement, error: GlobalError): () => void {
  const root = createRoot(host);
  root.render(
    <ErrorPageBoundary>
      <ErrorView status={error.statusCode} message={error.message} />
    </ErrorPageBoundary>,
  );
  host.focus();
  return () => root.unmount();
}
