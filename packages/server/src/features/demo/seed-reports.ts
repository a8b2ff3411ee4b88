import {
  correlationReportBody,
  createFilterState,
  encodeFilters,
  fromWall,
  markingTargetBody,
  toWall,
  type MarkingTarget,
  type ReportSummary,
} from '@sentio/domain';
import type { Db } from '../../platform/db/database.js';
import { DEMO_EMAIL } from '../../platform/seed.js';
import type { DocumentService } from '../project-documents/document-service.js';
import type { ProjectScope } from '../projects/project-access.js';
import { demoActor, type DemoActor } from './actor.js';
import { DemoActionsRepository } from './actions-repository.js';
import { startOfUtcDay } from './cx-calendar.js';
import { Random } from './random.js';
import { DemoReportsRepository, type DemoCategory, type MarkingCandidate, type StampStep } from './reports-repository.js';
import { DemoRepository } from './repository.js';
import { DEMO_TEAMMATES } from './seed-actions.js';
import { DEMO_MODEL_CODE } from './seed-model.js';
import { DEMO_PROJECT_CODE } from './seed-project.js';

/**
 * The demo's reports tab (docs/demo-data.md "Reports", docs/reports.md): the two teammates review a few hundred
 * documents of the demo analysis over the last eight months through the real document service — mostly confirming
 * the model, now and then correcting it, a share marked by both of them with some disagreement (so their kappa
 * is neither 0 nor 1), and in the latest week "Teslimat süresi / Delivery time" corrected to "Kargo takibi /
 * Shipment tracking" far more often than before (so the AI success rate shows that category's drift). Then a
 * marking target for the current month (efficiency area) and a correlation report, category × channel over the
 * last 90 days, created and prepared through the correlation reports area, so it is READY on first start.
 */

/** The services the seed drives; the target and the report are left out when their area is not given. */
export interface DemoReportServices {
  documents: Pick<DocumentService, 'mark' | 'approve'>;
  targets?: { create(scope: ProjectScope, code: string, body: typeof markingTargetBody._output): Promise<MarkingTarget> } | null;
  correlation?: {
    reports: { create(scope: ProjectScope, code: string, body: typeof correlationReportBody._output): Promise<ReportSummary> };
    /** The `reports.correlation` job's work, run here so the report is ready when the seed ends. */
    prepare(reportId: string): Promise<void>;
  } | null;
}

export interface DemoReportsOptions {
  /** The moment the story ends; default now. Reviews happen on working days before its day. */
  now?: Date;
  /** The reporting time zone (the marking target's month, the report's days). */
  timeZone: string;
  /** Weeks of reviews back from `now`; default 34 (so the default year-to-date range has two halves to compare). */
  weeks?: number;
  seed?: number;
  /** Told the time each part took (the seed runs on every first start: docs/demo-data.md gives the cost). */
  log?: (step: string, ms: number) => void;
}

export interface DemoReportsResult {
  reviewed: number;
  marks: number;
  approvals: number;
  target: MarkingTarget | null;
  report: ReportSummary | null;
}

/** The category the model gets wrong in the latest week, and the one the teammates put instead (leaf names). */
export const DEMO_DRIFT_CATEGORY = 'Teslimat süresi';
export const DEMO_DRIFT_CORRECTION = 'Kargo takibi';
export const DEMO_REPORT_NAME = 'Kategori × kanal / Category × channel';
export const demoTargetName = (year: number, month: number): string =>
  `İşaretleme hedefi / Marking target ${year}-${String(month).padStart(2, '0')}`;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const DEMO_WORKSPACE_CODE = 'demo';

type Who = 'elif' | 'murat';
/** One thing a teammate does to one document (mark with a category) or to several (approve). */
type Step =
  | { kind: 'mark'; who: Who; documentId: string; categoryId: string; at: Date }
  | { kind: 'approve'; who: Who; documentIds: string[]; at: Date };

/** Per working day of a week `w` weeks back: documents of the drift category and of the others. */
function quota(w: number, weekday: number): { drift: number; other: number } {
  if (w === 0) return { drift: 7, other: 3 };
  // The month before: enough of the drift category in each half of a 30-day range to compare (≥ 10 each).
  if (w < 5) return { drift: 2, other: 2 };
  if (w < 12) return { drift: 1, other: 2 };
  // The early months: one session a week, on Thursdays.
  return weekday === 4 ? { drift: 1, other: 1 } : { drift: 0, other: 0 };
}

/**
 * The review story as steps in time order (pure: same candidates and seed, same steps). Each working day takes
 * documents that arrived in the four days before it (older ones when those run out, as in a small demo); each
 * document gets one of three stories:
 * - approved as the model said (AI_CONFIRMED);
 * - marked by one teammate (the predicted category, or now and then another) and mostly approved by the other
 *   (COMPLETED);
 * - marked by both (Elif, then Murat), who disagree on about a third of them (left MANUAL_CHANGES).
 * Approvals are a weekly session on the week's last working day: one approve call per teammate and week, which
 * keeps the seed's service calls few. A drift-category document in the latest week is corrected to `correction`
 * four times in five.
 */
export function planReviews(
  candidates: readonly MarkingCandidate[],
  categories: readonly DemoCategory[],
  options: { now: Date; weeks: number; seed: number; drift: string; correction: string },
): Step[] {
  const random = new Random(options.seed);
  const leaves = categories.filter((c) => !categories.some((o) => o.parentId === c.id)).map((c) => c.id);
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  /** Another category a person would choose instead: a sibling mostly, sometimes any other leaf. */
  const another = (id: string): string => {
    const siblings = leaves.filter((l) => l !== id && parentOf.get(l) === parentOf.get(id));
    const pool = siblings.length > 0 && random.chance(0.7) ? siblings : leaves.filter((l) => l !== id);
    return pool.length > 0 ? random.pick(pool) : id;
  };
  const used = new Set<string>();
  const steps: Step[] = [];
  const today = startOfUtcDay(options.now).getTime();
  let approvals: Record<Who, string[]> = { elif: [], murat: [] };
  for (let back = options.weeks * 7; back >= 1; back -= 1) {
    const day = new Date(today - back * DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const week = Math.floor((back - 1) / 7);
    const want = quota(week, weekday);
    const from = day.getTime() - 4 * DAY_MS;
    const before = candidates.filter((c) => !used.has(c.id) && c.contentDate < day);
    // What arrived in the four days before, at random; when that is not enough, older ones, newest first.
    const take = (list: MarkingCandidate[], n: number) => {
      const fresh = list.filter((c) => c.contentDate.getTime() >= from);
      const out: MarkingCandidate[] = [];
      while (out.length < n && fresh.length > 0) out.push(...fresh.splice(Math.floor(random.next() * fresh.length), 1));
      const older = list.filter((c) => c.contentDate.getTime() < from);
      while (out.length < n && older.length > 0) out.push(older.pop() as MarkingCandidate);
      for (const c of out) used.add(c.id);
      return out;
    };
    const picked = [
      ...take(
        before.filter((c) => c.predicted === options.drift),
        want.drift,
      ),
      ...take(
        before.filter((c) => c.predicted !== options.drift),
        want.other,
      ),
    ];
    // Working hours in Istanbul (06:30–15:30 UTC): the day's marks one after another, the approvals after them.
    let minute = 6 * 60 + 30;
    const at = () => new Date(day.getTime() + (minute += random.int(3, 9)) * MINUTE_MS);
    for (const doc of picked) {
      const drifted = week === 0 && doc.predicted === options.drift && random.chance(0.8);
      const judged = drifted ? options.correction : random.chance(0.9) ? doc.predicted : another(doc.predicted);
      const story = random.weighted<'approve' | 'mark' | 'both'>([
        ['approve', drifted ? 0 : 0.55],
        ['mark', 0.3],
        ['both', 0.15],
      ]);
      if (story === 'approve') {
        approvals[random.chance(0.7) ? 'murat' : 'elif'].push(doc.id);
      } else if (story === 'mark') {
        const who: Who = random.chance(0.6) ? 'elif' : 'murat';
        steps.push({ kind: 'mark', who, documentId: doc.id, categoryId: judged, at: at() });
        if (random.chance(0.85)) approvals[who === 'elif' ? 'murat' : 'elif'].push(doc.id);
      } else {
        steps.push({ kind: 'mark', who: 'elif', documentId: doc.id, categoryId: judged, at: at() });
        const second = random.chance(0.65) ? judged : judged === doc.predicted ? another(judged) : doc.predicted;
        steps.push({ kind: 'mark', who: 'murat', documentId: doc.id, categoryId: second, at: at() });
      }
    }
    // The week's approval session: its last working day (the next working day falls in the next week, or is today).
    const next = [1, 2, 3].map((d) => back - d).find((b) => ![0, 6].includes(new Date(today - b * DAY_MS).getUTCDay()));
    if (next === undefined || next < 1 || Math.floor((next - 1) / 7) !== week) {
      minute = Math.max(minute, 14 * 60);
      for (const who of ['elif', 'murat'] as const)
        if (approvals[who].length > 0) steps.push({ kind: 'approve', who, documentIds: approvals[who], at: at() });
      approvals = { elif: [], murat: [] };
    }
  }
  return steps;
}

/**
 * The first start's reports demo (main.ts, after the call centre): in the demo user's "demo" workspace, on the demo
 * analysis. Null when either is missing or it was seeded before.
 */
export async function seedDemoReports(
  db: Db,
  services: DemoReportServices,
  options: DemoReportsOptions,
): Promise<DemoReportsResult | null> {
  const target = await new DemoRepository(db).firstWorkspace(DEMO_EMAIL, DEMO_WORKSPACE_CODE);
  return target ? seedReviewsAndReports(db, demoActor(target), DEMO_PROJECT_CODE, services, options) : null;
}

/**
 * Seeds the reviews, the target and the report in the demo analysis `code` of the admin's workspace. Returns null
 * when the analysis is missing or somebody reviewed a document of it already (a second call changes nothing).
 */
export async function seedReviewsAndReports(
  db: Db,
  admin: DemoActor,
  code: string,
  services: DemoReportServices,
  options: DemoReportsOptions,
): Promise<DemoReportsResult | null> {
  const demo = new DemoRepository(db);
  const repo = new DemoReportsRepository(db);
  const workspaceId = admin.scope.id;
  const projectId = await demo.projectIdByCode(workspaceId, code);
  const modelId = await demo.modelIdByCode(workspaceId, DEMO_MODEL_CODE);
  if (!projectId || !modelId || (await repo.hasMarkings(projectId))) return null;
  const now = options.now ?? new Date();
  const weeks = options.weeks ?? 34;

  const [elifId = '', muratId = ''] = await new DemoActionsRepository(db).ensureTeammates(workspaceId, DEMO_TEAMMATES);
  const scopeOf = async (userId: string): Promise<ProjectScope> => {
    const target = await demo.member(userId, workspaceId);
    if (!target) throw new Error('demo teammate is not a member');
    return demoActor(target).scope;
  };
  const scopes: Record<Who, ProjectScope> = { elif: await scopeOf(elifId), murat: await scopeOf(muratId) };

  const categories = await repo.categories(workspaceId, modelId);
  const byName = (name: string) => categories.find((c) => c.name === name)?.id;
  const today = startOfUtcDay(now);
  // Every unreviewed document before today: the story takes the recent ones first, older ones when those run out.
  const candidates = await repo.candidates(projectId, modelId, new Date(0), today);
  const steps = planReviews(candidates, categories, {
    now,
    weeks,
    seed: options.seed ?? 20_261_127,
    drift: byName(DEMO_DRIFT_CATEGORY) ?? mostPredicted(candidates),
    correction: byName(DEMO_DRIFT_CORRECTION) ?? '',
  });

  // Everything the service writes from here on is newer than `since`; each step's rows are moved to its moment.
  const since = await repo.now();
  let marks = 0;
  let approvals = 0;
  const spent = { mark: 0, approve: 0 };
  const timed = async (kind: keyof typeof spent, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    spent[kind] += performance.now() - started;
  };
  const written: StampStep[] = [];
  for (const step of steps) {
    if (step.kind === 'mark') {
      await timed('mark', () =>
        services.documents.mark(scopes[step.who], code, {
          documentId: step.documentId,
          modelCode: DEMO_MODEL_CODE,
          categoryIds: [step.categoryId],
        }),
      );
      written.push({ documentId: step.documentId, action: 'MARK', at: step.at });
      marks += 1;
    } else {
      await timed('approve', () => services.documents.approve(scopes[step.who], code, step.documentIds));
      for (const documentId of step.documentIds) written.push({ documentId, action: 'APPROVE', at: step.at });
      approvals += step.documentIds.length;
    }
  }
  const stamping = performance.now();
  await repo.stamp(projectId, written, since);
  options.log?.(`${marks} marks`, Math.round(spent.mark));
  options.log?.(`${approvals} approvals`, Math.round(spent.approve));
  options.log?.('re-dating', Math.round(performance.now() - stamping));
  const reviewed = new Set(written.map((w) => w.documentId));

  const target = services.targets
    ? await services.targets.create(admin.scope, code, demoTargetBody(now, options.timeZone))
    : null;
  let report: ReportSummary | null = null;
  if (services.correlation) {
    report = await services.correlation.reports.create(admin.scope, code, demoReportBody(now, options.timeZone));
    await services.correlation.prepare(report.id);
  }
  return { reviewed: reviewed.size, marks, approvals, target, report };
}

function mostPredicted(candidates: readonly MarkingCandidate[]): string {
  const counts = new Map<string, number>();
  for (const c of candidates) counts.set(c.predicted, (counts.get(c.predicted) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

/**
 * This month's marking target in the reporting zone: 200 documents by length (short under 80 characters, long
 * from 200) and one or two categories each — about half reached by the last weeks' reviews.
 */
export function demoTargetBody(now: Date, timeZone: string) {
  const wall = toWall(now, timeZone);
  const year = wall.year();
  const month = wall.month() + 1;
  return markingTargetBody.parse({
    name: demoTargetName(year, month),
    year,
    month,
    totalTarget: 200,
    criteria: ['CONTENT_LENGTH', 'CATEGORY_COUNT'],
    lengthTargets: { short: 40, medium: 120, long: 40 },
    lengthLimits: { short: 80, long: 200 },
    categoryCount: { min: 1, max: 2 },
    contentDate: 'CONTENT_DATE',
  });
}

/** Category × channel over the 90 days before today (reporting zone), counted as percentages of each category. */
export function demoReportBody(now: Date, timeZone: string) {
  const today = toWall(now, timeZone).startOf('day');
  const state = createFilterState({
    startDate: fromWall(today.subtract(90, 'day'), timeZone),
    endDate: new Date(fromWall(today, timeZone).getTime() - 1),
  });
  const params = encodeFilters(state, { timeZone });
  for (const key of ['page', 'size', 'tab', 'q']) params.delete(key);
  return correlationReportBody.parse({
    name: DEMO_REPORT_NAME,
    description: 'Demo: hangi konu hangi kanaldan geliyor / Demo: which topics come through which channel',
    xAxis: { kind: 'CATEGORY', modelCode: DEMO_MODEL_CODE },
    yAxis: { kind: 'CHANNEL' },
    filterQuery: params.toString(),
  });
}
