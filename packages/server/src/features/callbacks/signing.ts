import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, hex, with a prefix that tells what it is. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('hex')}`;

/**
 * `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">` with the analysis's signing secret. The timestamp is inside the
 * signed text, so a receiver that also checks it is recent refuses replays (docs/callbacks.md, "Verifying").
 */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}
