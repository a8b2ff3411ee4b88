import { actionEndpoints as e } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import type { ActionService } from './action-service.js';
import { actionCore } from './core.js';
import { collaborationPorts } from './collaboration-ports.js';
import { CorrectiveService } from './corrective-service.js';
import { effectParts } from './effect-parts.js';
import type { EffectService } from './effect-service.js';
import { FollowerService } from './follower-service.js';
import { HistoryRepository } from './history-repository.js';
import { NoteService } from './note-service.js';
import { NotifierNotices } from './notifier-notices.js';
import { defineReminderJob, REMINDER_CRON, type ReminderService } from './reminder-service.js';
import type { StatisticsService } from './statistics-service.js';
import type { ActionTypeService } from './type-service.js';

export interface ActionServices {
  actions: ActionService;
  types: ActionTypeService;
  notes: NoteService;
  followers: FollowerService;
  correctives: CorrectiveService;
  effects: EffectService;
  statistics: StatisticsService;
  /** What the reminder job runs (tests run it with their own clock). */
  reminders: ReminderService;
}

/**
 * The action planner (docs/actions.md): actions and their types, notes, followers, history, corrective actions,
 * the measured effect, statistics, and the hourly due-date reminders.
 */
export function actionsArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: ActionServices } {
  const history = new HistoryRepository(deps.db);
  const notices = new NotifierNotices(deps.db, deps.notifier);
  const { actions, types } = actionCore(deps, history, notices);
  const collaboration = collaborationPorts(deps.db);
  const notes = new NoteService(collaboration, actions, notices);
  const followers = new FollowerService(collaboration, actions);
  const correctives = new CorrectiveService(collaboration, actions);
  const { effects, statistics, reminders } = effectParts(deps, actions, notices);
  const reminderJob = defineReminderJob(reminders);
  deps.jobs.register(reminderJob);
  void deps.jobs.schedule(reminderJob, REMINDER_CRON, {}, { tz: deps.config.timeZone });

  return {
    routes: [
      route(e.actionList, ({ auth, query }) => actions.list(s(auth), query)),
      route(e.actionCreate, ({ auth, body }) => actions.create(s(auth), body)),
      route(e.actionStatistics, ({ auth }) => statistics.get(s(auth))),
      route(e.actionPeople, ({ auth }) => actions.people(s(auth))),
      route(e.actionGet, ({ auth, params }) => actions.get(s(auth), params.id)),
      route(e.actionUpdate, ({ auth, params, body }) => actions.update(s(auth), params.id, body)),
      route(e.actionDelete, ({ auth, params }) => actions.remove(s(auth), params.id)),
      route(e.actionHistory, ({ auth, params }) => actions.history(s(auth), params.id)),
      route(e.actionNotes, ({ auth, params }) => notes.list(s(auth), params.id)),
      route(e.actionNoteAdd, ({ auth, params, body }) => notes.add(s(auth), params.id, body)),
      route(e.actionFollowerAdd, ({ auth, params, body }) => followers.add(s(auth), params.id, body.userId)),
      route(e.actionFollowerRemove, ({ auth, params, query }) => followers.remove(s(auth), params.id, query.userId)),
      route(e.actionCorrectives, ({ auth, params }) => correctives.list(s(auth), params.id)),
      route(e.actionCorrectiveAdd, ({ auth, params, body }) => correctives.add(s(auth), params.id, body)),
      route(e.actionEffect, ({ auth, params, query }) => effects.effect(s(auth), params.id, query.windowDays)),
      route(e.actionTypes, ({ auth }) => types.list(s(auth))),
      route(e.actionTypeCreate, ({ auth, body }) => types.create(s(auth), body)),
      route(e.actionTypeUpdate, ({ auth, params, body }) => types.update(s(auth), params.id, body)),
      route(e.actionTypeDelete, ({ auth, params }) => types.remove(s(auth), params.id)),
    ],
    services: { actions, types, notes, followers, correctives, effects, statistics, reminders },
  };
}
