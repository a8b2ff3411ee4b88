import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** The demo make-public request's own reads and writes (docs/public-review.md, "Demo"). */
export class DemoPublicReviewRepository {
  constructor(private readonly db: Db) {}

  async hasRequest(modelId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('model_public_request')
      .select('model_id')
      .where('model_id', '=', modelId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Dates the request `hours` back: the story's request has waited that long. */
  async backdate(modelId: string, hours: number): Promise<void> {
    await this.db
      .updateTable('model_public_request')
      .set({ requested_at: sql<Date>`now() - make_interval(hours => ${hours})` })
      .where('model_id', '=', modelId)
      .execute();
  }
}
