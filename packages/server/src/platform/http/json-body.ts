import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { hasBadCharacters } from './clean-strings.js';

/**
 * How deep arrays and objects may nest in a JSON body. The deepest body the contract describes (a filter tree inside
 * a saved view) stays far below it; 100,000 levels parse fine but overflow the stack of everything that walks the
 * value afterwards (validation, `JSON.stringify`, the database driver).
 */
export const maxJsonDepth = 64;

/** Requests whose JSON body holds a NUL or a lone surrogate somewhere: only their bodies are walked again by the route. */
const suspectBodies = new WeakSet<FastifyRequest>();

export const bodyHasBadCharacters = (request: FastifyRequest): boolean => suspectBodies.has(request);

/**
 * The app's one JSON body parser (every route, every content length). An empty body is "no body" (POSTs without a
 * payload send none); text that is not JSON is a 400 VALIDATION_FAILED; nesting deeper than `maxJsonDepth` a 400
 * BODY_TOO_DEEP. It also notes whether any string or key holds a character PostgreSQL refuses, so the route can
 * decide per field (see docs/validation-rules.md, "Characters the API refuses or cleans").
 */
export function parseJsonBody(request: FastifyRequest, text: string): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new AppError(400, 'ValidationException', 'VALIDATION_FAILED', { message: 'The request body is not valid JSON.' });
  }
  // Only the text can hold these characters as `\u` escapes (raw control characters are not JSON, and broken UTF-8
  // was decoded to U+FFFD), so most bodies skip the string check.
  const escapes = /\\u(?:0000|d[89a-f])/i.test(text);
  if (inspect(value, escapes)) suspectBodies.add(request);
  return value;
}

/** Depth check without recursion (a recursive walk would overflow on exactly the bodies it must refuse). */
function inspect(root: unknown, checkStrings: boolean): boolean {
  if (typeof root === 'string') return checkStrings && hasBadCharacters(root);
  let bad = false;
  const stack: { value: object; depth: number }[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      if (checkStrings && !bad) bad = hasBadCharacters(value);
    } else if (value !== null && typeof value === 'object') {
      if (depth > maxJsonDepth) throw tooDeep();
      stack.push({ value, depth });
    }
  };
  visit(root, 1);
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, depth } = item;
    if (Array.isArray(value)) {
      for (const v of value as unknown[]) visit(v, depth + 1);
      continue;
    }
    for (const [k, v] of Object.entries(value)) {
      if (checkStrings && !bad) bad = hasBadCharacters(k);
      visit(v, depth + 1);
    }
  }
  return bad;
}

function tooDeep(): AppError {
  return new AppError(400, 'ValidationException', 'BODY_TOO_DEEP', {
    message: `The request body nests deeper than ${maxJsonDepth} levels.`,
  });
}
