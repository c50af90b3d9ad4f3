/**
 * Every Location we send is a path on our own origin (IRAN.md C1, ASVS 3.7.2). A value
 * that could leave the origin (`//evil.com`, `/\evil.com`, `https://…`, encoded forms,
 * control characters) or is absurdly long becomes the fallback.
 */
export const MAX_PATH_LENGTH = 2048;

export function safeLocalPath(input: string | null | undefined, fallback = '/'): string {
  if (!input || input.length > MAX_PATH_LENGTH) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(input);
  } catch {
    return fallback;
  }
  // Judge both the raw and the decoded form: either could be what a browser follows.
  for (const value of [input, decoded]) {
    if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
    if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  }
  try {
    const url = new URL(input, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return fallback;
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}

/** Collapses repeated leading slashes so a built Location can never read as `//host`. */
export function localLocation(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}
