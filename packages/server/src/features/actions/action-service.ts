import type {
  Action,
  ActionCreateBody,
  ActionHistoryEntry,
  ActionList,
  ActionListQuery,
  ActionUpdateBody,
  ActionUser,
} from '@sentio/domain';
import type { ProjectAreaDeps } from '../projects/deps.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { HistoryRepository } from './history-repository.js';
import type { ActionNotices } from './notices.js';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

/** FOUNDATION STUB — replaced by the actions core (list, create, get, save with optimistic locking, delete, history). */
export class ActionService {
  constructor(
    readonly deps: ProjectAreaDeps,
    readonly historyRepo: HistoryRepository,
    readonly notices: ActionNotices,
  ) {}
  list(_scope: ProjectScope, _query: ActionListQuery): Promise<ActionList> {
    return notBuilt();
  }
  create(_scope: ProjectScope, _body: ActionCreateBody): Promise<Action> {
    return notBuilt();
  }
  people(_scope: ProjectScope): Promise<ActionUser[]> {
    return notBuilt();
  }
  get(_scope: ProjectScope, _id: string): Promise<Action> {
    return notBuilt();
  }
  update(_scope: ProjectScope, _id: string, _body: ActionUpdateBody): Promise<Action> {
    return notBuilt();
  }
  remove(_scope: ProjectScope, _id: string): Promise<{ ok: true }> {
    return notBuilt();
  }
  history(_scope: ProjectScope, _id: string): Promise<ActionHistoryEntry[]> {
    return notBuilt();
  }
}
