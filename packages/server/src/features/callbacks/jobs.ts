import { z } from 'zod';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';
import type { DeliveryService } from './delivery-service.js';

/** Every minute: deliveries whose retry is due, and those a stopped or crashed process left behind. */
export const SWEEP_CRON = '* * * * *';

const target = z.object({ workspaceId: z.uuid(), projectId: z.uuid() });

/** `callbacks.deliver`: the due deliveries of one analysis; one at a time per analysis (singleton key). */
export const defineDeliverJob = (service: () => DeliveryService) =>
  defineJob({
    name: 'callbacks.deliver',
    payload: target,
    retryLimit: 1,
    expireInSeconds: 1800,
    concurrency: 2,
    handler: async (p, ctx) => {
      await service().deliver(p.workspaceId, p.projectId, ctx.signal);
    },
  });

/** `callbacks.sweep`: wakes the deliver job of every analysis with a due delivery. */
export const defineSweepJob = (service: () => DeliveryService) =>
  defineJob({
    name: 'callbacks.sweep',
    payload: z.object({}),
    retryLimit: 0,
    handler: async () => {
      await service().sweep();
    },
  });

export type DeliverJob = ReturnType<typeof defineDeliverJob>;

/** Sends the deliver job of an analysis; while one is queued or running for it, another send is dropped. */
export const waker = (jobs: JobQueue, job: DeliverJob) => async (workspaceId: string, projectId: string) => {
  await jobs.send(job, { workspaceId, projectId }, { singletonKey: `callbacks:${projectId}` });
};
