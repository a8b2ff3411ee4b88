import { customerEndpoints as e } from '@sentio/domain';
import { transactionPort } from '../../platform/db/transaction.js';
import { route, type RouteDef } from '../../platform/http/route.js';
import { CatalogueLoader } from '../project-documents/catalogue.js';
import { CatalogueRepository } from '../project-documents/catalogue-repository.js';
import type { ProjectAreaDeps } from '../projects/deps.js';
import { projectScope as s } from '../projects/project-access.js';
import { JourneyRepository } from './journey-repository.js';
import { JourneyService } from './journey-service.js';
import { JourneyReportRepository } from './report-repository.js';
import { JourneyReportService } from './report-service.js';

export interface JourneyServices {
  journeys: JourneyService;
  reports: JourneyReportService;
}

/** Customer journeys (docs/customer-journeys.md): journeys with their steps, and the per-step report. */
export function customerJourneysArea(deps: ProjectAreaDeps): { routes: RouteDef[]; services: JourneyServices } {
  const catalogues = new CatalogueLoader(new CatalogueRepository(deps.db), deps.access);
  const journeys = new JourneyService(
    new JourneyRepository(deps.db),
    transactionPort(deps.db, (trx) => ({ journeys: new JourneyRepository(trx) })),
    catalogues,
  );
  const reports = new JourneyReportService(journeys, new JourneyReportRepository(deps.db), catalogues, deps.config.timeZone);
  return {
    routes: [
      route(e.journeyList, ({ auth, query }) => journeys.list(s(auth), query.projectCode ?? null)),
      route(e.journeyCreate, ({ auth, body }) => journeys.create(s(auth), body)),
      route(e.journeyGet, ({ auth, params }) => journeys.get(s(auth), params.id)),
      route(e.journeyUpdate, ({ auth, params, body }) => journeys.update(s(auth), params.id, body)),
      route(e.journeyDelete, ({ auth, params }) => journeys.delete(s(auth), params.id)),
      route(e.journeyReport, ({ auth, params, body }) => reports.report(s(auth), params.id, body)),
    ],
    services: { journeys, reports },
  };
}
