import type { RuleCreateBody } from '@sentio/domain';
import type { TestApp } from '../../test/harness.js';

/** A refund rule of the kind the demo has: content contains 'iade' OR 'refund' → label REFUND and an alert. */
export const refundRule = (over: Partial<RuleCreateBody> = {}): RuleCreateBody => ({
  name: 'Refund requests',
  relation: 'OR',
  conditions: [
    { field: 'content', operator: 'contains', value: 'iade' },
    { field: 'content', operator: 'contains', value: 'refund' },
  ],
  actions: [
    { actorType: 'ADD_LABEL', label: 'REFUND' },
    { actorType: 'ALERT', note: 'Refund asked' },
  ],
  ...over,
});

/** Labels of a document by name. */
export async function labelsOf(t: TestApp, documentId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('project_document_label as dl')
    .innerJoin('project_label as l', 'l.id', 'dl.label_id')
    .select('l.name')
    .where('dl.document_id', '=', documentId)
    .orderBy('l.name')
    .execute();
  return rows.map((r) => r.name);
}

/** A document by its external id, with what rules change. */
export async function docByExternalId(t: TestApp, projectId: string, externalId: string) {
  return t.db
    .selectFrom('project_document')
    .select(['id', 'status', 'alert_note', 'alerted_by', 'sentiment'])
    .where('project_id', '=', projectId)
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
}
