import { modelCodeSchema, type PipelineStage } from '@sentio/domain';
import { deserializeModel, serializeModel, TextClassifier } from '@sentio/ml';
import type { TemplateCategory } from '../../platform/db/schema-templates.js';
import { AppError, errors } from '../../platform/errors.js';
import { categoryPaths, type ModelRow } from '../models/model-access.js';
import { categoryNodes, pathKey } from '../models/package-service.js';
import type { Viewer } from '../models/repository.js';
import { modelFileKey } from '../model-training/inputs.js';
import { parseStoredStatistics, type StoredStatistics } from '../model-training/statistics.js';
import type { ModelTemplatePorts, TemplateWrites } from './ports.js';
import { firstFreeCode } from './snapshot.js';
import { categoryRows } from './presenter.js';
import type { TemplateRow } from './repository.js';

export interface InstallResult {
  modelId: string;
  modelCode: string;
  deployed: boolean;
  /** Source id → new id: the source model's id and each category's. */
  idMap: Map<string, string>;
}

/** The model file with its labels renamed; fixed labels (sentiment, emotion codes) are not in the map and stay. */
export function relabelModel(bytes: Uint8Array, idMap: ReadonlyMap<string, string>): Uint8Array {
  const source = deserializeModel(bytes);
  const relabelled = new TextClassifier({
    mode: source.mode,
    labels: source.labels.map((l) => idMap.get(l) ?? l),
    vectorizer: source.vectorizer,
    weights: source.weights,
    bias: source.bias,
    c: source.c,
    calibration: source.calibration,
    keywords: source.keywords,
    semantic: source.semantic,
  });
  return serializeModel(relabelled);
}

/** The template's figures with the new label ids, as the installed version's statistics page reads them. */
function relabelStatistics(raw: unknown, idMap: ReadonlyMap<string, string>): StoredStatistics | null {
  if (raw === null || raw === undefined) return null;
  const stats = parseStoredStatistics(raw);
  const id = (label: string) => idMap.get(label) ?? label;
  return {
    ...stats,
    labels: stats.labels.map((l) => ({ ...l, id: id(l.id) })),
    perLabel: stats.perLabel.map((m) => ({ ...m, labelId: id(m.labelId) })),
    ratios: stats.ratios.map((r) => ({ ...r, labelId: id(r.labelId) })),
    keywords: stats.keywords.map((k) => ({ ...k, labelId: id(k.labelId) })),
    heldOut: [],
  };
}

/** The given code (refused when taken), or the template's code made unique with -2, -3… */
async function modelCodeFor(ports: ModelTemplatePorts, workspaceId: string, template: TemplateRow, given?: string) {
  const taken = (code: string) => ports.models.models.codeTaken(workspaceId, code);
  if (given !== undefined) {
    if (await taken(given)) throw errors.conflict('MODEL_CODE_TAKEN', 'code');
    return given;
  }
  return firstFreeCode(modelCodeSchema.safeParse(template.code).success ? template.code : 'model', 50, taken);
}

/** Source category id → new id, matched by path (the tree was inserted from the same names). */
async function categoryMap(
  tx: TemplateWrites,
  model: ModelRow,
  source: readonly TemplateCategory[],
): Promise<Map<string, string>> {
  const rows = await tx.models.categories.all(model.workspace_id, model.id);
  const newByPath = new Map([...categoryPaths(rows)].map(([id, path]) => [pathKey(path), id]));
  const map = new Map<string, string>();
  for (const [id, path] of categoryPaths(categoryRows(source))) {
    const target = newByPath.get(pathKey(path));
    if (target) map.set(id, target);
  }
  // Aliases travel with the category; the tree insert does not take them.
  for (const c of source) {
    const target = map.get(c.id);
    if (target && Object.keys(c.aliases).length > 0) {
      await tx.models.categories.update(model.workspace_id, target, { aliases: c.aliases });
    }
  }
  return map;
}

/**
 * Installs a template as a new model of the viewer's workspace (docs/marketplace.md), in one transaction: the model
 * with the template's settings and tree (new category ids), and — with weights — the model file with its labels
 * renamed to the new ids, stored as version v1 and deployed, so the model predicts at once exactly as the source's
 * published version did. Anything failing leaves no model, no version, no file and no install count.
 */
export async function installTemplate(
  ports: ModelTemplatePorts,
  viewer: Viewer,
  template: TemplateRow,
  options: { name?: string | undefined; code?: string | undefined },
): Promise<InstallResult> {
  const code = await modelCodeFor(ports, viewer.workspaceId, template, options.code);
  const bytes = template.file_key ? await ports.files.get(template.file_key) : null;
  if (template.file_key && !bytes) {
    throw new AppError(500, 'InternalServerException', 'INTERNAL_ERROR', { message: "The template's model file is missing." });
  }
  const written: string[] = [];
  try {
    const result = await ports.transaction(async (tx) => {
      const model = await ports.modelService.insertModel(
        viewer,
        {
          name: options.name ?? template.name,
          code,
          description: template.description,
          typeCode: template.type_code,
          classificationType: template.classification_type,
          senseType: template.sense_type,
          dataType: template.data_type,
          switches: template.switches as { code: string; default: boolean }[],
          pipelineStages: template.pipeline_stages as PipelineStage[],
          tags: template.tags,
          color: template.color,
          categories: categoryNodes(categoryRows(template.categories)),
        },
        tx.models,
      );
      await tx.models.models.update(viewer.workspaceId, model.id, {
        channels: JSON.stringify(template.channels),
        threshold: template.threshold,
        regularisation: JSON.stringify(template.regularisation),
        semantic_features: template.semantic_features,
      });
      const idMap = await categoryMap(tx, model, template.categories);
      if (template.source_model_id) idMap.set(template.source_model_id, model.id);
      if (bytes) {
        // Read only now: the labels are renamed to ids that exist once the tree is inserted.
        const file = relabelModel(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), idMap);
        const stats = relabelStatistics(template.statistics, idMap);
        const versionId = await tx.templates.insertInstalledVersion({
          workspaceId: viewer.workspaceId,
          modelId: model.id,
          name: template.version_name ?? 'v1',
          userId: viewer.userId,
          accessType: model.access_type,
          accuracy: template.accuracy,
          macroF1: template.macro_f1,
          statistics: stats ? JSON.stringify(stats) : null,
        });
        const key = modelFileKey(viewer.workspaceId, model.id, versionId);
        written.push(key);
        await ports.files.put(key, Buffer.from(file.buffer, file.byteOffset, file.byteLength));
        await tx.templates.deployInstalledVersion(viewer.workspaceId, model.id, versionId, key);
      }
      await tx.templates.recordInstall(template.id, viewer.workspaceId, viewer.userId, model.id);
      return { modelId: model.id, modelCode: model.code, deployed: bytes !== null, idMap };
    });
    await ports.changes.modelUpdated(viewer.workspaceId, result.modelId);
    return result;
  } catch (e) {
    // The transaction is undone; the file written inside it goes too (after it: deleting touches the database).
    await Promise.allSettled(written.map((key) => ports.files.delete(key)));
    throw e;
  }
}
