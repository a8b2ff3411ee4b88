import { z } from 'zod';
import { okResponse } from './common.js';
import { endpoint } from './endpoint.js';
import {
  feedbackModelFieldSchema,
  feedbackPeriodBody,
  feedbackScheduleParams,
  feedbackScheduleSchema,
} from './feedback-schedule.js';
import { projectCodeParam } from './project.js';

const tag = 'feedback-schedule';

/** The feedback schedule of an analysis's models (docs/feedback-schedule.md). */
export const feedbackScheduleEndpoints = {
  feedbackPeriodSave: endpoint({
    method: 'POST',
    path: '/api/project/:code/:model/feedback/period',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: "Set the model's feedback schedule (replaces the one it had)",
    params: feedbackScheduleParams,
    body: feedbackPeriodBody,
    response: feedbackScheduleSchema,
  }),
  feedbackPeriodList: endpoint({
    method: 'GET',
    path: '/api/project/:code/feedback/period',
    permission: 'PROJECT/READ',
    tag,
    summary: "Feedback schedules of the analysis's models, with their last run",
    params: projectCodeParam,
    response: z.array(feedbackScheduleSchema),
  }),
  feedbackPeriodDelete: endpoint({
    method: 'DELETE',
    path: '/api/project/:code/:model/feedback/period',
    permission: 'PROJECT/MANAGE',
    tag,
    summary: "Remove the model's feedback schedule",
    params: feedbackScheduleParams,
    response: okResponse,
  }),
  feedbackModelFields: endpoint({
    method: 'GET',
    path: '/api/project/:code/feedback/model-fields',
    permission: 'PROJECT/READ',
    tag,
    summary: 'Models of the analysis that can take feedback, with their pending and sent counts',
    params: projectCodeParam,
    response: z.array(feedbackModelFieldSchema),
  }),
};
