const forbidden = /[<>%{}[\]^\\\r\n]/;

/**
 * A redirect target is accepted only when it is relative or same-origin and contains none of
 * `< > % { } [ ] ^ \` or line breaks (shell.md §5); anything else falls back to '/'.
 * Protocol-relative `//host` is not relative: it would leave the origin.
 */
export function sanitizeRedirect(target: unknown, origin: string): string {
  if (typeof target !== 'string' || target.length === 0 || forbidden.test(target)) return '/';
  if (target.startsWith('/') && !target.startsWith('//')) return target;
  // Absolute: accepted only when it starts with exactly this origin followed by a path, query or nothing.
  if (target === origin) return '/';
  if (target.startsWith(origin) && /^[/?#]/.test(target.slice(origin.length))) {
    const rest = target.slice(origin.length);
    return rest.startsWith('/') && !rest.startsWith('//') ? rest : `/${rest}`;
  }
  return '/';
}
