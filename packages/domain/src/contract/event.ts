import { z } from 'zod';
import { isoDate } from './common.js';

/**
 * UI events: written by the code that changes state, polled by the client every 10 s.
 * `type` tells the client what to refresh (e.g. NOTIFICATION_CREATED → the bell).
 */
/**
 * PROJECT_* carry { projectCode } (and { sourceId } / { taskId }): PROJECT_DOCUMENTS_UPDATED after a batch of
 * documents is stored or classified, so an open data tab refreshes its counts. SOURCE_UPDATED of an analysis
 * upload carries { projectCode, sourceId }.
 */
/** MODEL_* and SOURCE_UPDATED carry { modelId } (and { sourceId }, { versionId }): the client refetches that model's queries. */
export const eventTypes = [
  'NOTIFICATION_CREATED',
  'WORKSPACE_MEMBERSHIP_CHANGED',
  'USER_UPDATED',
  'MODEL_UPDATED',
  'MODEL_TRAINING_UPDATED',
  'SOURCE_UPDATED',
  'PROJECT_UPDATED',
  'PROJECT_DOCUMENTS_UPDATED',
  'PROJECT_TASK_UPDATED',
] as const;
export type EventType = (typeof eventTypes)[number];
export const eventSchema = z.object({
  id: z.string().describe('monotonic id; poll with lastId'),
  type: z.enum(eventTypes),
  payload: z.record(z.string(), z.string()),
  createdAt: isoDate,
});
export type UiEvent = z.infer<typeof eventSchema>;
export const checkpointSchema = z.object({ id: z.string() });
export const eventsQuery = z.strictObject({
  lastId: z.string({ error: 'FIELD_REQUIRED' }).regex(/^\d{1,18}$/, { error: 'FIELD_INVALID' }),
});
export const eventDurationBody = z.strictObject({
  /** What was measured, e.g. the page path or an action name. */
  name: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(300, { error: 'FIELD_TOO_LONG' }),
  durationMs: z
    .number({ error: 'FIELD_INVALID_TYPE' })
    .int()
    .min(0, { error: 'FIELD_TOO_SMALL' })
    .max(86_400_000, { error: 'FIELD_TOO_BIG' }),
});
