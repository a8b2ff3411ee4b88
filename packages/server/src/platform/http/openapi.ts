import type { Endpoint } from '@sentio/domain';
import { apiErrorSchema } from '@sentio/domain';
import { z } from 'zod';

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

/** OpenAPI 3 generated from the same endpoint declarations the server registers: it cannot drift from the API. */
export function buildOpenApi(endpoints: readonly Endpoint[], version: string): unknown {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      tags: [e.tag],
      summary: e.summary,
      description: `Permission: \`${e.permission}\``,
      ...(e.permission === 'public' ? { security: [] } : {}),
      parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
      ...(e.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(e.body, 'input') } } } }
        : {}),
      responses: {
        '200': {
          description: 'OK',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { data: toSchema(e.response, 'output') }, required: ['data'] },
            },
          },
        },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Sentio API',
      version,
      description: 'Responses are `{ data }`; errors are `{ status, type, messageCode, message, fields? }`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'token' } },
      schemas: { ApiError: toSchema(apiErrorSchema, 'output') },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
  };
}
