import { AppError } from '../../platform/errors.js';

/** PostgreSQL's unique violation: two saves of one name raced past the check (the index decides). */
export const isUniqueViolation = (err: unknown): boolean =>
  !(err instanceof AppError) && typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
