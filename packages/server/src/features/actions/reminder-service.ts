import { z } from 'zod';
import { defineJob } from '../../platform/jobs/queue.js';
import { addDays, dayIn } from './days.js';
import type { ActionNotices, NoticeAction } from './notices.js';
import type { ReminderRepository } from './reminder-repository.js';

/** Every hour, at minute 5 (docs/actions.md). */
export const REMINDER_CRON = '5 * * * *';

/**
 * Due-date reminders and overdue notices (docs/actions.md, "Reminders"). Days are those of the reporting time zone;
 * the clock is injected (tests move it). An open action due today or tomorrow is reminded once; one whose due date
 * has passed gets one overdue notice. Moving the due date clears both stamps (the action's save), so the new date is
 * reminded again.
 */
export class ReminderService {
  constructor(
    private readonly repo: ReminderRepository,
    private readonly notices: ActionNotices,
    private readonly timeZone: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The same service on another clock (the tests' way to run the job at a chosen hour). */
  at(now: () => Date, notices: ActionNotices = this.notices): ReminderService {
    return new ReminderService(this.repo, notices, this.timeZone, now);
  }

  /**
   * Claims (stamps) first, then tells: on the embedded database a notice written inside the claiming transaction would
   * wait for that transaction's own connection, and a claim that commits before the notice means a retry never sends
   * twice (a notice that fails is logged by the job and not repeated).
   */
  async run(): Promise<{ dueSoon: number; overdue: number }> {
    const now = this.now();
    const today = dayIn(now, this.timeZone);
    const dueSoon = await this.repo.claimDueSoon(today, addDays(today, 1), now);
    const overdue = await this.repo.claimOverdue(today, now);
    const failures = [
      ...(await this.tell(dueSoon, (a) => this.notices.dueSoon(a))),
      ...(await this.tell(overdue, (a) => this.notices.overdue(a))),
    ];
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} action reminders could not be sent`);
    return { dueSoon: dueSoon.length, overdue: overdue.length };
  }

  /** Tells each action in turn; one failing does not keep the others' notices back. */
  private async tell(actions: readonly NoticeAction[], notice: (a: NoticeAction) => Promise<void>): Promise<unknown[]> {
    const failures: unknown[] = [];
    for (const a of actions) {
      try {
        await notice(a);
      } catch (err) {
        failures.push(err);
      }
    }
    return failures;
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
