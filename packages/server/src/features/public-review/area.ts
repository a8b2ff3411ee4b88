import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { RouteDef } from '../../platform/http/route.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventRepository } from '../events/repository.js';
import type { ModelAccess } from '../models/model-access.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ProjectAccess } from '../projects/project-access.js';
import { PublicReviewRepository } from './repository.js';
import { publicReviewRoutes } from './routes.js';
import { PublicReviewService, type TemplatePublication } from './service.js';

/** Every 15 minutes: requests pending longer than the review time remind the operators (once each). */
export const PUBLIC_REVIEW_REMIND_CRON = '*/15 * * * *';

export interface PublicReviewDeps {
  db: Db;
  projects: ProjectAccess;
  models: ModelAccess;
  notifier: Notifier;
  mailer: Mailer;
  events: EventRepository;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * Make-public review (docs/public-review.md): analyses' requests, withdrawing, the operators' queue and the
 * `public-review.remind` schedule.
 */
export function publicReviewArea(deps: PublicReviewDeps): {
  routes: RouteDef[];
  services: { review: PublicReviewService; clock: { now(): Date }; publication: { current: TemplatePublication | null } };
} {
  const clock = { now: () => new Date() };
  const publication: { current: TemplatePublication | null } = { current: null };
  const review = new PublicReviewService({
    publication,
    repo: new PublicReviewRepository(deps.db),
    projects: deps.projects,
    models: deps.models,
    notifier: deps.notifier,
    mailer: deps.mailer,
    events: deps.events,
    log: deps.log,
    publicUrl: deps.publicUrl,
    clock,
  });
  const remind = defineJob({
    name: 'public-review.remind',
    payload: z.object({}),
    retryLimit: 0,
    handler: async () => {
      await review.remind();
    },
  });
  deps.jobs.register(remind);
  void deps.jobs.schedule(remind, PUBLIC_REVIEW_REMIND_CRON, {});
  return { routes: publicReviewRoutes(review), services: { review, clock, publication } };
}
