import { reportEndpoints as e } from '@sentio/domain';
import { sendDownload } from '../../platform/http/download.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { projectScope as s } from '../projects/project-access.js';
import { exportReport } from './export.js';
import type { EfficiencyExports } from './ports.js';
import type { ReportService } from './service.js';

/** The stored-report calls (docs/reports.md): each a declaration over one service call. */
export function reportRoutes(reports: ReportService, efficiency: EfficiencyExports | null): RouteDef[] {
  return [
    route(e.reportCreate, ({ auth, params, body }) => reports.create(s(auth), params.code, body)),
    route(e.reportList, ({ auth, params }) => reports.list(s(auth), params.code)),
    route(e.reportGet, ({ auth, params }) => reports.get(s(auth), params.code, params.id)),
    route(e.reportDelete, ({ auth, params }) => reports.delete(s(auth), params.code, params.id)),
    route(e.reportExport, async ({ auth, params, query, reply }) => {
      const file = await exportReport(reports, efficiency, s(auth), params.code, query);
      await sendDownload(reply, file.fileName, file.mime, file.bytes);
      return '';
    }),
  ];
}
