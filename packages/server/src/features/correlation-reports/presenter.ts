import {
  correlationDefinitionSchema,
  correlationResultSchema,
  isSearchByDate,
  messageCodes,
  type CorrelationResult,
  type MessageCode,
  type ReportDetail,
  type ReportStatus,
  type ReportSummary,
} from '@sentio/domain';
import type { ReportRow } from './repository.js';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const statuses: readonly ReportStatus[] = ['PREPARING', 'READY', 'ERROR'];
const codeOf = (code: string | null): MessageCode | null =>
  code !== null && (messageCodes as readonly string[]).includes(code) ? (code as MessageCode) : null;

/** A stored report as the contract lists it (`reportSummarySchema`). */
export function presentReport(row: ReportRow): ReportSummary {
  const definition = correlationDefinitionSchema.parse(row.definition);
  const status = statuses.find((s) => s === row.status) ?? 'ERROR';
  return {
    id: row.id,
    kind: 'CORRELATION',
    name: row.name,
    description: row.description,
    status,
    errorCode: status === 'ERROR' ? (codeOf(row.error_code) ?? 'REPORT_NOT_CREATED') : null,
    progress: status === 'READY' ? 100 : row.progress,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    dateBasis: definitionDateBasis(row.date_basis),
    documentCount: row.document_count,
    monthlyRepeat: row.monthly_repeat,
    repeatOf: row.repeat_of,
    createdBy: row.created_by ? { id: row.created_by, name: row.created_by_name ?? '' } : null,
    createdAt: iso(row.created_at),
    finishedAt: row.finished_at ? iso(row.finished_at) : null,
    definition,
  };
}

const definitionDateBasis = (basis: string): ReportSummary['dateBasis'] => (isSearchByDate(basis) ? basis : 'CONTENT_DATE');

/** With its result when ready. */
export function presentReportDetail(row: ReportRow): ReportDetail {
  return { ...presentReport(row), result: storedResult(row) };
}

export function storedResult(row: ReportRow): CorrelationResult | null {
  if (row.status !== 'READY' || row.result === null) return null;
  return correlationResultSchema.parse(row.result);
}
