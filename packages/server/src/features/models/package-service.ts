import {
  categoryTreeIssues,
  defaultMessages,
  emotionLabels,
  isSentimentSense,
  nameKey,
  sentimentLabels,
  trainedLabellingStatuses,
  type CategoryNode,
  type FieldError,
  type JsonDocument,
  type MessageCode,
  type ModelDetail,
  type ModelPackage,
  type SenseType,
} from '@sentio/domain';
import { flattenInput } from '@sentio/ml';
import type { Insertable } from 'kysely';
import type { ModelDocumentTable } from '../../platform/db/schema-models.js';
import { errors } from '../../platform/errors.js';
import type { PackageService } from '../packages/service.js';
import type { Labeller } from './document-service.js';
import type { ModelRepositories, ModelTransaction } from './writes.js';
import { categoryPaths, leafLabels, type CategoryRow, type ModelAccess } from './model-access.js';
import { assertUniqueStages, type ModelService } from './model-service.js';
import type { ModelChanges } from './model-changes.js';
import type { Viewer } from './repository.js';

/** The most documents one package carries (the contract's bound). */
const MAX_DOCUMENTS = 100_000;

/** The comparison key of a label path: each " > "-separated name folded with nameKey. */
export const pathKey = (path: string): string =>
  path
    .split('>')
    .map((part) => nameKey(part))
    .join('>');

/** The nested names of a flat category list, in tree order. */
export function categoryNodes(rows: readonly CategoryRow[], parent: string | null = null): CategoryNode[] {
  return rows
    .filter((r) => r.parent_id === parent)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    .map((r) => {
      const children = categoryNodes(rows, r.id);
      return children.length > 0 ? { name: r.name, children } : { name: r.name };
    });
}

/** The leaf paths of a tree given as nested names (before it is stored). */
function leafPaths(nodes: readonly CategoryNode[], prefix = ''): string[] {
  return nodes.flatMap((n) => {
    const path = prefix ? `${prefix} > ${n.name.trim()}` : n.name.trim();
    return n.children && n.children.length > 0 ? leafPaths(n.children, path) : [path];
  });
}

/**
 * How a package may name each leaf, folded: its full path, or its own name when no other leaf shares it.
 * Maps to the path key.
 */
export function categoryLabelKeys(nodes: readonly CategoryNode[]): Map<string, string> {
  const paths = leafPaths(nodes);
  const names = new Map<string, number>();
  const leafName = (path: string) => nameKey(path.split('>').at(-1) ?? path);
  for (const path of paths) names.set(leafName(path), (names.get(leafName(path)) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const path of paths) {
    if (names.get(leafName(path)) === 1) out.set(leafName(path), pathKey(path));
    out.set(pathKey(path), pathKey(path));
  }
  return out;
}

const field = (path: string, code: MessageCode): FieldError => ({
  field: path,
  messageCode: code,
  message: defaultMessages[code],
});

/**
 * The labels a package document carries, as keys: category paths (or a leaf's own name when no other leaf has
 * it), or the fixed sentiment/emotion codes. Sentiment may also come in `sentiment`.
 */
function documentLabels(doc: JsonDocument, sense: SenseType): string[] {
  const labels = [...(doc.labels ?? [])];
  if (sense === 'SENTIMENT' && doc.sentiment) labels.push(doc.sentiment);
  return [...new Set(labels.map((l) => (sense === 'CATEGORY' ? pathKey(l) : l.trim().toUpperCase())))];
}

/**
 * A model package: what moves a model between workspaces — settings, the category tree and the labelled documents
 * (those that train the model), with labels written as category paths so ids do not travel.
 */
export class ModelPackageService {
  constructor(
    private readonly repos: ModelRepositories,
    private readonly transaction: ModelTransaction,
    private readonly access: ModelAccess,
    private readonly models: ModelService,
    private readonly packages: PackageService,
    private readonly changes: ModelChanges,
  ) {}

  async export(viewer: Viewer, modelId: string): Promise<ModelPackage> {
    const model = await this.access.requireVisible(viewer, modelId);
    const categories = await this.repos.categories.all(model.workspace_id, model.id);
    const paths = categoryPaths(categories);
    const docs = await this.repos.documents.labelled(model.workspace_id, model.id, trainedLabellingStatuses, MAX_DOCUMENTS);
    const sense = model.sense_type as SenseType;
    return {
      format: 'sentio-model-package',
      version: 1,
      model: {
        name: model.name,
        description: model.description,
        typeCode: model.type_code as ModelPackage['model']['typeCode'],
        classificationType: model.classification_type as ModelPackage['model']['classificationType'],
        senseType: sense,
        dataType: model.data_type as ModelPackage['model']['dataType'],
        switches: model.switches.flatMap((s) =>
          s.code === 'tr' || s.code === 'en' ? [{ code: s.code, default: s.default }] : [],
        ),
        pipelineStages: model.pipeline_stages.map((s) => ({
          code: s.code as ModelPackage['model']['pipelineStages'][number]['code'],
          enabled: s.enabled,
          options: s.options,
        })),
        tags: model.tags,
        color: model.color,
      },
      categories: categoryNodes(categories),
      documents: docs.flatMap((d): JsonDocument[] => {
        const labels = sense === 'CATEGORY' ? d.label_ids.flatMap((id) => paths.get(id) ?? []) : d.label_ids;
        const content = d.turns && d.turns.length > 0 ? { turns: d.turns } : d.text.trim() ? { text: d.text } : null;
        if (!content) return [];
        return [
          {
            ...(d.external_id ? { id: d.external_id } : {}),
            ...content,
            ...(d.content_date ? { date: d.content_date.toISOString() } : {}),
            ...(sense === 'SENTIMENT' && labels.length === 1
              ? { sentiment: labels[0] as JsonDocument['sentiment'] }
              : { labels }),
            ...(Object.keys(d.attributes).length > 0 ? { attributes: d.attributes } : {}),
          },
        ];
      }),
    };
  }

  /**
   * Creates a model from a package, all or nothing: a document with an unknown label, two labels on a single-label
   * model, or an unreadable date refuses the whole package with the field of each problem.
   */
  async import(viewer: Labeller, accountId: string, pkg: ModelPackage): Promise<ModelDetail> {
    const sense = pkg.model.senseType;
    const problems: FieldError[] = [];
    if (!pkg.model.switches.some((s) => s.default)) problems.push(field('model.switches', 'MODEL_DEFAULT_SELECTION_REQUIRED'));
    if (pkg.model.pipelineStages.length === 0) problems.push(field('model.pipelineStages', 'MODEL_PIPELINE_STAGE_REQUIRED'));
    else assertUniqueStages(pkg.model.pipelineStages, 'model.pipelineStages');
    if (pkg.categories.length > 0 && isSentimentSense(sense)) problems.push(field('categories', 'MODEL_SENTIMENT_NO_CATEGORIES'));
    else if (pkg.categories.length > 0 && sense !== 'CATEGORY')
      problems.push(field('categories', 'MODEL_CATEGORIES_NOT_ALLOWED'));
    else for (const issue of categoryTreeIssues(pkg.categories)) problems.push(field(issue.path.join('.'), issue.code));

    const fixed: readonly string[] = sense === 'SENTIMENT' ? sentimentLabels : sense === 'EMOTION' ? emotionLabels : [];
    const allowed = sense === 'CATEGORY' ? categoryLabelKeys(pkg.categories) : new Map(fixed.map((l) => [l, l]));
    const labelsOf = pkg.documents.map((doc, i) => {
      const given = documentLabels(doc, sense);
      const labels = [...new Set(given.flatMap((l) => allowed.get(l) ?? []))];
      if (given.some((l) => !allowed.has(l))) problems.push(field(`documents.${i}.labels`, 'MODEL_LABEL_UNKNOWN'));
      else if (pkg.model.classificationType === 'SINGLE_LABEL' && labels.length > 1)
        problems.push(field(`documents.${i}.labels`, 'MODEL_SINGLE_LABEL_ONE_CATEGORY'));
      if (doc.date !== undefined && Number.isNaN(Date.parse(doc.date)))
        problems.push(field(`documents.${i}.date`, 'FIELD_INVALID'));
      return labels;
    });
    if (problems.length > 0) throw errors.validation(problems.slice(0, 100));
    await this.packages.assertAvailable(accountId, 'MODEL_COUNT');

    const model = await this.transaction(async (w) => {
      const created = await this.models.insertModel(viewer, { ...pkg.model, categories: pkg.categories }, w);
      const leaves = leafLabels(await w.categories.all(viewer.workspaceId, created.id));
      const idOf = new Map(leaves.map((l) => [pathKey(l.path), l.id]));
      // One millisecond apart, ending now: the package's order survives as upload order (NEWEST/OLDEST, export).
      const start = Date.now() - pkg.documents.length;
      const rows: Insertable<ModelDocumentTable>[] = pkg.documents.map((doc, i) => {
        const labels = (labelsOf[i] ?? []).map((l) => (sense === 'CATEGORY' ? (idOf.get(l) ?? l) : l));
        const turns = doc.turns ?? null;
        return {
          model_id: created.id,
          workspace_id: viewer.workspaceId,
          external_id: doc.id ?? null,
          text: turns ? flattenInput({ turns }) : (doc.text ?? ''),
          turns: turns ? JSON.stringify(turns) : null,
          content_date: doc.date !== undefined ? new Date(doc.date) : null,
          status: labels.length === 0 ? 'UNMARKED' : viewer.approves ? 'COMPLETED' : 'AWAITING_APPROVAL',
          label_ids: JSON.stringify(labels),
          labelled_by: labels.length > 0 ? viewer.userId : null,
          labelled_at: labels.length > 0 ? new Date() : null,
          attributes: JSON.stringify(doc.attributes ?? {}),
          created_at: new Date(start + i),
        };
      });
      const stored = await w.documents.insertMany(rows);
      // The importer's labelling, as for an uploaded labelled file: "who labelled how many" counts it.
      await w.documents.addMarkings(
        stored
          .filter((d) => d.label_ids.length > 0)
          .map((d) => ({
            workspaceId: viewer.workspaceId,
            modelId: created.id,
            documentId: d.id,
            userId: viewer.userId,
            action: 'IMPORT',
            labelIds: d.label_ids,
          })),
      );
      return created;
    });
    if (pkg.documents.length > 0) await this.access.touchLabels(viewer.workspaceId, model.id);
    await this.changes.modelUpdated(viewer.workspaceId, model.id);
    return this.models.detail(viewer, model);
  }
}
