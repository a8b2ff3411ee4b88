import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A guide's video in one language, set by an operator (migration 0034, docs/tour-and-help.md). */
export interface HelpVideoTable {
  guide: string;
  language: string;
  url: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface HelpTables {
  help_video: HelpVideoTable;
}
