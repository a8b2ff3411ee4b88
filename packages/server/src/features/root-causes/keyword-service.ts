import type {
  Page,
  RcaKeyword,
  rcaConnectKeywordBody,
  rcaKeywordBody,
  rcaKeywordSaveBody,
  rcaKeywordSearchBody,
} from '@sentio/domain';
import type { z } from 'zod';
import type { TransactionPort } from '../../platform/db/transaction.js';
import { errors, isUniqueViolation } from '../../platform/errors.js';
import type { ProjectAccess, ProjectScope } from '../projects/project-access.js';
import { foldKeyword, type KeywordRepository, type RcaKeywordRow } from './keyword-repository.js';
import { presentKeyword } from './root-cause-presenter.js';
import type { ProjectKey } from './root-cause-repository.js';

type AddBody = z.output<typeof rcaKeywordBody>;
type SaveBody = z.output<typeof rcaKeywordSaveBody>;
type SearchBody = z.output<typeof rcaKeywordSearchBody>;
type ConnectBody = z.output<typeof rcaConnectKeywordBody>;

/**
 * Saved keywords of the root-cause keyword widget (docs/root-causes.md): one per folded text in an analysis (409
 * KEYWORD_EXISTS), with connected variants; each makes a KEYWORD topic at the next run and shows how many documents
 * contain it or a variant.
 */
export class KeywordService {
  constructor(
    private readonly repo: KeywordRepository,
    private readonly transaction: TransactionPort<KeywordRepository>,
    private readonly access: ProjectAccess,
  ) {}

  async add(scope: ProjectScope, code: string, body: AddBody): Promise<RcaKeyword> {
    const project = await this.access.require(scope, code);
    const key = foldKeyword(body.keyword);
    const row = await this.unique(() =>
      this.transaction(async (repo) => {
        if ((await repo.byKeys(project, [key])).length > 0) throw errors.conflict('KEYWORD_EXISTS', 'keyword');
        return repo.insert(project, { keyword: body.keyword, key, categoryId: body.categoryId }, scope.userId);
      }),
    );
    return (await this.present(project, [row]))[0] as RcaKeyword;
  }

  /** Several at once, in the order given: existing ones are kept as they are, the others are added. */
  async save(scope: ProjectScope, code: string, body: SaveBody): Promise<RcaKeyword[]> {
    const project = await this.access.require(scope, code);
    const wanted = new Map<string, string>();
    for (const k of body.keywords) if (!wanted.has(foldKeyword(k))) wanted.set(foldKeyword(k), k);
    const rows = await this.unique(() =>
      this.transaction(async (repo) => {
        const existing = new Map((await repo.byKeys(project, [...wanted.keys()])).map((r) => [r.keyword_key, r]));
        const out: RcaKeywordRow[] = [];
        for (const [key, keyword] of wanted) {
          out.push(
            existing.get(key) ?? (await repo.insert(project, { keyword, key, categoryId: body.categoryId }, scope.userId)),
          );
        }
        return out;
      }),
    );
    return this.present(project, rows);
  }

  async delete(scope: ProjectScope, code: string, id: string): Promise<{ ok: true }> {
    const project = await this.access.require(scope, code);
    if (!(await this.repo.delete(project, id))) throw errors.notFound('KEYWORD_NOT_FOUND');
    return { ok: true };
  }

  /** Sets a keyword's connected variants (duplicates and the keyword itself dropped, compared folded). */
  async connect(scope: ProjectScope, code: string, body: ConnectBody): Promise<RcaKeyword> {
    const project = await this.access.require(scope, code);
    const row = await this.repo.byId(project, body.id);
    if (!row) throw errors.notFound('KEYWORD_NOT_FOUND');
    const seen = new Set([row.keyword_key]);
    const connected = body.connected.filter((c) => {
      const key = foldKeyword(c);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return (await this.present(project, [await this.repo.setConnected(project, row.id, connected)]))[0] as RcaKeyword;
  }

  /** Keywords whose text or a variant contains `text` (folded), paged. */
  async search(scope: ProjectScope, code: string, body: SearchBody): Promise<Page<RcaKeyword>> {
    const project = await this.access.require(scope, code);
    const { rows, total } = await this.repo.search(project, foldKeyword(body.text), body.page, body.size);
    return { content: await this.present(project, rows), page: body.page, size: body.size, total };
  }

  /** Keywords by id; ids of none of this analysis's keywords are left out. */
  async byIds(scope: ProjectScope, code: string, ids: string[]): Promise<RcaKeyword[]> {
    const project = await this.access.require(scope, code);
    return this.present(project, await this.repo.byIds(project, ids));
  }

  private async present(project: ProjectKey, rows: RcaKeywordRow[]): Promise<RcaKeyword[]> {
    const counts = await this.repo.documentCounts(
      project,
      rows.map((r) => ({ id: r.id, variants: [...new Set([r.keyword_key, ...r.connected.map(foldKeyword)])] })),
    );
    return rows.map((r) => presentKeyword(r, counts.get(r.id) ?? 0));
  }

  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.conflict('KEYWORD_EXISTS', 'keyword');
      throw e;
    }
  }
}
