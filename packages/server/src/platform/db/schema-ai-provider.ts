import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint arrives as a string on both engines (database.ts). */
type BigCount = ColumnType<string, number | string | undefined, number | string>;

/** The installation default (`account_id` null) or one account's override (docs/ai-provider.md). */
export interface AiProviderSettingTable {
  id: Generated<string>;
  account_id: string | null;
  enabled: boolean;
  base_url: string;
  /** Sealed (platform/crypto/secret-box.ts); never returned. */
  api_key: string | null;
  chat_model: string;
  embedding_model: string | null;
  timeout_ms: number;
  monthly_token_budget: ColumnType<string | null, number | string | null, number | string | null>;
  updated_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** Tokens an account used in one calendar month of the reporting time zone (`month` = `YYYY-MM`). */
export interface AiTokenUsageTable {
  account_id: string;
  month: string;
  tokens: BigCount;
  calls: Generated<number>;
  updated_at: Timestamp;
}

export interface AiProviderTables {
  ai_provider_setting: AiProviderSettingTable;
  ai_token_usage: AiTokenUsageTable;
}
