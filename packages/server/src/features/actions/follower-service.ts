import type { Action } from '@sentio/domain';
import type { ProjectAreaDeps } from '../projects/deps.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { ActionService } from './action-service.js';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

/** FOUNDATION STUB — replaced by the collaboration part (followers). */
export class FollowerService {
  constructor(
    readonly deps: ProjectAreaDeps,
    readonly actions: ActionService,
  ) {}
  add(_scope: ProjectScope, _id: string, _userId: string): Promise<Action> {
    return notBuilt();
  }
  remove(_scope: ProjectScope, _id: string, _userId: string): Promise<Action> {
    return notBuilt();
  }
}
