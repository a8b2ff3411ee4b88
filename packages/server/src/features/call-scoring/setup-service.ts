import {
  toWall,
  type callScoringBody,
  type HistoryEntry,
  type Page,
  type ScoringSetup,
  type scriptControlBody,
} from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { CallSetupRepository, NewHistoryEntry, VersionRow } from './setup-repository.js';
import { defaultVersion, diffRules, diffScript, versionedSet, type VersionedSet } from './versions.js';

/** The clock of call scoring: tests move `now` to check the 00:00 rule. */
export interface CallClock {
  now(): Date;
}

export interface SetupPorts {
  setup: CallSetupRepository;
  access: ProjectAccess;
  transaction: TransactionPort<{ setup: CallSetupRepository }>;
  clock: CallClock;
  timeZone: string;
}

/** Writes of call scoring are for dialogue analyses only (docs/call-scoring.md). */
export function requireDialogue(project: ProjectRow): void {
  if (project.data_type !== 'DIALOGUE') throw errors.badRequest('CALL_SCORING_DIALOGUE_ONLY');
}

/**
 * The rule set and script of an analysis (docs/call-scoring.md): read as the latest version (or the built-in
 * default); a save writes version N+1 in force from the next local 00:00 of the reporting zone, with one history
 * entry per change. A save that changes nothing writes nothing.
 */
export class CallSetupService {
  constructor(private readonly p: SetupPorts) {}

  /** The local date of the next 00:00 after `now` in the reporting zone. */
  nextDay(now: Date = this.p.clock.now()): string {
    return toWall(now, this.p.timeZone).startOf('day').add(1, 'day').format('YYYY-MM-DD');
  }

  async setup(scope: ProjectScope, code: string): Promise<ScoringSetup> {
    const project = await this.p.access.require(scope, code);
    return present(await this.p.setup.latest(scope.id, project.id));
  }

  async saveRules(scope: ProjectScope, code: string, body: z.output<typeof callScoringBody>): Promise<ScoringSetup> {
    return this.save(scope, code, (latest, at) => {
      const next = { ...latest, minCallDuration: body.minCallDuration, rules: body.rules };
      return { next, history: diffRules(latest, next, at) };
    });
  }

  async saveScript(scope: ProjectScope, code: string, body: z.output<typeof scriptControlBody>): Promise<ScoringSetup> {
    return this.save(scope, code, (latest, at) => {
      const next = { ...latest, script: body };
      return { next, history: diffScript(latest.script, body, at) };
    });
  }

  async history(scope: ProjectScope, code: string, page: number, size: number): Promise<Page<HistoryEntry>> {
    const project = await this.p.access.require(scope, code);
    const { rows, total } = await this.p.setup.history(scope.id, project.id, page, size);
    return {
      content: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        criterion: r.criterion as HistoryEntry['criterion'],
        version: r.version,
        effectiveFrom: r.effectiveFrom,
        changes: r.changes,
        userName: r.userName,
        at: r.at.toISOString(),
      })),
      page,
      size,
      total,
    };
  }

  private async save(
    scope: ProjectScope,
    code: string,
    change: (
      latest: VersionedSet,
      at: { version: number; effectiveFrom: string; userId: string },
    ) => { next: VersionedSet; history: NewHistoryEntry[] },
  ): Promise<ScoringSetup> {
    const project = await this.p.access.require(scope, code);
    requireDialogue(project);
    const effectiveFrom = this.nextDay();
    const saved = await this.p.transaction(async ({ setup }) => {
      await setup.lockProject(scope.id, project.id);
      const row = await setup.latest(scope.id, project.id);
      const latest = row ? versionedSet(row) : defaultVersion;
      const version = latest.version + 1;
      const { next, history } = change(latest, { version, effectiveFrom, userId: scope.userId });
      if (history.length === 0) return row;
      await setup.insertVersion(scope.id, project.id, { ...next, version, effectiveFrom }, scope.userId);
      await setup.addHistory(scope.id, project.id, history);
      return setup.latest(scope.id, project.id);
    });
    return present(saved);
  }
}

function present(row: VersionRow | undefined): ScoringSetup {
  const set = row ? versionedSet(row) : defaultVersion;
  const { matchThreshold, ...script } = set.script;
  return {
    version: set.version,
    effectiveFrom: set.effectiveFrom,
    minCallDuration: set.minCallDuration,
    rules: [...set.rules],
    script,
    matchThreshold,
    updatedAt: row ? row.createdAt.toISOString() : null,
    updatedBy: row?.createdBy ?? null,
  };
}
