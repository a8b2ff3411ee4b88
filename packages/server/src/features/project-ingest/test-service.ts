import type { documentTestResponse } from '@sentio/domain';
import { findEntities, type TextInput } from '@sentio/ml';
import type { z } from 'zod';
import { errors } from '../../platform/errors.js';
import { semanticVectorsFor } from '../../platform/semantic/vectors.js';
import type { ModelAccess } from '../models/model-access.js';
import type { ProjectScope } from '../projects/project-access.js';
import { classifyBatch, type Turn } from './classify-core.js';
import { Classifier } from './classifier.js';
import type { IngestCore } from './core.js';

type DocumentTestResponse = z.infer<typeof documentTestResponse>;

/** Highlighting more tokens than this per category only adds noise. */
const MAX_SPANS = 40;

/**
 * POST document/test and dialogue/test: what the analysis's models make of a text, nothing stored. One text, so
 * it runs on the API thread with the runtime's cached models; the same Classifier code as imports.
 */
export class DocumentTestService {
  constructor(
    private readonly core: IngestCore,
    private readonly modelAccess: ModelAccess,
  ) {}

  async test(scope: ProjectScope, code: string, input: { text: string; turns: Turn[] | null }): Promise<DocumentTestResponse> {
    const project = await this.core.access.require(scope, code);
    const resolved = await this.core.classifier.plan(project);
    if (!Classifier.ready(resolved)) throw errors.badRequest('MODEL_NO_VERSION');
    const engines = await this.core.classifier.loaded(resolved);
    const [result] = await classifyBatch(resolved.plan, engines, [input]);
    if (!result) throw errors.badRequest('PREDICTION_FAILED');
    const models = new Map(resolved.plan.models.map((m) => [m.modelId, m]));
    const categories = [];
    for (const c of result.categories) {
      const m = models.get(c.modelId);
      if (!m) continue;
      const row = await this.modelAccess.require(project.workspace_id, m.modelId);
      const names = new Map((await this.modelAccess.labels(row)).map((l) => [l.id, l]));
      const engine = engines.get(m.modelId);
      const engineInput: TextInput =
        m.dataType === 'DIALOGUE' && result.turns
          ? { turns: result.turns.map((t) => ({ speaker: t.speaker, text: t.text })) }
          : result.content;
      // A semantic model explains with its sentence vector too (the encoder's cache has it from classifying).
      const sentence = engine ? (await semanticVectorsFor(engine, [engineInput]))?.[0] : undefined;
      const spans = engine
        ? engine
            .explain(engineInput, { label: c.categoryId, topN: 0, ...(sentence ? { semantic: sentence } : {}) })
            .spans.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
            .slice(0, MAX_SPANS)
            .sort((a, b) => a.segment - b.segment || a.start - b.start)
            .map((s) => ({ segment: s.segment, start: s.start, end: s.end, text: s.text, weight: s.weight }))
        : [];
      categories.push({
        modelCode: m.modelCode,
        categoryId: c.categoryId,
        name: names.get(c.categoryId)?.name ?? c.categoryId,
        path: names.get(c.categoryId)?.path ?? c.categoryId,
        confidence: c.confidence,
        origin: 'AI' as const,
        sentiment: c.sentiment,
        spans,
      });
    }
    const sentimentModel = result.sentiment ? models.get(result.sentiment.modelId) : undefined;
    const segments = result.turns ? result.turns.map((t) => t.text) : [result.content];
    return {
      language: result.language,
      masked: resolved.plan.masking.enabled ? result.content : null,
      categories,
      sentiment:
        result.sentiment && sentimentModel
          ? { label: result.sentiment.label, score: result.sentiment.score, modelCode: sentimentModel.modelCode }
          : null,
      entities: segments.flatMap((text, segment) =>
        findEntities(text).map((e) => ({ type: e.type, start: e.start, end: e.end, text: e.text, segment })),
      ),
    };
  }
}
