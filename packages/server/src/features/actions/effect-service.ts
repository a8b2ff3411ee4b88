import type { ActionEffect } from '@sentio/domain';
import type { ProjectAreaDeps } from '../projects/deps.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { ActionService } from './action-service.js';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

/** FOUNDATION STUB — replaced by the effect part (the evidence slice before and after, with its tests). */
export class EffectService {
  constructor(
    readonly deps: ProjectAreaDeps,
    readonly actions: ActionService,
  ) {}
  effect(_scope: ProjectScope, _id: string, _windowDays: number): Promise<ActionEffect> {
    return notBuilt();
  }
}
