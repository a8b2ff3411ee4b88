import { messageCodes } from '@sentio/domain';

const known: ReadonlySet<string> = new Set(messageCodes);

/**
 * The message code a failed version's `error` starts with ("CODE" or "CODE: detail"), or null when it holds none
 * (older versions kept the raw engine message, which is not for users' eyes).
 */
export function versionErrorCode(error: string): string | null {
  const code = /^([A-Z][A-Z0-9_]*)(?::|$)/.exec(error.trim())?.[1];
  return code !== undefined && known.has(code) ? code : null;
}
