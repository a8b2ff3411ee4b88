import type { ActionNote, ActionNoteBody } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { ProjectScope } from '../projects/project-access.js';
import { historyExcerpt, noticeActionOf, type ActionLookup, type CollaborationPorts } from './collaboration-ports.js';
import { presentNote } from './collaboration-presenter.js';
import type { ActionNotices } from './notices.js';

/**
 * Threaded notes with mentions (docs/actions.md): a reply names a note of the same action; mentioned users must be
 * members of the workspace and hear of the note as a mention, the other followers as a note, the author never.
 */
export class NoteService {
  constructor(
    private readonly ports: CollaborationPorts,
    private readonly actions: ActionLookup,
    private readonly notices: ActionNotices,
  ) {}

  async list(scope: ProjectScope, id: string): Promise<ActionNote[]> {
    await this.actions.require(scope, id);
    const rows = await this.ports.notes.list(id);
    const users = await this.ports.notes.users([...new Set(rows.flatMap((r) => r.mention_ids))]);
    return rows.map((r) => presentNote(r, users));
  }

  async add(scope: ProjectScope, id: string, body: ActionNoteBody): Promise<ActionNote> {
    const action = await this.actions.require(scope, id);
    const parentId = body.parentId ?? null;
    const mentionIds = [...new Set(body.mentionIds ?? [])];
    if (parentId && !(await this.ports.notes.byId(id, parentId))) throw errors.badRequest('ACTION_NOTE_NOT_FOUND', 'parentId');
    const members = await this.ports.members.members(scope.id, mentionIds);
    if (members.length !== mentionIds.length) throw errors.badRequest('ACTION_USER_NOT_MEMBER', 'mentionIds');

    const text = body.text.trim();
    const noteId = await this.ports.transaction(async (w) => {
      const created = await w.notes.add({ actionId: id, parentId, authorId: scope.userId, text, mentionIds });
      await w.history.add([
        { actionId: id, userId: scope.userId, field: 'note', oldValue: null, newValue: historyExcerpt(text) },
      ]);
      return created;
    });
    // Told after the commit: a notice never names a note that was not written.
    await this.notices.noted(noticeActionOf(action), scope.userId, text, mentionIds);
    const row = await this.ports.notes.byId(id, noteId);
    if (!row) throw errors.notFound('ACTION_NOT_FOUND');
    return presentNote(row, members);
  }
}
