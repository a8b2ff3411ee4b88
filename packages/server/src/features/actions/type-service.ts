import type { ActionType, ActionTypeBody } from '@sentio/domain';
import type { ProjectAreaDeps } from '../projects/deps.js';
import type { ProjectScope } from '../projects/project-access.js';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

/** FOUNDATION STUB — replaced by the actions core (the managed list of action types). */
export class ActionTypeService {
  constructor(readonly deps: ProjectAreaDeps) {}
  list(_scope: ProjectScope): Promise<ActionType[]> {
    return notBuilt();
  }
  create(_scope: ProjectScope, _body: ActionTypeBody): Promise<ActionType> {
    return notBuilt();
  }
  update(_scope: ProjectScope, _id: string, _body: ActionTypeBody): Promise<ActionType> {
    return notBuilt();
  }
  remove(_scope: ProjectScope, _id: string): Promise<{ ok: true }> {
    return notBuilt();
  }
}
