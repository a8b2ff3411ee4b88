import { z } from 'zod';
import { isoDate, pageQuery } from './common.js';
import { projectCodeSchema } from './project.js';

/**
 * The analysis's callback (docs/callbacks.md): every classified document's result is POSTed to the customer's URL,
 * signed with an HMAC, retried with back-off, and logged per delivery. Secrets go in and never come back out: the
 * answer says only whether each one is set.
 */
export const callbackDataTypes = ['ALL', 'STANDARD', 'DIALOGUE'] as const;
export type CallbackDataType = (typeof callbackDataTypes)[number];
export const callbackAuthTypes = ['NONE', 'BEARER', 'BASIC', 'OAUTH2', 'HEADER'] as const;
export type CallbackAuthType = (typeof callbackAuthTypes)[number];
export const callbackDeliveryStatuses = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type CallbackDeliveryStatus = (typeof callbackDeliveryStatuses)[number];
export const callbackEvents = ['CLASSIFIED', 'REEVALUATED'] as const;
export type CallbackEvent = (typeof callbackEvents)[number];

/** The secret fields of each authorization type (kept encrypted, never returned). */
export const callbackSecretFields = ['token', 'password', 'clientSecret', 'headerValue'] as const;
export type CallbackSecretField = (typeof callbackSecretFields)[number];

/** What each authorization type needs; a secret may be left out of a save when one is already stored. */
export const callbackAuthFields: Record<CallbackAuthType, readonly string[]> = {
  NONE: [],
  BEARER: ['token'],
  BASIC: ['username', 'password'],
  OAUTH2: ['tokenUrl', 'clientId', 'clientSecret'],
  HEADER: ['headerKey', 'headerValue'],
};

/** http or https with a host; anything else is CALLBACK_URL_INVALID. */
export function isCallbackUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);
}

const optionalText = (max: number) => z.string().max(max, { error: 'FIELD_TOO_LONG' }).optional();

export const callbackBody = z.strictObject({
  enabled: z.boolean(),
  dataType: z.enum(callbackDataTypes, { error: 'FIELD_INVALID_OPTION' }),
  url: z.string({ error: 'FIELD_REQUIRED' }).trim().max(2000, { error: 'FIELD_TOO_LONG' }),
  authType: z.enum(callbackAuthTypes, { error: 'FIELD_INVALID_OPTION' }),
  /** BEARER */
  token: optionalText(4000),
  /** BASIC */
  username: optionalText(200),
  password: optionalText(1000),
  /** OAUTH2 client credentials */
  tokenUrl: optionalText(2000),
  clientId: optionalText(500),
  clientSecret: optionalText(1000),
  /** HEADER */
  headerKey: optionalText(200),
  headerValue: optionalText(4000),
});
export type CallbackBody = z.input<typeof callbackBody>;

export const callbackSchema = z.object({
  /** False until the first save; the other fields then hold the defaults. */
  configured: z.boolean(),
  enabled: z.boolean(),
  dataType: z.enum(callbackDataTypes),
  url: z.string(),
  authType: z.enum(callbackAuthTypes),
  username: z.string().nullable(),
  tokenUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  headerKey: z.string().nullable(),
  tokenSet: z.boolean(),
  passwordSet: z.boolean(),
  clientSecretSet: z.boolean(),
  headerValueSet: z.boolean(),
  /** The last 4 characters of the HMAC signing secret. */
  signingSecretHint: z.string().nullable(),
  /** The whole signing secret: only in the answer of the save that created it and of a rotation. */
  signingSecret: z.string().optional(),
  updatedAt: isoDate.nullable(),
});
export type Callback = z.infer<typeof callbackSchema>;

export const callbackDeliverySchema = z.object({
  id: z.string(),
  documentId: z.string(),
  externalId: z.string().nullable(),
  event: z.enum(callbackEvents),
  status: z.enum(callbackDeliveryStatuses),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: isoDate,
  lastAttemptAt: isoDate.nullable(),
  nextAttemptAt: isoDate.nullable(),
  deliveredAt: isoDate.nullable(),
});
export type CallbackDelivery = z.infer<typeof callbackDeliverySchema>;

export const callbackDeliveriesQuery = pageQuery.extend({
  status: z.enum(callbackDeliveryStatuses, { error: 'FIELD_INVALID_OPTION' }).optional(),
});
export const callbackDeliveryParams = z.strictObject({
  code: projectCodeSchema,
  id: z.uuid({ error: 'FIELD_INVALID' }),
});

/** The JSON body each delivery POSTs: the document's result as it is when the delivery is sent. */
export const callbackPayloadSchema = z.object({
  event: z.enum(callbackEvents),
  deliveryId: z.string(),
  analysis: z.object({ code: z.string(), name: z.string() }),
  document: z.object({
    id: z.string(),
    externalId: z.string().nullable(),
    date: isoDate,
    channel: z.string().nullable(),
    dataType: z.string(),
    language: z.string(),
    categories: z.array(
      z.object({
        modelCode: z.string(),
        modelName: z.string(),
        categoryId: z.string(),
        name: z.string(),
        confidence: z.number(),
        origin: z.string(),
        sentiment: z.string().nullable(),
      }),
    ),
    sentiment: z.object({ label: z.string(), score: z.number().nullable() }).nullable(),
    entities: z.array(z.object({ type: z.string(), text: z.string() })),
    rootCauses: z.array(z.object({ id: z.string(), name: z.string() })),
    attributes: z.record(z.string(), z.unknown()),
  }),
});
export type CallbackPayload = z.infer<typeof callbackPayloadSchema>;
