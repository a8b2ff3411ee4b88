import { z } from 'zod';
import { defineJob } from '../../platform/jobs/queue.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import type { ActionNotices } from './notices.js';

/** Every hour, at minute 5 (docs/actions.md). */
export const REMINDER_CRON = '5 * * * *';

/** FOUNDATION STUB — replaced by the effect part (due-date reminders and overdue notices, clock injected). */
export class ReminderService {
  constructor(
    readonly deps: ProjectAreaDeps,
    readonly notices: ActionNotices,
    readonly now: () => Date = () => new Date(),
  ) {}
  run(): Promise<{ dueSoon: number; overdue: number }> {
    return Promise.resolve({ dueSoon: 0, overdue: 0 });
  }
}

/** `actions.reminders`: sent by the schedule. */
export const defineReminderJob = (reminders: ReminderService) =>
  defineJob({
    name: 'actions.reminders',
    payload: z.object({}),
    retryLimit: 1,
    handler: async () => {
      await reminders.run();
    },
  });
