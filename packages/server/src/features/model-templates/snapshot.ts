import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ModelTemplateTable, TemplateCategory } from '../../platform/db/schema-templates.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { ModelRow } from '../models/model-access.js';
import type { VersionRow } from '../models/presenter.js';
import { parseStoredStatistics, type StoredStatistics } from '../model-training/statistics.js';
import type { ModelTemplatePorts } from './ports.js';

export interface SnapshotOptions {
  includeWeights: boolean;
  name?: string | undefined;
  description?: string | undefined;
  tags?: readonly string[] | undefined;
  /** A built-in template (the marketplace seed): no workspace, public at once. */
  builtInKey?: string | undefined;
}

/** The deployed version when it finished successfully: what a template publishes. */
async function deployedVersion(ports: ModelTemplatePorts, model: ModelRow): Promise<VersionRow | null> {
  if (!model.deployed_version_id) return null;
  const version = await ports.versions.find(model.workspace_id, model.id, model.deployed_version_id);
  return version?.status === 'SUCCESS' ? version : null;
}

/**
 * The version's figures as the template keeps them: the stored statistics with labels named as the model names them
 * now, without the held-out predictions (they name the source's training documents). Kept whole (not only the
 * detail's subset) so an installed model's statistics page reads them like a trained version's.
 */
function figures(version: VersionRow | null, names: ReadonlyMap<string, string>): StoredStatistics | null {
  if (!version?.statistics) return null;
  let stats: StoredStatistics;
  try {
    stats = parseStoredStatistics(version.statistics);
  } catch {
    return null;
  }
  const name = (id: string, fallback: string) => names.get(id) ?? fallback;
  return {
    ...stats,
    labels: stats.labels.map((l) => ({ id: l.id, name: name(l.id, l.name) })),
    perLabel: stats.perLabel.map((m) => ({ ...m, name: name(m.labelId, m.name) })),
    heldOut: [],
  };
}

/**
 * The first code `taken` does not hold: `base`, then `base-2`, `base-3`… within `maxLength` (model codes and template
 * codes alike); after 99 tries a random suffix.
 */
export async function firstFreeCode(base: string, maxLength: number, taken: (code: string) => Promise<boolean>) {
  for (let n = 1; n < 100; n++) {
    const code = n === 1 ? base.slice(0, maxLength) : `${base.slice(0, maxLength - String(n).length - 1)}-${n}`;
    if (!(await taken(code))) return code;
  }
  return `${base.slice(0, maxLength - 7)}-${randomBytes(3).toString('hex')}`;
}

/**
 * Snapshots a model into its template (docs/marketplace.md): created, or refreshed in place (same id and install
 * count). A workspace's snapshot is private until a make-public request of its model is approved; a built-in one is
 * public. The weights are a copy of the deployed version's model file, so the template survives the model's later
 * trainings and deletion; a model without a deployed version snapshots without weights.
 */
export async function takeSnapshot(
  ports: ModelTemplatePorts,
  model: ModelRow,
  userId: string,
  options: SnapshotOptions,
  retried = false,
): Promise<string> {
  const existing = await ports.repo.bySource(model.id, options.builtInKey);
  // Built-in templates change only through the seed that made them.
  if (existing?.built_in_key && !options.builtInKey) throw errors.conflict('TEMPLATE_BUILT_IN');
  const builtIn = options.builtInKey !== undefined;
  const workspaceId = builtIn ? null : model.workspace_id;

  const [version, rows, labels] = await Promise.all([
    deployedVersion(ports, model),
    ports.models.categories.all(model.workspace_id, model.id),
    ports.access.labels(model),
  ]);
  const categories: TemplateCategory[] = rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    name: r.name,
    aliases: r.aliases,
    position: r.position,
  }));
  const stats = figures(version, new Map(labels.map((l) => [l.id, l.path])));

  let fileKey: string | null = null;
  if (options.includeWeights && version?.file_key) {
    const bytes = await ports.files.get(version.file_key);
    if (bytes) {
      fileKey = `${workspaceId ?? 'built-in'}/model-templates/${model.id}-${randomBytes(6).toString('hex')}.model`;
      await ports.files.put(fileKey, bytes);
    }
  }

  const values: Insertable<ModelTemplateTable> = {
    workspace_id: workspaceId,
    source_model_id: model.id,
    source_version_id: version?.id ?? null,
    built_in_key: options.builtInKey ?? null,
    code:
      existing?.code ?? (await firstFreeCode(model.code.toLowerCase(), 60, (c) => ports.repo.codeTaken(workspaceId, c, null))),
    name: options.name ?? existing?.name ?? model.name,
    description: options.description ?? existing?.description ?? model.description,
    tags: JSON.stringify(options.tags ?? existing?.tags ?? model.tags),
    languages: JSON.stringify(model.switches.map((s) => s.code)),
    // Every new snapshot is reviewed again before everyone sees it.
    visibility: builtIn ? 'PUBLIC' : 'WORKSPACE',
    type_code: model.type_code,
    classification_type: model.classification_type,
    sense_type: model.sense_type,
    data_type: model.data_type,
    color: model.color,
    switches: JSON.stringify(model.switches),
    pipeline_stages: JSON.stringify(model.pipeline_stages),
    channels: JSON.stringify(model.channels),
    threshold: model.threshold,
    regularisation: JSON.stringify(model.regularisation),
    semantic_features: model.semantic_features,
    categories: JSON.stringify(categories),
    version_name: version?.name ?? null,
    file_key: fileKey,
    accuracy: stats ? stats.accuracy : (version?.accuracy ?? null),
    macro_f1: stats ? stats.macroF1 : (version?.macro_f1 ?? null),
    statistics: stats ? JSON.stringify(stats) : null,
    created_by: userId,
  };
  let id: string;
  try {
    if (existing) {
      const { created_by: _creator, code: _code, ...refresh } = values;
      await ports.repo.update(existing.id, refresh);
      id = existing.id;
    } else {
      id = await ports.repo.insert(values);
    }
  } catch (e) {
    if (fileKey) await ports.files.delete(fileKey).catch(() => undefined);
    // Two first snapshots of the same model (or two codes) racing: the other one made its template; refresh that.
    if (isUniqueViolation(e) && !retried) return takeSnapshot(ports, model, userId, options, true);
    throw e;
  }
  // The previous snapshot's weights are no longer referenced.
  if (existing?.file_key && existing.file_key !== fileKey) await ports.files.delete(existing.file_key).catch(() => undefined);
  return id;
}
