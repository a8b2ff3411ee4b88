import {
  actionEndpoints as ae,
  createFilterState,
  encodeFilters,
  endpoints,
  type Action,
  type ActionCreateBody,
  type ActionUpdateBody,
} from '@sentio/domain';
import type { TestApp } from '../../../test/harness.js';
import type { SignedInUser } from '../../../test/factories.js';
import { createModel } from '../../models/test-fixtures.js';
import { seedDocuments, type Analysis, type SeedDocument } from '../../project-documents/test-support.js';

/**
 * The effect tests' analysis: documents on known dates around the pivot 2026-03-01T00:00Z (window 28 days: before =
 * February, after = 1–28 March), with NPS ('nps') and CSAT ('csat', 1–5, satisfied from 4) fields.
 *
 *   window   Delivery (the slice)                                     Payment   Billing   total
 *   before   40: 4 positive, 6 neutral, 30 negative;                    50        10        100
 *            NPS 6×9, 6×7, 18×2; CSAT 10×1, 5×2, 5×3, 5×4, 5×5
 *   after    30: 12 positive, 10 neutral, 8 negative;                   85         5        120
 *            NPS 15×10, 10×8, 5×3; CSAT 2×1, 3×2, 5×3, 10×4, 10×5
 * Outside both windows or never counted: 5 Delivery documents in January, 5 from 29 March (the after window ends
 * before 29 March 00:00), one trashed and one empty Delivery document in March.
 */
export const PIVOT = '2026-03-01T00:00:00.000Z';
export const EFFECT_TREE = [{ name: 'Delivery' }, { name: 'Payment' }, { name: 'Billing' }];

export async function scoredAnalysis(t: TestApp, owner: SignedInUser, code: string): Promise<Analysis> {
  const model = await createModel(owner, { code: `${code}-topics`, categories: EFFECT_TREE });
  await owner.client.call(endpoints.projectCreate, {
    params: { code },
    body: {
      name: `Analysis ${code}`,
      icon: 'preset:chart',
      models: [{ code: model.code, senseType: 'CATEGORY' }],
      channels: ['CALL_CENTER'],
      pipelineStages: ['CLASSIFY'],
      attributes: [
        { code: 'nps', name: 'NPS', type: 'NUMERIC' },
        { code: 'csat', name: 'CSAT', type: 'NUMERIC' },
      ],
    },
  });
  await owner.client.call(endpoints.npsSettingsSave, {
    params: { code },
    body: { npsField: 'nps', csatField: 'csat', csatScaleMax: 5, csatSatisfiedFrom: 4 },
  });
  const project = await t.db
    .selectFrom('project')
    .innerJoin('workspace', 'workspace.id', 'project.workspace_id')
    .select(['project.id', 'project.workspace_id'])
    .where('workspace.code', '=', owner.workspaceCode)
    .where('project.code', '=', code)
    .executeTakeFirstOrThrow();
  const rows = await t.db.selectFrom('model_category').select(['id', 'name']).where('model_id', '=', model.id).execute();
  return {
    id: project.id,
    code,
    workspaceId: project.workspace_id,
    modelId: model.id,
    modelCode: model.code,
    categories: Object.fromEntries(rows.map((r) => [r.name, r.id])),
  };
}

/** n instants spread over [start, start + days), the first at start. */
const spread = (n: number, start: string, days: number): string[] =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(start) + Math.floor((i * days * 86_400_000) / n)).toISOString());

/** Expands counts into a list: {a: 2, b: 1} → [a, a, b]. */
const expand = <T>(pairs: [T, number][]): T[] => pairs.flatMap(([v, n]) => Array.from({ length: n }, () => v));

function group(
  prefix: string,
  category: string,
  dates: string[],
  spec: { sentiment?: [string, number][]; nps?: [number, number][]; csat?: [number, number][] } = {},
): SeedDocument[] {
  const sentiments = expand(spec.sentiment ?? []);
  const nps = expand(spec.nps ?? []);
  const csat = expand(spec.csat ?? []);
  return dates.map((contentDate, i) => ({
    externalId: `${prefix}-${i}`,
    content: `${category} feedback number ${i}`,
    contentDate,
    categories: [category],
    sentiment: sentiments[i] ?? null,
    attributes: { ...(nps[i] === undefined ? {} : { nps: nps[i] }), ...(csat[i] === undefined ? {} : { csat: csat[i] }) },
  }));
}

export async function seedEffectDocuments(t: TestApp, a: Analysis): Promise<void> {
  const before = '2026-02-01T00:00:00.000Z';
  const docs: SeedDocument[] = [
    ...group('del-before', 'Delivery', spread(40, before, 28), {
      sentiment: [
        ['POSITIVE', 4],
        ['NEUTRAL', 6],
        ['NEGATIVE', 30],
      ],
      nps: [
        [9, 6],
        [7, 6],
        [2, 18],
      ],
      csat: [
        [1, 10],
        [2, 5],
        [3, 5],
        [4, 5],
        [5, 5],
      ],
    }),
    ...group('del-after', 'Delivery', spread(30, PIVOT, 28), {
      sentiment: [
        ['POSITIVE', 12],
        ['NEUTRAL', 10],
        ['NEGATIVE', 8],
      ],
      nps: [
        [10, 15],
        [8, 10],
        [3, 5],
      ],
      csat: [
        [1, 2],
        [2, 3],
        [3, 5],
        [4, 10],
        [5, 10],
      ],
    }),
    ...group('pay-before', 'Payment', spread(50, before, 28)),
    ...group('pay-after', 'Payment', spread(85, PIVOT, 28)),
    ...group('bill-before', 'Billing', spread(10, before, 28)),
    ...group('bill-after', 'Billing', spread(5, PIVOT, 28)),
    ...group('del-january', 'Delivery', spread(5, '2026-01-05T00:00:00.000Z', 20), { sentiment: [['POSITIVE', 5]] }),
    ...group('del-late', 'Delivery', spread(5, '2026-03-29T00:00:00.000Z', 10), { sentiment: [['POSITIVE', 5]] }),
    ...group('del-trashed', 'Delivery', ['2026-03-10T00:00:00.000Z'], { sentiment: [['POSITIVE', 1]] }),
    { ...group('del-empty', 'Delivery', ['2026-03-11T00:00:00.000Z'])[0]!, content: '' },
  ];
  const ids = await seedDocuments(t, a, docs);
  await t.db
    .updateTable('project_document')
    .set({ trashed_at: new Date('2026-03-20T00:00:00.000Z') })
    .where('id', '=', ids['del-trashed-0'] ?? '')
    .execute();
}

/**
 * The analysis URL's filter of one category (as the web's evidence keeps it), with a January date range that the
 * effect must drop (its windows replace the dates).
 */
export function categoryFilter(a: Analysis, name: string): string {
  const state = createFilterState({
    startDate: new Date('2026-01-01T00:00:00.000Z'),
    endDate: new Date('2026-01-31T23:59:59.000Z'),
    categoryQueries: [
      {
        fieldName: a.modelCode,
        operand: 'IN',
        ids: [{ _id: a.categories[name] ?? name, code: null, name, sentiment: null, virtual: false, dynamic: false }],
      },
    ],
  });
  const params = encodeFilters(state, { timeZone: 'UTC' });
  for (const p of ['page', 'size', 'tab']) params.delete(p);
  return params.toString();
}

export const createAction = (user: SignedInUser, body: ActionCreateBody): Promise<Action> =>
  user.client.call(ae.actionCreate, { body });

/** Saves `a` with `changes` over its current fields (the body the edit form sends). */
export function saveAction(user: SignedInUser, a: Action, changes: Partial<ActionUpdateBody> = {}): Promise<Action> {
  const body: ActionUpdateBody = {
    name: a.name,
    description: a.description,
    typeId: a.type?.id ?? null,
    priority: a.priority,
    status: a.status,
    dueDate: a.dueDate,
    responsibleId: a.responsible?.id ?? null,
    benefits: a.benefits,
    referenceName: a.referenceName,
    evidence: a.evidence
      ? { projectCode: a.evidence.projectCode, filter: a.evidence.filter, label: a.evidence.label, documentId: a.evidence.documentId }
      : null,
    journeyStep: a.journeyStep ? { journeyId: a.journeyStep.journeyId, stepId: a.journeyStep.stepId } : null,
    version: a.version,
    ...changes,
  };
  return user.client.call(ae.actionUpdate, { params: { id: a.id }, body });
}

/** Moves the action's creation and close to known instants (the API stamps them with the real clock). */
export async function backdate(t: TestApp, id: string, at: { createdAt: string; closedAt?: string }): Promise<void> {
  await t.db
    .updateTable('action')
    .set({ created_at: new Date(at.createdAt), ...(at.closedAt ? { closed_at: new Date(at.closedAt) } : {}) })
    .where('id', '=', id)
    .execute();
}
