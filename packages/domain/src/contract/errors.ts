import { z } from 'zod';
import { messageCodes } from '../messages.js';

/** Error `type` values. The web shell branches on these and on `messageCode` (see docs/errors.md). */
export const errorTypes = [
  'ValidationException',
  'AuthenticationException',
  'PermissionDeniedException',
  'NotFoundException',
  'ConflictException',
  'PackageLimitException',
  'TooManyRequestsException',
  'InternalServerException',
  'BadGatewayException',
  'ServiceUnavailableException',
  'NotImplementedException',
] as const;
export type ErrorType = (typeof errorTypes)[number];

export const fieldErrorSchema = z.object({
  /** Dotted path of the offending field, e.g. `email` or `values.0.key`. */
  field: z.string(),
  messageCode: z.enum(messageCodes),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const apiErrorSchema = z.object({
  status: z.number().int(),
  type: z.enum(errorTypes),
  messageCode: z.enum(messageCodes),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  /** Optional payload some errors carry (e.g. NO_WORKSPACE_FOUND with the workspaces the user could switch to). */
  data: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
