import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';

const malformed = (cause?: unknown) => new AppError(503, 'ServiceUnavailableException', 'AI_PROVIDER_MALFORMED', { cause });

/** The JSON inside a reply: the whole content, a ```json fenced block, or the outermost `{…}` of the text. */
const jsonText = (content: string): string => {
  const trimmed = content.trim();
  const fence = /```(?:json)?\s*([\s\S]*?)```/iu.exec(trimmed);
  if (fence?.[1]) return fence[1].trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return trimmed;
  const start = trimmed.indexOf('{');
  const end = trimmed.lastIndexOf('}');
  return start >= 0 && end > start ? trimmed.slice(start, end + 1) : trimmed;
};

/**
 * Parses a model's JSON reply against a schema. Models asked for JSON still wrap it in fences or a sentence now and
 * then, so those are tolerated; anything else is the provider's fault: 503 AI_PROVIDER_MALFORMED
 * (docs/ai-provider.md "Errors").
 */
export function parseJsonReply<T>(content: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(jsonText(content));
  } catch (err) {
    throw malformed(err);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw malformed(parsed.error);
  return parsed.data;
}
