import {
  toWall,
  type AgentDetail,
  type agentDetailQuery,
  type AgentList,
  type AgentRow,
  type CriterionSummary,
  type ScoringCriterion,
} from '@sentio/domain';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import { presentCall } from './presenter.js';
import type { CallFilter, CallReadRepository, CriterionGroup, ScoreGroup } from './read-repository.js';
import type { CallSetupRepository } from './setup-repository.js';
import { defaultVersion } from './versions.js';

type Scope = { workspaceId: string; projectId: string };
const round1 = (v: number | null): number | null => (v === null ? null : Math.round(v * 10) / 10);
/** The most days a daily series fills in with empty days; a longer range lists only the days with calls. */
const MAX_FILLED_DAYS = 400;
const WORST_CALLS = 20;

/** The previous range of equal length, ending just before this one starts. */
function previousRange(f: CallFilter): CallFilter {
  const start = new Date(f.startDate).getTime();
  const end = new Date(f.endDate).getTime();
  return { ...f, startDate: new Date(start - (end - start) - 1).toISOString(), endDate: new Date(start - 1).toISOString() };
}

/** Local dates from the range's first to its last day (YYYY-MM-DD), or every `step` of them (Mondays for weeks). */
function localDays(f: CallFilter, timeZone: string, weeks: boolean): string[] {
  let day = toWall(new Date(f.startDate), timeZone).startOf('day');
  const last = toWall(new Date(f.endDate), timeZone).startOf('day');
  // Weeks start on Monday, as PostgreSQL's date_trunc('week') does.
  if (weeks) day = day.subtract((day.day() + 6) % 7, 'day');
  const out: string[] = [];
  while (!day.isAfter(last) && out.length <= MAX_FILLED_DAYS) {
    out.push(day.format('YYYY-MM-DD'));
    day = day.add(weeks ? 7 : 1, 'day');
  }
  return out;
}

/** The criterion of lowest attainment; criteria that never applied are not "weak". */
function weakest(groups: readonly CriterionGroup[]): ScoringCriterion | null {
  const ranked = groups.filter((g) => g.attainment !== null).sort((a, b) => (a.attainment as number) - (b.attainment as number));
  return (ranked[0]?.criterion as ScoringCriterion | undefined) ?? null;
}

/**
 * Agents of an analysis over a date range (docs/call-scoring.md): calls, included calls (at least the minimum call
 * duration), the mean score of the included calls against the previous range of equal length, a weekly trend
 * (Monday weeks of the reporting zone) and the weakest criterion; one agent's detail adds the criteria from
 * weakest, a daily series and the included calls that lost the most points. Calls without an agent count in the
 * totals only.
 */
export class AgentService {
  constructor(
    private readonly p: { read: CallReadRepository; setup: CallSetupRepository; access: ProjectAccess; timeZone: string },
  ) {}

  async list(scope: ProjectScope, code: string, f: CallFilter): Promise<AgentList> {
    const project = await this.p.access.require(scope, code);
    const target = { workspaceId: scope.id, projectId: project.id };
    const [agents, [all], [previousAll], latest] = await Promise.all([
      this.rows(target, f),
      this.p.read.groups(target, f, 'all'),
      this.p.read.groups(target, previousRange(f), 'all'),
      this.p.setup.latest(scope.id, project.id),
    ]);
    return {
      agents,
      totals: {
        calls: all?.calls ?? 0,
        includedCalls: all?.included ?? 0,
        meanScore: round1(all?.mean ?? null),
        previousMeanScore: round1(previousAll?.mean ?? null),
      },
      minCallDuration: latest?.minCallDuration ?? defaultVersion.minCallDuration,
    };
  }

  async detail(scope: ProjectScope, code: string, agentId: string, q: z.output<typeof agentDetailQuery>): Promise<AgentDetail> {
    const project = await this.p.access.require(scope, code);
    const target = { workspaceId: scope.id, projectId: project.id };
    const known = await this.p.read.agent(target, agentId);
    if (!known) throw errors.notFound('NOT_FOUND');
    const f: CallFilter = { ...q, agentId };
    const [rows, criteria, days, worst] = await Promise.all([
      this.rows(target, f),
      this.p.read.criteria(target, f, false),
      this.p.read.groups(target, f, 'day'),
      this.p.read.worst(target, f, WORST_CALLS),
    ]);
    const agent: AgentRow = rows[0] ?? {
      agentId,
      agentName: known.name,
      calls: 0,
      includedCalls: 0,
      meanScore: null,
      previousMeanScore: null,
      trend: [],
      meanDuration: null,
      weakestCriterion: null,
    };
    const byDay = new Map(days.map((d) => [d.key, d]));
    const range = localDays(f, this.p.timeZone, false);
    const dayKeys = range.length > MAX_FILLED_DAYS ? [...byDay.keys()].sort() : range;
    return {
      agent,
      criteria: criteria.map(summary).sort(byAttainment),
      daily: dayKeys.map((day) => ({ day, meanScore: round1(byDay.get(day)?.mean ?? null), calls: byDay.get(day)?.calls ?? 0 })),
      worstCalls: worst.map(presentCall),
    };
  }

  /** One row per agent of the filter, by name. */
  private async rows(target: Scope, f: CallFilter): Promise<AgentRow[]> {
    const [groups, previous, weeks, criteria] = await Promise.all([
      this.p.read.groups(target, f, 'agent'),
      this.p.read.groups(target, previousRange(f), 'agent'),
      this.p.read.groups(target, f, 'agentWeek'),
      this.p.read.criteria(target, f, true),
    ]);
    const prev = new Map(previous.map((g) => [g.key, g]));
    const week = new Map(weeks.map((g) => [g.key, g]));
    const weekStarts = localDays(f, this.p.timeZone, true);
    return groups
      .map((g: ScoreGroup): AgentRow => ({
        agentId: g.key,
        agentName: g.name,
        calls: g.calls,
        includedCalls: g.included,
        meanScore: round1(g.mean),
        previousMeanScore: round1(prev.get(g.key)?.mean ?? null),
        trend: weekStarts.map((start) => {
          const w = week.get(`${g.key}|${start}`);
          return { start, meanScore: round1(w?.mean ?? null), calls: w?.calls ?? 0 };
        }),
        meanDuration: round1(g.duration),
        weakestCriterion: weakest(criteria.filter((c) => c.key === g.key)),
      }))
      .sort((a, b) => (a.agentName ?? a.agentId).localeCompare(b.agentName ?? b.agentId, 'tr'));
  }
}

function summary(c: CriterionGroup): CriterionSummary {
  return {
    criterion: c.criterion as ScoringCriterion,
    maxScore: c.maxScore ?? 0,
    meanPoints: round1(c.meanPoints),
    applicableCalls: c.applicable,
    lostCalls: c.lost,
    attainment: round1(c.attainment),
  };
}

/** Weakest first; criteria that never applied last. */
const byAttainment = (a: CriterionSummary, b: CriterionSummary): number =>
  (a.attainment ?? Number.POSITIVE_INFINITY) - (b.attainment ?? Number.POSITIVE_INFINITY) ||
  a.criterion.localeCompare(b.criterion);
