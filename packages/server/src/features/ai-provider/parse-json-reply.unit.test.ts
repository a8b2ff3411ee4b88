import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { OpenAiError } from '../../platform/openai/client.js';
import { monthIn } from './area.js';
import { providerError } from './errors.js';
import { parseJsonReply } from './parse-json-reply.js';

const schema = z.object({ answer: z.string() });

const malformed = (content: string) => {
  try {
    parseJsonReply(content, schema);
  } catch (err) {
    return err instanceof AppError ? [err.status, err.messageCode] : err;
  }
  return 'parsed';
};

describe('parseJsonReply', () => {
  it('reads plain JSON, a fenced block and JSON inside a sentence', () => {
    expect(parseJsonReply('{"answer":"a"}', schema)).toEqual({ answer: 'a' });
    expect(parseJsonReply('```json\n{"answer":"b"}\n```', schema)).toEqual({ answer: 'b' });
    expect(parseJsonReply('```\n{"answer":"c"}\n```', schema)).toEqual({ answer: 'c' });
    expect(parseJsonReply('Here you are: {"answer":"d"} Hope it helps.', schema)).toEqual({ answer: 'd' });
  });

  it('is a 503 AI_PROVIDER_MALFORMED for prose, broken JSON or the wrong shape', () => {
    expect(malformed('I cannot do that.')).toEqual([503, 'AI_PROVIDER_MALFORMED']);
    expect(malformed('{"answer": ')).toEqual([503, 'AI_PROVIDER_MALFORMED']);
    expect(malformed('{"answer": 4}')).toEqual([503, 'AI_PROVIDER_MALFORMED']);
  });
});

describe('providerError', () => {
  it('maps each failure to its 503 code and keeps the provider status', () => {
    const mapped = providerError(new OpenAiError('HTTP', 'the service answered 429', 429)) as AppError;
    expect([mapped.status, mapped.messageCode, mapped.data]).toEqual([503, 'AI_PROVIDER_FAILED', { providerStatus: 429 }]);
    expect((providerError(new OpenAiError('TIMEOUT', 'x')) as AppError).messageCode).toBe('AI_PROVIDER_TIMEOUT');
    expect((providerError(new OpenAiError('MALFORMED', 'x')) as AppError).messageCode).toBe('AI_PROVIDER_MALFORMED');
    expect((providerError(new OpenAiError('UNREACHABLE', 'x')) as AppError).messageCode).toBe('AI_PROVIDER_UNREACHABLE');
  });

  it("passes other errors through and gives a cancelled call the caller's reason", () => {
    const other = new Error('db down');
    expect(providerError(other)).toBe(other);
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    expect(providerError(new OpenAiError('ABORTED', 'x'), controller.signal)).toBe(controller.signal.reason);
  });
});

describe('monthIn', () => {
  it('is the calendar month of the reporting time zone', () => {
    expect(monthIn('Europe/Istanbul', new Date('2026-11-30T22:30:00Z'))).toBe('2026-12');
    expect(monthIn('UTC', new Date('2026-11-30T22:30:00Z'))).toBe('2026-11');
  });
});
