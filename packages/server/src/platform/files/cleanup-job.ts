import { z } from 'zod';
import { defineJob, type JobQueue } from '../jobs/queue.js';
import type { FileStore } from './file-store.js';

export const filesCleanupJob = (store: FileStore) =>
  defineJob({
    name: 'files.cleanup',
    payload: z.object({}),
    handler: async () => {
      await store.cleanupExpired();
    },
    retryLimit: 1,
    expireInSeconds: 600,
  });

/** Hourly, at minute 7 (away from the top of the hour other cron work favours). */
export async function registerFileJobs(queue: JobQueue, store: FileStore): Promise<void> {
  const job = filesCleanupJob(store);
  queue.register(job);
  await queue.schedule(job, '7 * * * *', {});
}
