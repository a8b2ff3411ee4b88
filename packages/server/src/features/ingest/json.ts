import { defaultMessages, type FieldError, type MessageCode } from '@sentio/domain';
import { timingSafeEqual } from 'node:crypto';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { AppError, errors } from '../../platform/errors.js';
import { dateReader, type DateReader } from './dates.js';

const readIso = dateReader('ISO') as DateReader;

/**
 * The problems of one JSON call. JSON documents are all or nothing: one bad document refuses the whole call with
 * a field error per problem, and nothing is stored.
 */
export class JsonProblems {
  private readonly list: FieldError[] = [];

  add(path: string, code: MessageCode): void {
    this.list.push({ field: path, messageCode: code, message: defaultMessages[code] });
  }

  /** A document's `date`: ISO 8601, or absent (null); anything else is a FIELD_INVALID problem. */
  date(value: string | undefined, at: string): Date | null {
    if (value === undefined || value.trim() === '') return null;
    const date = readIso(value);
    if (!date) this.add(`${at}.date`, 'FIELD_INVALID');
    return date;
  }

  /** Refuses the call when any document had a problem. */
  refuse(): void {
    if (this.list.length > 0) throw errors.validation(this.list, (this.list[0] as FieldError).messageCode);
  }
}

/**
 * Push sources. A missing, malformed or wrong token answers 401 PUSH_TOKEN_INVALID, whatever the reason, so the
 * public call cannot be used to probe model ids or analysis codes. Only the token's hash is kept; the token is
 * shown once, when the source is created or its token rotated.
 */
export const pushTokens = {
  invalid: (): AppError => new AppError(401, 'AuthenticationException', 'PUSH_TOKEN_INVALID'),

  /** A token worth looking up: present and of a sane length (a long one is refused before any hashing). */
  wellFormed(token: string | undefined): token is string {
    return token !== undefined && token !== '' && token.length <= 200;
  },

  /** Compares in constant time: the stored hash must not leak through the answer's timing. */
  matches(token: string, storedHash: string): boolean {
    const given = Buffer.from(hashToken(token));
    const stored = Buffer.from(storedHash);
    return given.length === stored.length && timingSafeEqual(given, stored);
  },

  hash: hashToken,
  issue: newToken,

  /** The push source as answered: the token only right after it was issued (else `hidden`). */
  view<H>(row: { id: string; created_at: Date }, url: string, token: string | H) {
    return { id: row.id, url, token, createdAt: row.created_at.toISOString() };
  },
};
