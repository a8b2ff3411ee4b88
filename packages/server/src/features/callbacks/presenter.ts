import {
  defaultMessages,
  type Callback,
  type CallbackAuthType,
  type CallbackDataType,
  type CallbackDelivery,
  type CallbackDeliveryStatus,
  type CallbackEvent,
  type FieldError,
  type MessageCode,
} from '@sentio/domain';
import type { CallbackConfigRow } from './config-repository.js';
import type { DeliveryRow } from './delivery-repository.js';

/** Which secrets are set (never their values). */
export interface SecretFlags {
  tokenSet: boolean;
  passwordSet: boolean;
  clientSecretSet: boolean;
  headerValueSet: boolean;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The callback as the API answers it: secrets only as flags, the signing secret as its last 4 characters. */
export function presentCallback(row: CallbackConfigRow | undefined, flags: SecretFlags, signingSecret?: string): Callback {
  if (!row) {
    return {
      configured: false,
      enabled: true,
      dataType: 'ALL',
      url: '',
      authType: 'NONE',
      username: null,
      tokenUrl: null,
      clientId: null,
      headerKey: null,
      tokenSet: false,
      passwordSet: false,
      clientSecretSet: false,
      headerValueSet: false,
      signingSecretHint: null,
      updatedAt: null,
    };
  }
  return {
    configured: true,
    enabled: row.enabled,
    dataType: row.data_type as CallbackDataType,
    url: row.url,
    authType: row.auth_type as CallbackAuthType,
    username: row.auth.username ?? null,
    tokenUrl: row.auth.tokenUrl ?? null,
    clientId: row.auth.clientId ?? null,
    headerKey: row.auth.headerKey ?? null,
    ...flags,
    signingSecretHint: row.signing_hint,
    ...(signingSecret ? { signingSecret } : {}),
    updatedAt: iso(row.updated_at),
  };
}

export function presentDelivery(row: DeliveryRow): CallbackDelivery {
  return {
    id: row.id,
    documentId: row.document_id,
    externalId: row.external_id,
    event: row.event as CallbackEvent,
    status: row.status as CallbackDeliveryStatus,
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'PENDING' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
  };
}

export const fieldError = (field: string, messageCode: MessageCode): FieldError => ({
  field,
  messageCode,
  message: defaultMessages[messageCode],
});
