import { createRoot, type Root } from 'react-dom/client';
import { LoginModal } from './components/LoginModal.tsx';

/**
 * Renders the login modal once, into a container of its own at the end of <body>. Loaded
 * with `import()` by login-trigger.ts, so React reaches a page only when someone asks to
 * sign in.
 */
let root: Root | null = null;

export function mountLogin(): void {
  if (root) return;
  const host = document.createElement('div');
  host.id = 'bz-login';
  document.body.append(host);
  root = createRoot(host);
  root.render(<LoginModal />);
}
