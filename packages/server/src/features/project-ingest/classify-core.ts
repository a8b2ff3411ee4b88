import {
  aspectSentiment,
  compileEntityMappings,
  findEntities,
  flattenInput,
  guessLanguage,
  maskEntities,
  type CompiledEntityMappings,
  type Entity,
  type EntityMapping,
  type TextClassifier,
  type TextInput,
} from '@sentio/ml';
import { classifyWith } from '../../platform/semantic/vectors.js';

/**
 * The classification of analysis documents, free of I/O (a model with semantic features asks this thread's
 * sentence encoder for its vectors) so that the same code runs in a worker thread (imports,
 * the classify job) and on the API thread (the test call, retry of one document). Everything it needs arrives in
 * a plan the main thread resolved: the models with their thresholds and the masking settings.
 */

export type Speaker = 'customer' | 'agent' | 'bot';
export interface Turn {
  speaker: Speaker;
  text: string;
  time?: string | null;
}

export interface PlanModel {
  modelId: string;
  modelCode: string;
  senseType: string;
  dataType: string;
  multiLabel: boolean;
  /** Null: the model has no deployed (or chosen) version, so the analysis cannot classify yet. */
  versionId: string | null;
  /** Labels the model still has (a deleted category is never stored). */
  labels: string[];
  /** Threshold per label set for this analysis or model; a label without one takes `defaultThreshold`. */
  thresholds: Record<string, number>;
  /** Null: no threshold anywhere, so a multi-label model keeps its own calibrated decision. */
  defaultThreshold: number | null;
  aspectSentiment: boolean;
}

export interface PlanMasking {
  enabled: boolean;
  entityTypes: string[];
  patterns: string[];
  replacement: string;
}

export interface ClassifyPlan {
  models: PlanModel[];
  masking: PlanMasking;
  defaultLanguage: 'tr' | 'en';
  /**
   * The analysis's entity mappings in the order they apply (docs/entity-mapping.md). Their entities are stored on
   * every document, with or without a named-entity model. Plain data: the plan crosses into worker threads.
   */
  entityMappings: EntityMapping[];
}

export interface ClassifyInput {
  text: string;
  turns: Turn[] | null;
}

export interface ResultCategory {
  modelId: string;
  categoryId: string;
  confidence: number;
  sentiment: string | null;
}

export interface ResultEntity {
  type: string;
  start: number;
  end: number;
  text: string;
  segment: number;
  /** A mapping's target text (else the matched text), or a built-in type's normalised value. */
  value?: string;
}

export interface ClassifyResult {
  language: string;
  content: string;
  turns: Turn[] | null;
  masked: boolean;
  entities: ResultEntity[];
  categories: ResultCategory[];
  sentiment: { modelId: string; label: string; score: number } | null;
  versions: Record<string, string>;
  /** SUCCESS; INLINE when a model has no version yet (classified later); FAILED when the engine threw. */
  status: 'SUCCESS' | 'INLINE' | 'FAILED';
  error: string | null;
}

/** Models that need a trained version; named-entity models work from patterns alone. */
export const needsVersion = (m: Pick<PlanModel, 'senseType'>): boolean => m.senseType !== 'NAMED_ENTITY';

/** Language, masking and entities: what every stored document gets, classified or not. */
function prepare(plan: ClassifyPlan, input: ClassifyInput, customs: readonly RegExp[]) {
  const segments = input.turns ? input.turns.map((t) => t.text) : [input.text];
  const masking = plan.masking;
  let masked = false;
  const maskedSegments = masking.enabled
    ? segments.map((text) => {
        const found: Entity[] = findEntities(text);
        for (const re of customs) {
          re.lastIndex = 0;
          for (const m of text.matchAll(re)) {
            if (m[0] !== '') found.push({ type: 'CUSTOM', text: m[0], start: m.index, end: m.index + m[0].length });
          }
        }
        const result = maskEntities(text, {
          entities: found,
          types: [...masking.entityTypes, 'CUSTOM'],
          style: (e) => masking.replacement.replaceAll('{TYPE}', e.type),
        });
        if (result.masked.length > 0) masked = true;
        return result.text;
      })
    : segments;
  const turns = input.turns ? input.turns.map((t, i) => ({ ...t, text: maskedSegments[i] ?? '' })) : null;
  const content = turns
    ? flattenInput({ turns: turns.map((t) => ({ speaker: t.speaker, text: t.text })) })
    : (maskedSegments[0] ?? '');
  const guessed = guessLanguage(content).language;
  const language = guessed === 'tr' || guessed === 'en' ? guessed : plan.defaultLanguage;
  return { content, turns, masked, language, segments: maskedSegments };
}

const thresholdOf = (m: PlanModel, label: string): number | null => m.thresholds[label] ?? m.defaultThreshold;

/** The labels a model assigns: single-label the best one when it reaches its threshold; multi-label each that does. */
function decide(m: PlanModel, scores: readonly { label: string; score: number }[], predicted: readonly string[]) {
  const known = new Set(m.labels);
  const usable = scores.filter((s) => known.has(s.label));
  if (!m.multiLabel) {
    const top = usable[0];
    return top && top.score >= (thresholdOf(m, top.label) ?? 0) ? [top] : [];
  }
  const chosen = new Set(predicted);
  return usable.filter((s) => {
    const t = thresholdOf(m, s.label);
    return t === null ? chosen.has(s.label) : s.score >= t;
  });
}

/**
 * Classifies a batch. `models` holds the loaded classifier of each plan model that has a version. A document the
 * engine throws on is FAILED alone; the rest of the batch is unaffected.
 */
export async function classifyBatch(
  plan: ClassifyPlan,
  models: ReadonlyMap<string, TextClassifier>,
  inputs: readonly ClassifyInput[],
): Promise<ClassifyResult[]> {
  const customs = plan.masking.enabled ? plan.masking.patterns.map((p) => new RegExp(p, 'gu')) : [];
  const prepared = inputs.map((input) => prepare(plan, input, customs));
  const classifying = plan.models.filter(needsVersion);
  const ready = classifying.every((m) => m.versionId !== null && models.has(m.modelId));
  const named = plan.models.some((m) => m.senseType === 'NAMED_ENTITY');
  const mappings = compiledMappings(plan.entityMappings);
  // Built-in types only with a named-entity model (as before mappings existed); mapped entities always.
  const entityOptions = mappings ? { mappings, ...(named ? {} : { types: [] }) } : named ? {} : null;
  const versions: Record<string, string> = {};
  for (const m of classifying) if (m.versionId) versions[m.modelId] = m.versionId;

  const base = prepared.map((p): ClassifyResult => ({
    language: p.language,
    content: p.content,
    turns: p.turns,
    masked: p.masked,
    entities: entityOptions
      ? p.segments.flatMap((text, segment) => findEntities(text, entityOptions).map((e) => entityOf(e, segment)))
      : [],
    categories: [],
    sentiment: null,
    versions,
    status: ready ? 'SUCCESS' : 'INLINE',
    error: ready ? null : 'MODEL_NO_VERSION',
  }));
  if (!ready || classifying.length === 0) return base;

  // One engine call per model for the whole batch is what makes 100,000 rows fast; per-document work follows.
  const perModel = new Map<string, ReturnType<TextClassifier['classify']> | Error>();
  for (const m of classifying) {
    const engine = models.get(m.modelId) as TextClassifier;
    try {
      perModel.set(m.modelId, await classifyWith(engine, prepared.map((p, i) => engineInput(m, p.content, base[i]?.turns ?? null))));
    } catch (err) {
      perModel.set(m.modelId, err instanceof Error ? err : new Error(String(err)));
    }
  }
  const sentimentModel = classifying.find((m) => m.senseType === 'SENTIMENT');
  return base.map((result, i) => {
    try {
      for (const m of classifying) {
        const out = perModel.get(m.modelId);
        if (out instanceof Error || !out) throw out ?? new Error('no result');
        const c = out[i];
        if (!c) throw new Error('no result');
        const chosen = decide(m, c.scores, c.predicted);
        if (m.senseType === 'SENTIMENT') {
          const top = chosen[0] ?? c.scores[0];
          if (top) result.sentiment = { modelId: m.modelId, label: top.label, score: top.score };
          continue;
        }
        // Aspects classify each sentence again; a model with semantic features would need a vector per sentence,
        // which costs more than the document itself (docs/models-semantic.md), so its categories carry none.
        const aspects =
          m.aspectSentiment && sentimentModel && m.senseType === 'CATEGORY' && !hasSemantic(models, m, sentimentModel)
            ? aspectsOf(
                result.content,
                models.get(m.modelId) as TextClassifier,
                models.get(sentimentModel.modelId) as TextClassifier,
              )
            : null;
        for (const s of chosen) {
          result.categories.push({
            modelId: m.modelId,
            categoryId: s.label,
            confidence: s.score,
            sentiment: aspects?.get(s.label) ?? null,
          });
        }
      }
      return result;
    } catch {
      return { ...result, categories: [], sentiment: null, status: 'FAILED', error: 'PREDICTION_FAILED' };
    }
  });
}

function hasSemantic(models: ReadonlyMap<string, TextClassifier>, ...plan: PlanModel[]): boolean {
  return plan.some((m) => (models.get(m.modelId)?.semanticEncoder ?? null) !== null);
}

function engineInput(m: PlanModel, content: string, turns: Turn[] | null): TextInput {
  if (m.dataType === 'DIALOGUE' && turns && turns.length > 0)
    return { turns: turns.map((t) => ({ speaker: t.speaker, text: t.text })) };
  return content;
}

function aspectsOf(text: string, category: TextClassifier, sentiment: TextClassifier): Map<string, string> {
  const aspects = aspectSentiment(
    text,
    (texts) => category.predict(texts),
    (texts) => sentiment.predict(texts),
    { sentenceCategories: true },
  );
  return new Map(aspects.map((a) => [a.category, a.sentiment]));
}

const entityOf = (e: Entity, segment: number): ResultEntity => ({
  type: e.type,
  start: e.start,
  end: e.end,
  text: e.text,
  segment,
  ...(e.value === undefined ? {} : { value: e.value }),
});

/**
 * The plan's mappings compiled once per plan (a worker classifies a plan's documents in steps; the list is the
 * cache key). A mapping the engine refuses — the server refuses those on save, so only one stored before a rule
 * changed — is left out rather than failing every document. Null when there are none.
 */
const compiled = new WeakMap<readonly EntityMapping[], CompiledEntityMappings | null>();
function compiledMappings(mappings: readonly EntityMapping[] | undefined): CompiledEntityMappings | null {
  if (!mappings || mappings.length === 0) return null;
  let out = compiled.get(mappings);
  if (out !== undefined) return out;
  try {
    out = compileEntityMappings(mappings);
  } catch {
    const usable = mappings.filter((m) => {
      try {
        compileEntityMappings([m]);
        return true;
      } catch {
        return false;
      }
    });
    out = usable.length > 0 ? compileEntityMappings(usable) : null;
  }
  compiled.set(mappings, out);
  return out;
}
