import type { Language } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';

export interface StoredHelpVideo {
  guide: string;
  language: string;
  url: string;
  updatedAt: Date;
}

/** The operator-set videos of the learning center's guides (migration 0034). */
export class HelpRepository {
  constructor(private readonly db: Db) {}

  async all(): Promise<StoredHelpVideo[]> {
    const rows = await this.db.selectFrom('help_video').select(['guide', 'language', 'url', 'updated_at']).execute();
    return rows.map((r) => ({ guide: r.guide, language: r.language, url: r.url, updatedAt: new Date(r.updated_at) }));
  }

  async set(guide: string, language: Language, url: string, userId: string): Promise<void> {
    const values = { url, updated_by: userId, updated_at: new Date() };
    await this.db
      .insertInto('help_video')
      .values({ guide, language, ...values })
      .onConflict((oc) => oc.columns(['guide', 'language']).doUpdateSet(values))
      .execute();
  }

  async remove(guide: string, language: Language): Promise<void> {
    await this.db.deleteFrom('help_video').where('guide', '=', guide).where('language', '=', language).execute();
  }
}
