import type { ProjectAreaDeps } from '../projects/deps.js';
import { documentReads } from '../project-documents/reads.js';
import { EffectRepository } from './effect-repository.js';
import { EffectService, type ActionLookup } from './effect-service.js';
import type { ActionNotices } from './notices.js';
import { ReminderRepository } from './reminder-repository.js';
import { ReminderService } from './reminder-service.js';
import { StatisticsRepository } from './statistics-repository.js';
import { StatisticsService } from './statistics-service.js';

/** The measuring side of the action planner, built over its repositories: the effect, the statistics and the reminders. */
export function effectParts(deps: ProjectAreaDeps, actions: ActionLookup, notices: ActionNotices) {
  const timeZone = deps.config.timeZone;
  const effects = new EffectService(actions, new EffectRepository(deps.db), deps.access, documentReads(deps.db, deps.access), timeZone);
  const statistics = new StatisticsService(new StatisticsRepository(deps.db), effects, timeZone);
  const reminders = new ReminderService(new ReminderRepository(deps.db), notices, timeZone);
  return { effects, statistics, reminders };
}
