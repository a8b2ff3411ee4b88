import { customerEndpoints as e } from '@sentio/domain';
import { route, type RouteDef } from '../../platform/http/route.js';
import { documentReads } from '../project-documents/reads.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { FcrRepository } from './fcr-repository.js';
import { FcrService } from './fcr-service.js';
import { FcrReportService } from './report-service.js';

export interface FcrServices {
  fcr: FcrService;
  report: FcrReportService;
}

/** First-call resolution (docs/first-call-resolution.md): the settings, the report and the topic-based sub-reports. */
export function fcrArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: FcrServices } {
  const repo = new FcrRepository(deps.db);
  const fcr = new FcrService(repo);
  const reads = documentReads(deps.db, deps.access);
  const report = new FcrReportService(repo, fcr, (p) => reads.catalogue(p), deps.config.timeZone);
  return {
    routes: [
      route(e.fcrSettings, ({ auth }) => fcr.settings(s(auth))),
      route(e.fcrSettingsUpdate, ({ auth, body }) => fcr.saveSettings(s(auth), body)),
      route(e.fcrReport, ({ auth, body }) => report.report(s(auth), body)),
      route(e.fcrSubReportList, ({ auth }) => fcr.subReports(s(auth))),
      route(e.fcrSubReportCreate, ({ auth, body }) => fcr.createSubReport(s(auth), body)),
      route(e.fcrSubReportDelete, ({ auth, params }) => fcr.deleteSubReport(s(auth), params.id)),
    ],
    services: { fcr, report },
  };
}
