import type { ActionNote, ActionNoteBody } from '@sentio/domain';
import type { ProjectAreaDeps } from '../projects/deps.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { ActionService } from './action-service.js';
import type { ActionNotices } from './notices.js';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

/** FOUNDATION STUB — replaced by the collaboration part (threaded notes with mentions). */
export class NoteService {
  constructor(
    readonly deps: ProjectAreaDeps,
    readonly actions: ActionService,
    readonly notices: ActionNotices,
  ) {}
  list(_scope: ProjectScope, _id: string): Promise<ActionNote[]> {
    return notBuilt();
  }
  add(_scope: ProjectScope, _id: string, _body: ActionNoteBody): Promise<ActionNote> {
    return notBuilt();
  }
}
