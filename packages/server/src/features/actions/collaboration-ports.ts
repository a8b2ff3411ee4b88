import type { Action } from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { transactionPort, type TransactionPort } from '../../platform/db/transaction.js';
import type { ProjectScope } from '../projects/project-access.js';
import { CorrectiveRepository } from './corrective-repository.js';
import { FollowerRepository } from './follower-repository.js';
import { HistoryRepository } from './history-repository.js';
import { MemberRepository } from './member-repository.js';
import { NoteRepository } from './note-repository.js';
import type { NoticeAction } from './notices.js';

/** What notes, followers and corrective actions write together with their history entry. */
export interface CollaborationWrites {
  notes: NoteRepository;
  followers: FollowerRepository;
  correctives: CorrectiveRepository;
  history: HistoryRepository;
}

/** The repositories and the transaction port of the collaboration services (notes, followers, corrective actions). */
export interface CollaborationPorts {
  notes: NoteRepository;
  correctives: CorrectiveRepository;
  members: MemberRepository;
  transaction: TransactionPort<CollaborationWrites>;
}

export function collaborationPorts(db: Db): CollaborationPorts {
  return {
    notes: new NoteRepository(db),
    correctives: new CorrectiveRepository(db),
    members: new MemberRepository(db),
    transaction: transactionPort(db, (trx) => ({
      notes: new NoteRepository(trx),
      followers: new FollowerRepository(trx),
      correctives: new CorrectiveRepository(trx),
      history: new HistoryRepository(trx),
    })),
  };
}

/** The fields of an action row the collaboration services use. */
export interface CheckedAction {
  id: string;
  workspace_id: string;
  name: string;
  due_date: string | null;
  responsible_id: string | null;
  creator_id: string | null;
}

/**
 * What the collaboration services need of the actions core: the action of the session's workspace (404
 * ACTION_NOT_FOUND otherwise) and its presented form.
 */
export interface ActionLookup {
  require(scope: ProjectScope, id: string): Promise<CheckedAction>;
  get(scope: ProjectScope, id: string): Promise<Action>;
}

export const noticeActionOf = (row: CheckedAction): NoticeAction => ({
  id: row.id,
  workspaceId: row.workspace_id,
  name: row.name,
  dueDate: row.due_date,
  responsibleId: row.responsible_id,
  creatorId: row.creator_id,
});

/** History values keep the first 200 characters of a note or a corrective action's text. */
export const historyExcerpt = (text: string): string => [...text].slice(0, 200).join('');
