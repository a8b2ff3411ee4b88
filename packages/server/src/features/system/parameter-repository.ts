import type { ParameterKey } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';

export interface StoredParameter {
  value: number;
  updatedAt: Date;
  updatedBy: string | null;
}

/** Run-time settings an operator changed (migration 0028); no row: the default. */
export class ParameterRepository {
  constructor(private readonly db: Db) {}

  async all(): Promise<Map<string, StoredParameter>> {
    const rows = await this.db
      .selectFrom('system_parameter as p')
      .leftJoin('app_user as u', 'u.id', 'p.updated_by')
      .select(['p.key', 'p.value', 'p.updated_at', 'u.email'])
      .execute();
    return new Map(rows.map((r) => [r.key, { value: r.value, updatedAt: new Date(r.updated_at), updatedBy: r.email }]));
  }

  async set(key: ParameterKey, value: number, userId: string): Promise<void> {
    const values = { value, updated_by: userId, updated_at: new Date() };
    await this.db
      .insertInto('system_parameter')
      .values({ key, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
  }

  async reset(key: ParameterKey): Promise<void> {
    await this.db.deleteFrom('system_parameter').where('key', '=', key).execute();
  }
}
