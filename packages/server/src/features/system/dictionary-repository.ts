import type { SystemLanguage } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';

export interface DictionaryRow {
  language: string;
  added: string[];
  removed: string[];
  updated_at: Date;
  updated_by_email: string | null;
}

/** The operator's stopword additions and removals per language (migration 0028). */
export class DictionaryRepository {
  constructor(private readonly db: Db) {}

  async all(): Promise<DictionaryRow[]> {
    return this.db
      .selectFrom('system_dictionary as d')
      .leftJoin('app_user as u', 'u.id', 'd.updated_by')
      .select(['d.language', 'd.added', 'd.removed', 'd.updated_at', 'u.email as updated_by_email'])
      .execute();
  }

  async save(language: SystemLanguage, added: string[], removed: string[], userId: string): Promise<void> {
    const values = { added: JSON.stringify(added), removed: JSON.stringify(removed), updated_by: userId, updated_at: new Date() };
    await this.db
      .insertInto('system_dictionary')
      .values({ language, ...values })
      .onConflict((oc) => oc.column('language').doUpdateSet(values))
      .execute();
  }
}
