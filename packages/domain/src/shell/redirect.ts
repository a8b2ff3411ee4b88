// The refused characters plus every control character: browsers delete tabs and line breaks inside a URL, so
// "/\t/evil.com" would become the protocol-relative "//evil.com".
// eslint-disable-next-line no-control-regex
const forbidden = /[<>%{}[\]^\\\u0000-\u001f\u007f]/;

/**
 * The in-app path a redirect target leads to, or null when the target is not acceptable (see docs/accounts-and-auth.md): it must be
 * a string, relative or same-origin, and free of `< > % { } [ ] ^ \` and line breaks.
 * Protocol-relative `//host` is not relative: it would leave the origin.
 */
function safeRedirectPath(target: unknown, origin: string): string | null {
  if (typeof target !== 'string' || target.length === 0 || forbidden.test(target)) return null;
  if (target.startsWith('/') && !target.startsWith('//')) return target;
  // Absolute: accepted only when it starts with exactly this origin followed by a path, query or nothing.
  if (target === origin) return '/';
  if (target.startsWith(origin) && /^[/?#]/.test(target.slice(origin.length))) {
    const rest = target.slice(origin.length);
    if (rest.startsWith('//')) return null;
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return null;
}

/**
 * A redirect target is accepted only when it is relative or same-origin and contains none of
 * `< > % { } [ ] ^ \` or line breaks; anything else falls back to '/'.
 * A same-origin absolute target is returned as its path.
 */
export function sanitizeRedirect(target: unknown, origin: string): string {
  return safeRedirectPath(target, origin) ?? '/';
}

/**
 * True when `target` may be followed as a redirect: the same rule as `sanitizeRedirect` (relative or same-origin,
 * none of `< > % { } [ ] ^ \` or line breaks), answered as a yes/no instead of a fallback.
 */
export function isSafeRedirect(target: unknown, origin: string): boolean {
  return safeRedirectPath(target, origin) !== null;
}
