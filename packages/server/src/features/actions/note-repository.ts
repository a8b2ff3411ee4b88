import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

export interface NoteRow {
  id: string;
  parent_id: string | null;
  author_id: string | null;
  author_name: string | null;
  author_email: string | null;
  text: string;
  mention_ids: string[];
  created_at: Date;
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
}

export interface NewNote {
  actionId: string;
  parentId: string | null;
  authorId: string;
  text: string;
  mentionIds: readonly string[];
}

/** Notes of an action (docs/actions.md). Callers scope by the action, already checked to be the workspace's. */
export class NoteRepository {
  constructor(private readonly db: Db) {}

  /** Oldest first, so a thread reads top-down; the id only breaks ties. */
  async list(actionId: string): Promise<NoteRow[]> {
    return this.select().where('n.action_id', '=', actionId).orderBy('n.created_at').orderBy('n.id').execute();
  }

  async byId(actionId: string, noteId: string): Promise<NoteRow | undefined> {
    return this.select().where('n.action_id', '=', actionId).where('n.id', '=', noteId).executeTakeFirst();
  }

  async add(note: NewNote): Promise<string> {
    const row = await this.db
      .insertInto('action_note')
      .values({
        action_id: note.actionId,
        parent_id: note.parentId,
        author_id: note.authorId,
        text: note.text,
        mention_ids: JSON.stringify(note.mentionIds),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Names of mentioned users, members or not any more (a note keeps naming who it mentioned). */
  async users(ids: readonly string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('app_user as u')
      .select(['u.id', sql<string>`trim(u.full_name || ' ' || u.last_name)`.as('name'), 'u.email'])
      .where('u.id', 'in', [...ids])
      .execute();
  }

  private select() {
    return this.db
      .selectFrom('action_note as n')
      .leftJoin('app_user as u', 'u.id', 'n.author_id')
      .select([
        'n.id',
        'n.parent_id',
        'n.author_id',
        sql<string | null>`trim(u.full_name || ' ' || u.last_name)`.as('author_name'),
        'u.email as author_email',
        'n.text',
        'n.mention_ids',
        'n.created_at',
      ]);
  }
}
