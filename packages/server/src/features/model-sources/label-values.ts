import { nameKey, type CategoryNode } from '@sentio/domain';
import { errors } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { parseUpload } from '../../platform/uploads/parse.js';
import type { Labeller } from '../models/document-service.js';
import type { ModelAccess, ModelScope } from '../models/model-access.js';
import { LabelResolver } from './labels.js';
import type { SourceRepository, SourceRow } from './repository.js';

/** Distinct values listed (and created) at most: a label column with more is an ID or a text column by mistake. */
const MAX_VALUES = 1000;

/** What creating categories needs of the models area: the tree import, merged by path. */
export interface CategoryImporter {
  import(viewer: Labeller, modelId: string, categories: readonly CategoryNode[]): Promise<unknown>;
}

export interface LabelValue {
  value: string;
  count: number;
  exists: boolean;
}

/** "Delivery > Late" (or "Delivery / Late") as its parts. */
const partsOf = (value: string): string[] =>
  value
    .split(/\s*(?:>|\/)\s*/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

/**
 * The categories of a category model from an upload's label column, before matching: the column's distinct values
 * with their row counts and whether the model already has each (read as the import reads them: by id, path or
 * name, Turkish case folded), and the creation of the missing ones — so a first upload is not refused row by row
 * with MODEL_LABEL_UNKNOWN because the tree was still empty.
 */
export class LabelValuesService {
  constructor(
    private readonly repo: SourceRepository,
    private readonly access: ModelAccess,
    private readonly files: FileStore,
    private readonly categories: CategoryImporter,
  ) {}

  async values(
    ws: ModelScope,
    modelId: string,
    sourceId: string,
    query: { column: string; separator: string },
  ): Promise<{ values: LabelValue[]; truncated: boolean }> {
    const { source, model } = await this.source(ws, modelId, sourceId);
    const column = source.columns.indexOf(query.column);
    if (column < 0) throw errors.badRequest('UPLOAD_COLUMN_UNKNOWN', 'column');
    const data = source.file_key ? await this.files.get(source.file_key) : null;
    if (!data) throw errors.conflict('SOURCE_NOT_PENDING');
    const table = await parseUpload(data, source.file_name);
    const resolver = new LabelResolver(await this.access.labels(model), model.sense_type);
    const byKey = new Map<string, LabelValue>();
    let truncated = false;
    for (const row of table.rows) {
      for (const raw of (row[column] ?? '').split(query.separator)) {
        const value = raw.trim();
        if (value === '') continue;
        const key = partsOf(value).map(nameKey).join('>');
        const seen = byKey.get(key);
        if (seen) seen.count++;
        else if (byKey.size >= MAX_VALUES) truncated = true;
        else byKey.set(key, { value, count: 1, exists: resolver.resolve(value) !== null });
      }
    }
    const values = [...byKey.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return { values, truncated };
  }

  /**
   * Creates the categories the column names and the model lacks ("A > B" creates B under A), merged into the tree
   * like a category import; answers the values created. Only category models have a tree to add to.
   */
  async create(
    viewer: Labeller,
    ws: ModelScope,
    modelId: string,
    sourceId: string,
    query: { column: string; separator: string },
  ): Promise<{ created: string[] }> {
    const missing = (await this.values(ws, modelId, sourceId, query)).values.filter((v) => !v.exists);
    if (missing.length === 0) return { created: [] };
    const roots: CategoryNode[] = [];
    for (const v of missing) {
      let level = roots as { name: string; children?: CategoryNode[] }[];
      for (const part of partsOf(v.value)) {
        let node = level.find((n) => nameKey(n.name) === nameKey(part));
        if (!node) {
          node = { name: part.slice(0, 200) };
          level.push(node);
        }
        node.children ??= [];
        level = node.children as { name: string; children?: CategoryNode[] }[];
      }
    }
    await this.categories.import(viewer, modelId, prune(roots));
    return { created: missing.map((v) => v.value) };
  }

  private async source(ws: ModelScope, modelId: string, sourceId: string) {
    const model = await this.access.requireIn(ws, modelId);
    const source: SourceRow | null = await this.repo.byId(ws.id, sourceId);
    if (!source || source.model_id !== modelId) throw errors.notFound();
    return { source, model };
  }
}

/** Leaves without an empty `children` list: the tree import reads a node with children as a parent. */
function prune(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.map((n) => (n.children && n.children.length > 0 ? { name: n.name, children: prune(n.children) } : { name: n.name }));
}
