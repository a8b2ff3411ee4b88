import type { MessageCode } from '@sentio/domain';
import { defaultMessages } from '@sentio/domain';
import { AppError } from '../errors.js';

/**
 * A 400 with the domain's upload code; `detail` (line, column) is appended to the message so the person fixing the
 * file knows where to look, and also sent as `data` for clients that show it their own way.
 */
export function uploadError(code: MessageCode, detail?: { text: string; line?: number; column?: string }): AppError {
  const message = detail ? `${defaultMessages[code]} ${detail.text}` : defaultMessages[code];
  const data = detail
    ? { ...(detail.line ? { line: detail.line } : {}), ...(detail.column ? { column: detail.column } : {}) }
    : undefined;
  return new AppError(400, 'ValidationException', code, { message, ...(data && Object.keys(data).length ? { data } : {}) });
}
