import { searchRequestSchema, type SearchRequestInput } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { ProjectScope } from '../projects/project-access.js';
import { SearchService, type WidgetProvider } from './search-service.js';
import { createAnalysis, documentsWorkspace, mixedDocuments, seedDocuments, type Analysis } from './test-support.js';

/**
 * The search service's planning over the real repositories (the app's own search parts): the body is planned once,
 * before any read, and the plan decides between the rollups and the documents.
 */
let t: TestApp;
let a: Analysis;
let scope: ProjectScope;

beforeAll(async () => {
  t = await startTestApp();
  const ws = await documentsWorkspace(t, 'Planning Co');
  a = await createAnalysis(t, ws.owner, ws.model, 'planning-co');
  await seedDocuments(t, a, mixedDocuments);
  const project = await t.db.selectFrom('project').select('workspace_id').where('code', '=', a.code).executeTakeFirstOrThrow();
  scope = {
    id: project.workspace_id,
    code: ws.owner.workspaceCode,
    name: 'Planning Co',
    accountId: '',
    role: 'OWNER',
    permissions: [],
    userId: ws.owner.userId,
  };
}, 120_000);
afterAll(() => t.close());

const body = (input: SearchRequestInput) => searchRequestSchema.parse(input);
const service = (widgets: WidgetProvider | null = null) => {
  const parts = t.app.services.projects.documents.search.parts;
  const spies = {
    page: vi.spyOn(parts.repo, 'page'),
    count: vi.spyOn(parts.repo, 'count'),
    total: vi.spyOn(parts.cube, 'total'),
  };
  return { search: new SearchService(parts, widgets), spies };
};

describe('search service planning', () => {
  it('counts the unfiltered total from the rollups and a free-text total over the documents', async () => {
    const { search, spies } = service();
    const all = await search.search(scope, a.code, body({}));
    expect(all.documents.total).toBe(5);
    expect(spies.count).not.toHaveBeenCalled();
    const text = await search.search(scope, a.code, body({ query: 'courier' }));
    expect(text.documents.total).toBe(1);
    expect(spies.count).toHaveBeenCalledTimes(1);
    // The rollup planner got the plan (the trimmed text, the order), not the body.
    expect(spies.total.mock.calls[1]?.[1]).toMatchObject({ text: 'courier', sort: 'CONTENT_DATE_DESC', page: 0, size: 10 });
    vi.restoreAllMocks();
  });

  it('refuses a bad or unsupported filter before reading any document', async () => {
    const { search, spies } = service();
    await expect(search.search(scope, a.code, body({ query: 'ab' }))).rejects.toMatchObject({ messageCode: 'SEARCH_TOO_SHORT' });
    await expect(search.search(scope, a.code, body({ markingGoalId: 'g1' }))).rejects.toMatchObject({
      messageCode: 'FIELD_INVALID',
    });
    await expect(search.search(scope, a.code, body({ projectCode: 'other' }))).rejects.toMatchObject({
      messageCode: 'PROJECT_CODE_MISMATCH',
    });
    expect(spies.page).not.toHaveBeenCalled();
    expect(spies.total).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('asks its widget provider only when the widget flag is on; without one it answers no widgets', async () => {
    const provider = vi.fn<WidgetProvider>(() => Promise.resolve([]));
    const { search } = service(provider);
    await search.search(scope, a.code, body({ widget: false }));
    expect(provider).not.toHaveBeenCalled();
    const r = await search.search(scope, a.code, body({ widget: true, selectedWidgets: ['x'] }));
    expect(provider).toHaveBeenCalledTimes(1);
    expect(provider.mock.calls[0]?.[2]).toMatchObject({ widget: true, selectedWidgets: ['x'] });
    expect(r.facets.length).toBeGreaterThan(0);
    const bare = await service().search.search(scope, a.code, body({ widget: true }));
    expect(bare.widgets).toEqual([]);
    vi.restoreAllMocks();
  });
});
