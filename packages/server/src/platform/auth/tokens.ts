import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Opaque random secrets; only their SHA-256 is stored, so a database leak does not leak live tokens. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A short numeric code (password recovery), stored bound to its user so equal codes hash differently. */
export function newNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
export const hashCode = (userId: string, code: string): string => hashToken(`${userId}:${code}`);

export const hashPassword = (password: string): Promise<string> => hash(password);
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check when the user does not exist, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hash('not-a-real-password-0');
  await verifyPassword(await dummy, password);
  return false;
}
