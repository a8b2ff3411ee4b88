import type { ModelTestResponse, Suggestion } from '@sentio/domain';
import {
  deserializeModel,
  findEntities,
  flattenInput,
  guessLanguage,
  maskEntities,
  rankForLabelling,
  type BuiltinEntityType,
  type Entity,
  type TextClassifier,
  type TextInput,
} from '@sentio/ml';
import type { FileStore } from '../../platform/files/file-store.js';
import { semanticVectorsFor } from '../../platform/semantic/vectors.js';
import { AppError, errors } from '../../platform/errors.js';
import type { ModelAccess, ModelLabel, ModelRow, ModelScope } from '../models/model-access.js';
import type { VersionRow } from '../models/presenter.js';
import { defaultLanguage, engineInput, type DocumentContent } from './inputs.js';
import type { TrainingRepository } from './repository.js';

/** A document handed to the runtime: its id and content (text, and turns for dialogues). */
export interface RuntimeDocument extends DocumentContent {
  id: string;
}

/** One document of the "label these next" order. */
export interface RankedDocument {
  id: string;
  /** 0 = label this first. */
  rank: number;
  /** 0 (the model is sure) … 1 (a coin toss). */
  uncertainty: number;
}

/** POST /test input, as the contract's modelTestBody gives it. */
export interface TestInput {
  text?: string | undefined;
  turns?: readonly { speaker: 'customer' | 'agent' | 'bot'; text: string }[] | undefined;
  versionId?: string | undefined;
}

/** Highlighting more than this many tokens per label only adds noise to the page. */
const MAX_SPANS_PER_LABEL = 40;
/** Multi-label suggestions explain at most this many predicted labels. */
const MAX_EXPLAINED_LABELS = 3;

interface Loaded {
  version: VersionRow;
  model: TextClassifier;
}

/**
 * Runs trained versions in the API process: suggestions and the active-learning order of the labelling pages,
 * and the test call. Deserialised models are cached per version (least recently used first out): loading one
 * costs a file read and an 8 MB bucket table, predicting a page of documents a few milliseconds.
 */
export class ModelRuntime {
  private readonly cache = new Map<string, TextClassifier>();

  constructor(
    private readonly versions: TrainingRepository,
    private readonly files: FileStore,
    private readonly access: ModelAccess,
    private readonly cacheSize = 4,
  ) {}

  /**
   * The deployed version's suggestion for each document (labels with scores, the decision, explanation spans),
   * keyed by document id. Empty when the model has no deployed version.
   */
  async suggest(workspaceId: string, modelId: string, docs: readonly RuntimeDocument[]): Promise<Map<string, Suggestion>> {
    const out = new Map<string, Suggestion>();
    const model = await this.access.require(workspaceId, modelId);
    const loaded = await this.deployed(model);
    if (!loaded || docs.length === 0) return out;
    const names = labelNames(await this.access.labels(model));
    const inputs = docs.map((doc) => engineInput(model, doc));
    const vectors = await semanticVectorsFor(loaded.model, inputs);
    docs.forEach((doc, i) => out.set(doc.id, suggestionFor(loaded, names, inputs[i] as TextInput, vectors?.[i])));
    return out;
  }

  /**
   * "Label these next": the documents ranked by the deployed version's uncertainty with a diversity penalty
   * (best first, at most `limit`). Null when the model has no deployed version, so the caller can fall back to
   * another order.
   */
  async rank(
    workspaceId: string,
    modelId: string,
    docs: readonly RuntimeDocument[],
    limit: number,
  ): Promise<RankedDocument[] | null> {
    const model = await this.access.require(workspaceId, modelId);
    const loaded = await this.deployed(model);
    if (!loaded) return null;
    const inputs = docs.map((d) => engineInput(model, d));
    const semantic = await semanticVectorsFor(loaded.model, inputs);
    const ranked = rankForLabelling(loaded.model, inputs, { limit, ...(semantic ? { semantic } : {}) });
    return ranked.map((c, rank) => ({ id: (docs[c.index] as RuntimeDocument).id, rank, uncertainty: c.uncertainty }));
  }

  /**
   * The test page: the chosen version (default: deployed, else the newest successful one) classifies the input;
   * the model's pipeline decides masking; entities and language are reported for every model. Named-entity
   * models have no version and answer entities only.
   */
  async test(ws: ModelScope, modelId: string, input: TestInput): Promise<ModelTestResponse> {
    const model = await this.access.requireIn(ws, modelId);
    const content: DocumentContent = input.turns
      ? { text: flattenInput({ turns: input.turns }), turns: input.turns }
      : { text: input.text ?? '', turns: null };
    const segments = input.turns ? input.turns.map((t) => t.text) : [content.text];
    const stages = new Map(model.pipeline_stages.filter((s) => s.enabled).map((s) => [s.code, s.options]));

    const entities = segments.flatMap((text, segment) =>
      findEntities(text).map((e) => ({ type: e.type, start: e.start, end: e.end, text: e.text, segment })),
    );
    const detected = stages.has('DETECT_LANGUAGE') ? guessLanguage(content.text).language : 'und';
    const language = detected === 'und' ? defaultLanguage(model) : detected;
    const maskOptions = stages.get('MASK_ENTITIES');
    const masked = maskOptions ? maskedText(input, segments, entities, maskOptions['types']) : null;

    const base = { language, entities, masked };
    if (model.sense_type === 'NAMED_ENTITY') return { versionId: null, predicted: [], scores: [], spans: [], ...base };
    const loaded = await this.chosen(model, input.versionId);
    const names = labelNames(await this.access.labels(model));
    const engineText = engineInput(model, content);
    const vectors = await semanticVectorsFor(loaded.model, [engineText]);
    const suggestion = suggestionFor(loaded, names, engineText, vectors?.[0]);
    const byId = new Map(suggestion.labels.map((l) => [l.labelId, l]));
    return {
      versionId: loaded.version.id,
      predicted: suggestion.predicted.flatMap((id) => byId.get(id) ?? []),
      scores: suggestion.labels,
      spans: suggestion.spans,
      ...base,
    };
  }

  /**
   * For the projects area: a successful version with a model file — `versionId` when given, else the deployed one;
   * null when there is none. Does not load the file (a worker thread may load it instead).
   */
  async usableVersion(model: ModelRow, versionId?: string | null): Promise<VersionRow | null> {
    const id = versionId ?? model.deployed_version_id;
    if (!id) return null;
    const version = await this.versions.find(model.workspace_id, model.id, id);
    return version && version.status === 'SUCCESS' && version.file_key ? version : null;
  }

  /** For the projects area: that version's classifier from the cache (loaded on first use). */
  loadVersion(version: VersionRow): Promise<TextClassifier> {
    return this.load(version);
  }

  /** Drops a version from the cache (its file was deleted or replaced). */
  forget(versionId: string): void {
    this.cache.delete(versionId);
  }

  private async deployed(model: ModelRow): Promise<Loaded | null> {
    if (!model.deployed_version_id) return null;
    const version = await this.versions.find(model.workspace_id, model.id, model.deployed_version_id);
    if (!version || version.status !== 'SUCCESS' || !version.file_key) return null;
    return { version, model: await this.load(version) };
  }

  private async chosen(model: ModelRow, versionId: string | undefined): Promise<Loaded> {
    let version: VersionRow | null;
    if (versionId) {
      version = await this.versions.find(model.workspace_id, model.id, versionId);
      if (!version) throw errors.notFound();
      if (version.status !== 'SUCCESS') throw errors.badRequest('MODEL_VERSION_NOT_READY', 'versionId');
    } else {
      const deployed = model.deployed_version_id
        ? await this.versions.find(model.workspace_id, model.id, model.deployed_version_id)
        : null;
      version = deployed?.status === 'SUCCESS' ? deployed : await this.versions.latestSuccess(model.workspace_id, model.id);
      if (!version) throw errors.badRequest('MODEL_NO_VERSION');
    }
    return { version, model: await this.load(version) };
  }

  private async load(version: VersionRow): Promise<TextClassifier> {
    const cached = this.cache.get(version.id);
    if (cached) {
      // Re-inserting moves it to the end: the map's first key is the least recently used.
      this.cache.delete(version.id);
      this.cache.set(version.id, cached);
      return cached;
    }
    const bytes = version.file_key ? await this.files.get(version.file_key) : null;
    if (!bytes) throw new AppError(500, 'InternalServerException', 'INTERNAL_ERROR', { message: 'The model file is missing.' });
    const model = deserializeModel(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    this.cache.set(version.id, model);
    while (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return model;
  }
}

const labelNames = (labels: readonly ModelLabel[]): Map<string, string> => new Map(labels.map((l) => [l.id, l.path]));

/**
 * Scores, decision and spans of one input. Labels the model knows but the model no longer has (a deleted
 * category) are left out, so nobody is offered a label that cannot be chosen.
 */
function suggestionFor(
  loaded: Loaded,
  names: ReadonlyMap<string, string>,
  input: TextInput,
  sentence: Float32Array | undefined,
): Suggestion {
  const semantic = sentence ? { semantic: sentence } : {};
  const [classification] = loaded.model.classify([input], sentence ? { semantic: [sentence] } : {});
  const scores = (classification?.scores ?? []).filter((s) => names.has(s.label));
  const predicted = (classification?.predicted ?? []).filter((l) => names.has(l));
  const explained = predicted.length > 0 ? predicted.slice(0, MAX_EXPLAINED_LABELS) : scores.slice(0, 1).map((s) => s.label);
  const spans = explained.flatMap((label) => {
    const strongest = loaded.model
      .explain(input, { label, topN: 0, ...semantic })
      .spans.sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
      .slice(0, MAX_SPANS_PER_LABEL)
      .sort((a, b) => a.segment - b.segment || a.start - b.start);
    return strongest.map((s) => ({ ...s, labelId: label }));
  });
  return {
    versionId: loaded.version.id,
    labels: scores.map((s) => ({ labelId: s.label, name: names.get(s.label) ?? s.label, score: s.score })),
    predicted,
    spans,
  };
}

/** The masked input as the MASK_ENTITIES stage writes it: per turn for dialogues, one line each. */
function maskedText(
  input: TestInput,
  segments: readonly string[],
  entities: readonly (Entity & { segment: number })[],
  typesOption: string | undefined,
): string {
  const types = typesOption
    ?.split(',')
    .map((t) => t.trim().toUpperCase())
    .filter((t) => t !== '') as BuiltinEntityType[] | undefined;
  const parts = segments.map(
    (text, i) =>
      maskEntities(text, {
        entities: entities.filter((e) => e.segment === i),
        ...(types && types.length > 0 ? { types } : {}),
      }).text,
  );
  return input.turns ? input.turns.map((t, i) => `${t.speaker}: ${parts[i] ?? ''}`).join('\n') : (parts[0] ?? '');
}
