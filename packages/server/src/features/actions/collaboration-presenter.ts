import { correctiveKinds, type ActionNote, type ActionUser, type CorrectiveAction } from '@sentio/domain';
import type { CorrectiveRow } from './corrective-repository.js';
import type { NoteRow, UserRow } from './note-repository.js';

const userOf = (id: string | null, name: string | null, email: string | null): ActionUser | null =>
  id && name !== null && email !== null ? { id, name, email } : null;

/** A note with its mentions named (`users` holds every mentioned user that still exists, in any order). */
export function presentNote(row: NoteRow, users: readonly UserRow[]): ActionNote {
  const byId = new Map(users.map((u) => [u.id, u]));
  return {
    id: row.id,
    parentId: row.parent_id,
    author: userOf(row.author_id, row.author_name, row.author_email),
    text: row.text,
    mentions: row.mention_ids.flatMap((id) => {
      const u = byId.get(id);
      return u ? [{ id: u.id, name: u.name, email: u.email }] : [];
    }),
    createdAt: row.created_at.toISOString(),
  };
}

export function presentCorrective(row: CorrectiveRow): CorrectiveAction {
  return {
    id: row.id,
    kind: correctiveKinds.find((k) => k === row.kind) ?? 'CORRECTIVE',
    text: row.text,
    realisedBy: userOf(row.realised_by, row.realised_by_name, row.realised_by_email),
    realisedAt: row.realised_at ? row.realised_at.toISOString() : null,
    createdBy: userOf(row.created_by, row.created_by_name, row.created_by_email),
    createdAt: row.created_at.toISOString(),
  };
}
