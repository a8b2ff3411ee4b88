import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

/** Non-secret fields of the authorization type (the secrets live in the encrypted `secrets` box). */
export interface StoredCallbackAuth {
  username?: string;
  tokenUrl?: string;
  clientId?: string;
  headerKey?: string;
}

export interface CallbackConfigTable {
  project_id: string;
  workspace_id: string;
  enabled: boolean;
  data_type: string;
  url: string;
  auth_type: string;
  auth: JsonDefault<StoredCallbackAuth>;
  secrets: string | null;
  signing_secret: string;
  signing_hint: string;
  updated_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface CallbackDeliveryTable {
  id: Generated<string>;
  workspace_id: string;
  project_id: string;
  document_id: string;
  event: string;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: Timestamp | null;
  delivered_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface CallbackTables {
  callback_config: CallbackConfigTable;
  callback_delivery: CallbackDeliveryTable;
}
