import { z } from 'zod';
import { okResponse } from './common.js';
import { endpoint } from './endpoint.js';
import { projectCodeParam } from './project.js';
import { searchResponseSchema } from './project-document.js';
import {
  categoryTrendBody,
  categoryTrendSchema,
  efficiencyReportQuery,
  efficiencyReportSchema,
  efficiencySearchBody,
  markingReportSchema,
  markingTargetParams,
  markingTargetSchema,
  reportAvailabilitySchema,
  reportDetailSchema,
  reportExportQuery,
  reportParams,
  reportSummarySchema,
} from './reports.js';
import { correlationReportBody } from '../validation/correlation.js';
import { markingTargetBody } from '../validation/marking-target.js';

const tag = 'reports';
const base = '/api/project/:code';

/**
 * The reports tab (docs/reports.md). The efficiency calls keep their catalogued paths; stored reports, the category
 * trend and the report list are ours. Reads and report creation need PROJECT/READ (an analyst makes reports);
 * marking targets and deleting reports PROJECT/MANAGE; files DOCUMENT/EXPORT. All scoped by the analysis, itself
 * scoped by the session's workspace.
 */
export const reportEndpoints = {
  reportAvailable: endpoint({
    method: 'GET',
    path: `${base}/efficiency/report/available`,
    permission: 'PROJECT/READ',
    tag,
    summary: 'What the reports tab can show: models with reviewed documents, targets, markings, correlation axes',
    params: projectCodeParam,
    response: reportAvailabilitySchema,
  }),
  efficiencyReport: endpoint({
    method: 'GET',
    path: `${base}/efficiency/report`,
    permission: 'PROJECT/READ',
    tag,
    summary: 'AI success rate and marker statistics of one model over a date range',
    params: projectCodeParam,
    query: efficiencyReportQuery,
    response: efficiencyReportSchema,
  }),
  reportCreate: endpoint({
    method: 'POST',
    path: `${base}/efficiency/report/create`,
    permission: 'PROJECT/READ',
    tag,
    summary: 'Create a correlation report: checked at once (name, axes, document limit), then prepared as a job',
    params: projectCodeParam,
    body: correlationReportBody,
    response: reportSummarySchema,
  }),
  reportExport: endpoint({
    method: 'GET',
    path: `${base}/efficiency/report/export`,
    permission: 'DOCUMENT/EXPORT',
    tag,
    summary: 'A correlation report, an efficiency report or a marking report as CSV or XLSX',
    params: projectCodeParam,
    query: reportExportQuery,
    response: z.string(),
  }),
  markingTargetList: endpoint({
    method: 'GET',
    path: `${base}/efficiency/marking`,
    permission: 'PROJECT/READ',
    tag,
    summary: 'Marking-efficiency targets of the analysis, newest period first',
    params: projectCodeParam,
    response: z.array(markingTargetSchema),
  }),
  markingReport: endpoint({
    method: 'GET',
    path: `${base}/:id/efficiency/marking`,
    permission: 'PROJECT/READ',
    tag,
    summary: 'One target against what each marker labelled: totals, length buckets, category counts, daily progress',
    params: markingTargetParams,
    response: markingReportSchema,
  }),
  markingTargetCreate: endpoint({
    method: 'POST',
    path: `${base}/efficiency/marking`,
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Create a marking-efficiency target',
    params: projectCodeParam,
    body: markingTargetBody,
    response: markingTargetSchema,
  }),
  markingTargetDelete: endpoint({
    method: 'DELETE',
    path: `${base}/efficiency/marking/:id`,
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Delete a marking-efficiency target',
    params: markingTargetParams,
    response: okResponse,
  }),
  efficiencyDocumentSearch: endpoint({
    method: 'POST',
    path: `${base}/efficiency/document/search`,
    permission: 'PROJECT/READ',
    tag,
    summary: "The documents of a marking target's bucket (quality, markingGoalId) under the filters",
    params: projectCodeParam,
    body: efficiencySearchBody,
    response: searchResponseSchema,
  }),
  reportList: endpoint({
    method: 'GET',
    path: `${base}/reports`,
    permission: 'PROJECT/READ',
    tag,
    summary: 'Stored reports of the analysis, newest first, with their state',
    params: projectCodeParam,
    response: z.array(reportSummarySchema),
  }),
  reportGet: endpoint({
    method: 'GET',
    path: `${base}/reports/:id`,
    permission: 'PROJECT/READ',
    tag,
    summary: 'One stored report with its result when ready',
    params: reportParams,
    response: reportDetailSchema,
  }),
  reportDelete: endpoint({
    method: 'DELETE',
    path: `${base}/reports/:id`,
    permission: 'PROJECT/MANAGE',
    tag,
    summary: 'Delete a stored report (a running preparation is abandoned)',
    params: reportParams,
    response: okResponse,
  }),
  categoryTrend: endpoint({
    method: 'POST',
    path: `${base}/reports/category-trend`,
    permission: 'PROJECT/READ',
    tag,
    summary: 'Categories of one model over periods with counts, shares and the previous equal range',
    params: projectCodeParam,
    body: categoryTrendBody,
    response: categoryTrendSchema,
  }),
};
