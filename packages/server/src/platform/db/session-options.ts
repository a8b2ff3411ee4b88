/**
 * Sent with every connection of the app's pools (a connection string's own `options` parameter wins). JIT off:
 * PostgreSQL compiled each dashboard scan for 60–110 ms at 10⁶ documents, more than it saved (docs/scale.md).
 */
export const SESSION_OPTIONS = '-c jit=off';
