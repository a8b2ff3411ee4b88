import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Db, DatabaseKind } from '../../platform/db/database.js';
import { DemoRepository, type DemoTarget } from '../demo/repository.js';
import { MARKETPLACE_ACCOUNT_NAME, MARKETPLACE_EMAIL, MARKETPLACE_WORKSPACE_CODE } from './internal.js';

// The advisory lock's key ("sentio marketplace"), apart from the start-up lock's.
const SEED_LOCK_KEY = '7305143220002';

/** The SQL of the built-in templates' seed: its internal workspace and the built-in keys already made. */
export class MarketplaceSeedRepository {
  /** The demo seed's reads (a member's workspace, ids by code): the internal workspace is read the same way. */
  readonly demo: DemoRepository;

  constructor(
    private readonly db: Db,
    private readonly kind: DatabaseKind,
  ) {
    this.demo = new DemoRepository(db);
  }

  /**
   * Runs `fn` unless another process is running it (then null, at once): several worker processes start together
   * and one of them makes the templates. On PostgreSQL a session advisory lock held on its own connection (lost
   * with the process); PGlite is one process.
   */
  async exclusive<T>(fn: () => Promise<T>): Promise<T | null> {
    if (this.kind === 'pglite') return fn();
    return this.db.connection().execute(async (conn) => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${SEED_LOCK_KEY}::bigint) as locked`.execute(
        conn,
      );
      if (!rows[0]?.locked) return null;
      try {
        return await fn();
      } finally {
        await sql`select pg_advisory_unlock(${SEED_LOCK_KEY}::bigint)`.execute(conn);
      }
    });
  }

  /**
   * Removes every built-in template whose key starts with `prefix` (an older release's, or an interrupted run's);
   * returns the file keys of the weights they held, for the file store. Installed copies are not touched.
   */
  async retireBuiltIns(prefix: string): Promise<string[]> {
    const like = `${prefix.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    await this.db.deleteFrom('project_template').where('built_in_key', 'like', like).execute();
    const models = await this.db.deleteFrom('model_template').where('built_in_key', 'like', like).returning('file_key').execute();
    return models.flatMap((m) => (m.file_key ? [m.file_key] : []));
  }

  /** The built-in keys among `keys` that exist already (model and analysis templates together). */
  async existingKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const models = await this.db
      .selectFrom('model_template')
      .select('built_in_key as key')
      .where('built_in_key', 'in', [...keys])
      .execute();
    const projects = await this.db
      .selectFrom('project_template')
      .select('built_in_key as key')
      .where('built_in_key', 'in', [...keys])
      .execute();
    return new Set([...models, ...projects].flatMap((r) => (r.key ? [r.key] : [])));
  }

  /**
   * The internal workspace with its system user, created on the first call (all or nothing). The user is a member
   * (ADMIN) so that the services, which act as a user in a workspace, accept it; it cannot sign in: its password
   * hash is no hash at all (verification fails on it), and its address takes no mail.
   */
  async ensureInternal(): Promise<DemoTarget> {
    const existing = await this.internal();
    if (existing) return existing;
    await this.db.transaction().execute(async (trx) => {
      const plan = await trx.selectFrom('plan').select('id').where('code', '=', 'UNLIMITED').executeTakeFirstOrThrow();
      const user = await trx
        .insertInto('app_user')
        .values({
          email: MARKETPLACE_EMAIL,
          password_hash: `!disabled:${randomBytes(24).toString('hex')}`,
          full_name: 'Sentio',
          last_name: 'Marketplace',
          language: 'en',
          user_type: 'USER',
          email_verified_at: null,
          personal_information_done: true,
          organisation: MARKETPLACE_ACCOUNT_NAME,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Another process made it meanwhile: its transaction holds the rest.
      if (!user) return;
      const account = await trx
        .insertInto('account')
        .values({ name: MARKETPLACE_ACCOUNT_NAME, plan_id: plan.id, subscription_start: new Date(), subscription_end: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const workspace = await trx
        .insertInto('workspace')
        .values({
          account_id: account.id,
          code: MARKETPLACE_WORKSPACE_CODE,
          name: MARKETPLACE_ACCOUNT_NAME,
          subtitle: 'Built-in templates',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('workspace_member').values({ workspace_id: workspace.id, user_id: user.id, role: 'ADMIN' }).execute();
      await trx.updateTable('app_user').set({ last_workspace_id: workspace.id }).where('id', '=', user.id).execute();
    });
    const made = await this.internal();
    if (!made) throw new Error('the marketplace workspace could not be created');
    return made;
  }

  private internal(): Promise<DemoTarget | null> {
    return this.demo.firstWorkspace(MARKETPLACE_EMAIL, MARKETPLACE_WORKSPACE_CODE);
  }
}
