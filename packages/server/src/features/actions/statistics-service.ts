import type { ActionStatistics } from '@sentio/domain';
import type { ProjectAreaDeps } from '../projects/deps.js';
import type { ProjectScope } from '../projects/project-access.js';
import type { EffectService } from './effect-service.js';

const notBuilt = (): never => {
  throw new Error('not built yet');
};

/** FOUNDATION STUB — replaced by the effect part (the statistics tab). */
export class StatisticsService {
  constructor(
    readonly deps: ProjectAreaDeps,
    readonly effects: EffectService,
  ) {}
  get(_scope: ProjectScope): Promise<ActionStatistics> {
    return notBuilt();
  }
}
