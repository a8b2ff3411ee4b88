import { z } from 'zod';
import { isoDate } from './common.js';
import { feedbackPeriodTypes } from '../validation/automation.js';
import { projectCodeSchema } from './project.js';

/**
 * Feedback schedule (docs/feedback-schedule.md): per model of an analysis, the analysis's corrected and approved
 * documents go to the model's training data once a period (daily, weekly on a weekday, monthly on a day 1–28), at
 * a wall-clock time of the reporting time zone.
 */
export type FeedbackPeriodType = (typeof feedbackPeriodTypes)[number];
/** Which reviewed documents are sent: those a person corrected, those approved as they were, or both. */
export const feedbackDocumentTypes = ['ALL', 'CORRECTED', 'APPROVED'] as const;
export type FeedbackDocumentType = (typeof feedbackDocumentTypes)[number];

const optionalInt = z.number({ error: 'FIELD_INVALID_TYPE' }).int({ error: 'FIELD_INVALID_TYPE' }).nullish();

export const feedbackPeriodBody = z
  .strictObject({
    /** Optional; when sent it must be the analysis of the address (PROJECT_CODE_MISMATCH). */
    projectCode: z.string({ error: 'FIELD_INVALID_TYPE' }).max(100).nullish(),
    modelCode: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(100),
    documentType: z.enum(feedbackDocumentTypes, { error: 'FIELD_REQUIRED' }),
    type: z.enum(feedbackPeriodTypes, { error: 'FIELD_REQUIRED' }),
    /** Day of the month, 1–28 (every month has it): MONTHLY only. */
    repeatDay: optionalInt,
    /** ISO weekday, 1 = Monday … 7 = Sunday: WEEKLY only. */
    repeatWeekDay: optionalInt,
    /** 'HH:mm', 24-hour, reporting time zone. */
    repeatTime: z
      .string({ error: 'FIELD_REQUIRED' })
      .trim()
      // An empty time is "required", not also "invalid".
      .min(1, { error: 'FIELD_REQUIRED', abort: true })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'FIELD_INVALID' }),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'MONTHLY') {
      if (b.repeatDay === null || b.repeatDay === undefined) {
        ctx.addIssue({ code: 'custom', message: 'FIELD_REQUIRED', path: ['repeatDay'] });
      } else if (b.repeatDay < 1 || b.repeatDay > 28) {
        ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID', path: ['repeatDay'] });
      }
    }
    if (b.type === 'WEEKLY') {
      if (b.repeatWeekDay === null || b.repeatWeekDay === undefined) {
        ctx.addIssue({ code: 'custom', message: 'FIELD_REQUIRED', path: ['repeatWeekDay'] });
      } else if (b.repeatWeekDay < 1 || b.repeatWeekDay > 7) {
        ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID', path: ['repeatWeekDay'] });
      }
    }
  });
export type FeedbackPeriodBody = z.input<typeof feedbackPeriodBody>;

export const feedbackScheduleSchema = z.object({
  projectCode: z.string(),
  modelCode: z.string(),
  modelName: z.string(),
  documentType: z.enum(feedbackDocumentTypes),
  type: z.enum(feedbackPeriodTypes),
  repeatDay: z.number().int().nullable(),
  repeatWeekDay: z.number().int().nullable(),
  repeatTime: z.string(),
  updatedAt: isoDate,
  /** The latest period run: when, and how many documents it sent. */
  lastRunAt: isoDate.nullable(),
  lastSentCount: z.number().int().nullable(),
  /** Documents sent by the schedule, every run together. */
  sentTotal: z.number().int(),
});
export type FeedbackSchedule = z.infer<typeof feedbackScheduleSchema>;

/** A model of the analysis that can take feedback, with what the schedule form needs. */
export const feedbackModelFieldSchema = z.object({
  modelCode: z.string(),
  modelName: z.string(),
  senseType: z.string(),
  dataType: z.string(),
  /** Reviewed documents not yet sent to this model. */
  pending: z.number().int(),
  sent: z.number().int(),
});
export type FeedbackModelField = z.infer<typeof feedbackModelFieldSchema>;

export const feedbackScheduleParams = z.strictObject({
  code: projectCodeSchema,
  model: z.string().min(1).max(100),
});
