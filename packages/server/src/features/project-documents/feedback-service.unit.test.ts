import { describe, expect, it } from 'vitest';
import { withoutTransaction } from '../../platform/db/transaction.js';
import type { ProjectAccess, ProjectModelRow, ProjectRow, ProjectScope } from '../projects/project-access.js';
import type { FeedbackRepository, TrainingDocument } from './feedback-repository.js';
import { FeedbackService } from './feedback-service.js';

const project = { id: 'p-1', workspace_id: 'w-1', code: 'nps' } as ProjectRow;
const scope = { id: 'w-1', userId: 'u-1' } as ProjectScope;
const link = (id: string, code: string, sense_type: string) =>
  ({ link: {}, model: { id, code, sense_type } }) as unknown as ProjectModelRow;
const access = {
  require: () => Promise.resolve(project),
  models: () => Promise.resolve([link('m-cat', 'topics', 'CATEGORY'), link('m-sent', 'tone', 'SENTIMENT')]),
} as unknown as ProjectAccess;

const doc = (id: string, sentiment: string | null) => ({
  id,
  external_id: null,
  content: `text ${id}`,
  turns: null,
  content_date: new Date('2026-01-01T00:00:00Z'),
  sentiment,
});

/** Pending documents and category rows in memory; what reaches the training data is recorded. */
function memoryFeedback() {
  const sent: { modelId: string; docs: readonly TrainingDocument[] }[] = [];
  const repo = {
    pendingDocuments: (_p: unknown, _m: string, ids: readonly string[] | undefined) =>
      Promise.resolve([doc('d-1', 'POSITIVE'), doc('d-2', null)].filter((d) => ids === undefined || ids.includes(d.id))),
    categoriesOf: () => Promise.resolve(new Map([['d-1', ['c-1', 'c-2']]])),
    toTrainingData: (_p: unknown, model: { id: string }, docs: readonly TrainingDocument[]) => {
      sent.push({ modelId: model.id, docs });
      return Promise.resolve();
    },
    counts: () => Promise.resolve({ pending: 2, sent: 1 }),
  } as unknown as FeedbackRepository;
  return { service: new FeedbackService(repo, withoutTransaction(repo), access), sent };
}

describe('FeedbackService', () => {
  it("sends a category model's documents with their category rows as labels", async () => {
    const { service, sent } = memoryFeedback();
    expect(await service.send(scope, 'nps', { modelCode: 'topics' })).toBe(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.modelId).toBe('m-cat');
    expect(sent[0]?.docs.map((d) => [d.id, d.labelIds])).toEqual([
      ['d-1', ['c-1', 'c-2']],
      ['d-2', []],
    ]);
  });

  it("sends a sentiment model's documents labelled with their sentiment, and only the ones asked for", async () => {
    const { service, sent } = memoryFeedback();
    expect(await service.send(scope, 'nps', { modelCode: 'tone', documentIds: ['d-1'] })).toBe(1);
    expect(sent[0]?.docs.map((d) => [d.id, d.labelIds])).toEqual([['d-1', ['POSITIVE']]]);
  });

  it('refuses a model the analysis does not use, and writes nothing', async () => {
    const { service, sent } = memoryFeedback();
    await expect(service.send(scope, 'nps', { modelCode: 'other' })).rejects.toMatchObject({
      messageCode: 'ANALYSIS_MODEL_NOT_FOUND',
    });
    expect(sent).toHaveLength(0);
  });

  it('counts pending and sent documents per model of the analysis', async () => {
    const { service } = memoryFeedback();
    expect(await service.counts(scope, 'nps')).toEqual([
      { modelCode: 'topics', pending: 2, sent: 1 },
      { modelCode: 'tone', pending: 2, sent: 1 },
    ]);
  });
});
