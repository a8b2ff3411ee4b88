import { endpoints, type MarkingTargetBody } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';
import type { SignedInUser } from '../../test/factories.js';
import { modelWorkspace } from '../model-training/test-support.js';
import { member } from '../models/test-fixtures.js';
import { createAnalysis, type Analysis } from '../project-documents/test-support.js';

/**
 * The efficiency area's fixture (docs/reports.md): an analysis whose documents carry a known model prediction
 * (inserted as the ingest stores it, with a version of known training figures), then marked and approved through
 * the real routes by three people, so every figure of the reports can be worked out by hand:
 *
 *   doc  predicted  content  actions (in order)                                   final     rows
 *   d1   A          10 ch    manager approves                                       A         1
 *   d2   A          30 ch    analyst marks B; manager approves                      B         1
 *   d3   A, B       70 ch    analyst marks A; owner marks A; manager approves       A         1
 *   d4   (nothing)  15 ch    analyst marks C; owner marks B                         B         1
 *   d5   B          40 ch    manager approves                                       B         1
 *   d6   A          5 ch     —                                                      A         1
 *   d7   (no model) 19 ch    manager approves (rows A, C: two categories)           A, C      2
 *   d8   (no model) 25 ch    manager approves (no rows)                             —         0
 *
 * A = Delivery, B = Billing, C = App. Content dates are in January 2026.
 */
export interface EfficiencyCast {
  owner: SignedInUser;
  manager: SignedInUser;
  analyst: SignedInUser;
  outsider: SignedInUser;
  analysis: Analysis;
  versionId: string;
  /** External id → document id. */
  docs: Record<string, string>;
  A: string;
  B: string;
  C: string;
}

const text = (n: number) => 'x'.repeat(n);

export async function efficiencyCast(t: TestApp, company: string, code: string): Promise<EfficiencyCast> {
  const ws = await modelWorkspace(t, company);
  const manager = await member(t, ws.owner, 'MANAGER');
  const analysis = await createAnalysis(t, ws.owner, ws.model, code);
  const [A, B, C] = ['Delivery', 'Billing', 'App'].map((n) => analysis.categories[n] ?? '') as [string, string, string];
  const version = await t.db
    .insertInto('model_version')
    .values({
      model_id: analysis.modelId,
      workspace_id: analysis.workspaceId,
      number: 1,
      name: 'v1',
      accuracy: 0.8,
      statistics: JSON.stringify({ perLabel: [{ labelId: A, f1: 0.9 }] }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seed: [string, number, string[] | null, string[]][] = [
    ['d1', 10, [A], [A]],
    ['d2', 30, [A], [A]],
    ['d3', 70, [A, B], [A, B]],
    ['d4', 15, [], []],
    ['d5', 40, [B], [B]],
    ['d6', 5, [A], [A]],
    ['d7', 19, null, [A, C]],
    ['d8', 25, null, []],
  ];
  const docs: Record<string, string> = {};
  for (const [i, [id, length, predicted, rows]] of seed.entries()) {
    const prediction = {
      categories: (predicted ?? []).map((categoryId) => ({
        modelId: analysis.modelId,
        categoryId,
        confidence: 0.9,
        sentiment: null,
        spans: [],
      })),
      sentiment: null,
      entities: [],
      versions: predicted === null ? {} : { [analysis.modelId]: version.id },
    };
    const row = await t.db
      .insertInto('project_document')
      .values({
        project_id: analysis.id,
        workspace_id: analysis.workspaceId,
        external_id: id,
        content: text(length),
        language: 'en',
        content_date: `2026-01-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`,
        channel_code: 'CALL_CENTER',
        attributes: '{}',
        prediction_status: 'SUCCESS',
        data_type: 'STANDARD',
        prediction: JSON.stringify(prediction),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    docs[id] = row.id;
    if (rows.length > 0)
      await t.db
        .insertInto('project_document_category')
        .values(
          rows.map((category_id) => ({
            document_id: row.id,
            project_id: analysis.id,
            model_id: analysis.modelId,
            category_id,
            confidence: 0.9,
            origin: 'AI',
            sentiment: null,
          })),
        )
        .execute();
  }
  const mark = (user: SignedInUser, doc: string, categoryIds: string[]) =>
    user.client.call(endpoints.documentMark, {
      params: { code },
      body: { documentId: docs[doc] ?? '', modelCode: analysis.modelCode, categoryIds },
    });
  await mark(ws.analyst, 'd2', [B]);
  await mark(ws.analyst, 'd3', [A]);
  await mark(ws.analyst, 'd4', [C]);
  await mark(ws.owner, 'd3', [A]);
  await mark(ws.owner, 'd4', [B]);
  await manager.client.call(endpoints.documentsApprove, {
    params: { code },
    body: { documentIds: ['d1', 'd2', 'd3', 'd5', 'd7', 'd8'].map((d) => docs[d] ?? '') },
  });
  return { owner: ws.owner, manager, analyst: ws.analyst, outsider: ws.outsider, analysis, versionId: version.id, docs, A, B, C };
}

/** A range around now (reviews and audit entries are stamped with the time of the test run). */
export const aroundNow = () => ({
  startDate: new Date(Date.now() - 86_400_000).toISOString(),
  endDate: new Date(Date.now() + 86_400_000).toISOString(),
});

/** A valid January 2026 target with both criteria; `change` edits it. */
export function targetBody(change: Partial<MarkingTargetBody> = {}): MarkingTargetBody {
  return {
    name: 'January push',
    year: 2026,
    month: 1,
    totalTarget: 10,
    criteria: ['CONTENT_LENGTH', 'CATEGORY_COUNT'],
    lengthTargets: { short: 5, medium: 3, long: 2 },
    lengthLimits: { short: 20, long: 60 },
    categoryCount: { min: 1, max: 1 },
    contentDate: 'CONTENT_DATE',
    ...change,
  };
}

export const codeOf = (body: unknown): string | undefined => (body as { messageCode?: string }).messageCode;
export const fieldCodes = (body: unknown): string[] =>
  ((body as { fields?: { messageCode: string }[] }).fields ?? []).map((f) => f.messageCode);
