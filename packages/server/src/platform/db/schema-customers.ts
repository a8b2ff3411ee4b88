import type { ColumnType, Generated } from 'kysely';
import type { JourneyStep } from '@sentio/domain';

/**
 * Table types of customers, journeys and first-call resolution (migration 0010). Json columns are written as JSON text,
 * read as values. `customer` and `customer_project` are written only by database triggers and
 * sentio_customer_rebuild; the application reads them.
 */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Count = ColumnType<number, number | undefined, number>;

export interface CustomerSettingTable {
  workspace_id: string;
  key_attribute: Generated<string>;
  name_attribute: string | null;
  company_attribute: string | null;
  address_attribute: string | null;
  segment_attribute: ColumnType<string | null, string | null | undefined, string | null>;
  shown_attributes: JsonDefault<string[]>;
  /** Analysis id → key attribute. */
  analysis_keys: JsonDefault<Record<string, string>>;
  relink_state: Generated<string>;
  relink_total: Generated<number>;
  relink_done: Generated<number>;
  relink_error: string | null;
  updated_at: Timestamp | null;
}

export interface CustomerTable {
  workspace_id: string;
  key: string;
  name: string | null;
  company: string | null;
  address: string | null;
  segment: string | null;
  profile_at: Timestamp | null;
  total: Count;
  positive: Count;
  neutral: Count;
  negative: Count;
  first_interaction: Timestamp | null;
  last_interaction: Timestamp | null;
}

export interface CustomerProjectTable {
  project_id: string;
  key: string;
  total: Count;
  positive: Count;
  neutral: Count;
  negative: Count;
  last_interaction: Timestamp | null;
}

export interface CustomerJourneyTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  name_key: string;
  description: Generated<string>;
  quick_filter_title: string;
  icon: string | null;
  start_date: Timestamp | null;
  end_date: Timestamp | null;
  visibility: Generated<string>;
  score_display: JsonDefault<string[]>;
  nps_field: string | null;
  csat_field: string | null;
  root_cause_limit: Generated<number>;
  category_limit: Generated<number>;
  detail_category_limit: Generated<number>;
  category_display: Generated<string>;
  owner_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CustomerJourneyStepTable {
  id: Generated<string>;
  journey_id: string;
  workspace_id: string;
  position: number;
  name: string;
  conditions: Json<JourneyStep['conditions']>;
}

export interface FcrSettingTable {
  workspace_id: string;
  day_range: Generated<number>;
  channels: JsonDefault<string[]>;
  project_codes: JsonDefault<string[]>;
  same_category: Generated<boolean>;
  match_attribute: string | null;
  agent_attribute: string | null;
  updated_at: Timestamp | null;
}

export interface FcrSubReportTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  name_key: string;
  project_codes: JsonDefault<string[]>;
  categories: JsonDefault<string[]>;
  attributes: JsonDefault<{ field: string; value: string }[]>;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface CustomerTables {
  customer_setting: CustomerSettingTable;
  customer: CustomerTable;
  customer_project: CustomerProjectTable;
  customer_journey: CustomerJourneyTable;
  customer_journey_step: CustomerJourneyStepTable;
  fcr_setting: FcrSettingTable;
  fcr_sub_report: FcrSubReportTable;
}
