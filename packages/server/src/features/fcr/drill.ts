import type { ProjectScope } from '../projects/project-access.js';
import { parseDrill, type FcrDefinition } from './definition.js';
import type { FcrService } from './fcr-service.js';

/** What the search's `dofc` needs besides the body: the definition of the caller's report, and "now" (pending). */
export interface FcrSearchContext {
  def: FcrDefinition;
  now: Date;
}

/** Resolves a `dofc` value for a search: 400 FCR_DRILL_INVALID when malformed, 404 for a sub-report that is gone. */
export type FcrDrillResolver = (scope: ProjectScope, dofc: string) => Promise<FcrSearchContext>;

/**
 * The search resolves `dofc` with the same definition the report uses (settings, readable analyses, the
 * sub-report), so a bar of the report and the list it opens count the same issues (docs/first-call-resolution.md).
 */
export function fcrDrillResolver(fcr: Pick<FcrService, 'definition'>, clock: () => Date = () => new Date()): FcrDrillResolver {
  return async (scope, dofc) => {
    const drill = parseDrill(dofc);
    const { def } = await fcr.definition(scope, { subReportId: drill.subReportId, dayRange: drill.dayRange });
    return { def, now: clock() };
  };
}
