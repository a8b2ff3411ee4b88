import type { CorrectiveAction, CorrectiveActionBody } from '@sentio/domain';
import type { ProjectAreaDeps } from '../projects/deps.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { ActionService } from './action-service.js';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

/** FOUNDATION STUB — replaced by the collaboration part (corrective and regulator actions). */
export class CorrectiveService {
  constructor(
    readonly deps: ProjectAreaDeps,
    readonly actions: ActionService,
  ) {}
  list(_scope: ProjectScope, _id: string): Promise<CorrectiveAction[]> {
    return notBuilt();
  }
  add(_scope: ProjectScope, _id: string, _body: CorrectiveActionBody): Promise<CorrectiveAction> {
    return notBuilt();
  }
}
