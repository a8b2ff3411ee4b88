import { endpoints } from '@sentio/domain';
import { z } from 'zod';
import { route, type RouteDef } from '../../platform/http/route.js';
import { defineJob } from '../../platform/jobs/queue.js';
import type { FeedbackService } from '../project-documents/feedback-service.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { FeedbackScheduleRepository } from './repository.js';
import { FeedbackScheduleService } from './service.js';

/** Every five minutes: a schedule runs within five minutes of its time (pg-boss sends one per tick across processes). */
export const FEEDBACK_SCHEDULE_CRON = '*/5 * * * *';

/**
 * The feedback schedule (docs/feedback-schedule.md): the `feedback/period` calls and the job that sends each due
 * period's corrected and approved documents to the model through the documents area's feedback path.
 */
export function feedbackSchedulesArea(
  deps: ProjectAreaDeps,
  uses: { feedback: FeedbackService },
): { routes: RouteDef[]; service: FeedbackScheduleService } {
  const service = new FeedbackScheduleService(
    new FeedbackScheduleRepository(deps.db),
    deps.access,
    uses.feedback,
    deps.config.timeZone,
    deps.log,
  );
  const tick = defineJob({
    name: 'feedback-schedules.tick',
    payload: z.object({}),
    handler: async () => {
      await service.tick();
    },
    retryLimit: 0,
  });
  deps.jobs.register(tick);
  void deps.jobs.schedule(tick, FEEDBACK_SCHEDULE_CRON, {}, { tz: deps.config.timeZone });
  return {
    routes: [
      route(endpoints.feedbackPeriodSave, ({ auth, params, body }) => service.save(s(auth), params.code, params.model, body)),
      route(endpoints.feedbackPeriodList, ({ auth, params }) => service.list(s(auth), params.code)),
      route(endpoints.feedbackPeriodDelete, async ({ auth, params }) => {
        await service.delete(s(auth), params.code, params.model);
        return { ok: true as const };
      }),
      route(endpoints.feedbackModelFields, ({ auth, params }) => service.modelFields(s(auth), params.code)),
    ],
    service,
  };
}
