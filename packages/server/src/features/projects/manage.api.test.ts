import { endpoints, type ProjectDetail } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { member } from '../models/test-fixtures.js';
import { createBody, insertDocument, projectCast, type ProjectCast } from './test-support.js';

let t: TestApp;
let c: ProjectCast;
const made: Record<string, ProjectDetail> = {};

beforeAll(async () => {
  t = await startTestApp();
  c = await projectCast(t, 'Globex');
  const specs: [string, string, string[]][] = [
    ['alpha', 'Alpha Care', ['vip', 'q1']],
    ['beta', 'Beta Billing', ['vip']],
    ['gamma', 'Gamma Care Line', ['q1']],
  ];
  for (const [code, name, tags] of specs) {
    made[code] = await c.owner.client.call(endpoints.projectCreate, { params: { code }, body: createBody({ name, tags }) });
  }
  const beta = made['beta'];
  if (beta) {
    await insertDocument(t, { id: beta.id, workspaceId: c.workspaceId });
    await insertDocument(t, { id: beta.id, workspaceId: c.workspaceId });
  }
});
afterAll(() => t.close());

const codes = (page: { content: { code: string }[] }) => page.content.map((p) => p.code);

describe('the analysis list', () => {
  it('pages, sorts, searches and filters by code and every tag', async () => {
    const list = c.owner.client;
    const byName = await list.call(endpoints.projectList, { query: { sort: 'NAME_ASC', size: 2 } });
    expect(byName).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(codes(byName)).toEqual(['alpha', 'beta']);
    expect(codes(await list.call(endpoints.projectList, { query: { sort: 'NAME_ASC', size: 2, page: 1 } }))).toEqual(['gamma']);
    expect(codes(await list.call(endpoints.projectList, { query: { sort: 'NAME_DESC' } }))).toEqual(['gamma', 'beta', 'alpha']);
    const docs = await list.call(endpoints.projectList, { query: { sort: 'DOCUMENTS_DESC' } });
    expect(docs.content[0]).toMatchObject({ code: 'beta', documentCount: 2 });
    expect(docs.content[0]?.lastDocumentAt).not.toBeNull();
    expect(codes(await list.call(endpoints.projectList, { query: { search: 'care', sort: 'NAME_ASC' } }))).toEqual(['alpha', 'gamma']);
    expect(codes(await list.call(endpoints.projectList, { query: { code: 'beta' } }))).toEqual(['beta']);
    expect(codes(await list.call(endpoints.projectList, { query: { tags: 'vip,q1' } }))).toEqual(['alpha']);
    expect(codes(await list.call(endpoints.projectList, { query: { tags: 'vip', sort: 'NAME_ASC' } }))).toEqual(['alpha', 'beta']);
    const short = await list.request(endpoints.projectList, { query: { search: 'ca' } });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('SEARCH_TOO_SHORT');
  });

  it('answers the side lists: tags, icons, colours, users, sort options, workspaces', async () => {
    const u = c.owner.client;
    expect((await u.call(endpoints.projectTags)).map((o) => o.value)).toEqual(['q1', 'vip']);
    expect((await u.call(endpoints.projectIcons)).map((o) => o.value)).toContain('headset');
    expect((await u.call(endpoints.projectColors)).map((o) => o.value)).toContain('#FFD803');
    expect((await u.call(endpoints.projectUserList)).map((o) => o.id).sort()).toEqual([c.owner.userId, c.analyst.userId].sort());
    expect((await u.call(endpoints.projectSortOptions)).map((o) => o.value)).toContain('DOCUMENTS_DESC');
    expect((await u.call(endpoints.documentSortOptions)).map((o) => o.value)).toContain('CONTENT_DATE_DESC');
    const workspaces = await u.call(endpoints.projectWorkspaces);
    expect(workspaces).toEqual([expect.objectContaining({ id: c.workspaceId, selected: true, projectCount: 3 })]);
  });

  it('keeps the five analyses opened last, newest first', async () => {
    for (const code of ['gamma', 'alpha', 'beta', 'alpha']) await c.analyst.client.call(endpoints.projectGet, { params: { code } });
    expect((await c.analyst.client.call(endpoints.projectRecent)).map((p) => p.code)).toEqual(['alpha', 'beta', 'gamma']);
    expect(await c.outsider.client.call(endpoints.projectRecent)).toEqual([]);
  });
});

describe('changing an analysis', () => {
  it('renames only to a different, free name', async () => {
    const same = await c.owner.client.request(endpoints.projectPatch, { params: { code: 'alpha' }, body: { name: ' Alpha Care ' } });
    expect(same.status).toBe(400);
    expect(JSON.stringify(same.body)).toContain('ANALYSIS_RENAME_SAME_NAME');
    const taken = await c.owner.client.request(endpoints.projectPatch, { params: { code: 'alpha' }, body: { name: 'beta billing' } });
    expect(taken.status).toBe(400);
    expect(JSON.stringify(taken.body)).toContain('ANALYSIS_NAME_TAKEN');
    const renamed = await c.owner.client.call(endpoints.projectPatch, {
      params: { code: 'alpha' },
      body: { name: 'Alpha Support', color: '#339AF0', tags: ['vip'], icon: 'preset:star' },
    });
    expect(renamed).toMatchObject({ name: 'Alpha Support', color: '#339AF0', tags: ['vip'], icon: 'preset:star' });
    const actions = await t.db.selectFrom('project_audit').select('action').where('project_id', '=', renamed.id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['CREATE', 'RENAME', 'ICON', 'COLOR', 'TAGS']);
  });

  it('changes models and channels with the creation rules', async () => {
    const mix = await c.owner.client.request(endpoints.projectPatch, { params: { code: 'gamma' }, body: { models: ['mood'] } });
    expect(JSON.stringify(mix.body)).toContain('ANALYSIS_SENTIMENT_NOT_ALONE');
    const none = await c.owner.client.request(endpoints.projectPatch, { params: { code: 'gamma' }, body: { channels: [] } });
    expect(JSON.stringify(none.body)).toContain('ANALYSIS_CHANNEL_REQUIRED');
    const changed = await c.owner.client.call(endpoints.projectPatch, {
      params: { code: 'gamma' },
      body: { models: ['mood', 'topics'], channels: ['EMAIL', 'SOCIAL'], restrictModels: true, restrictedModels: ['mood'] },
    });
    expect(changed.projectModels.map((m) => [m.code, m.restricted])).toEqual([
      ['mood', true],
      ['topics', false],
    ]);
    expect(changed.channels).toEqual(['EMAIL', 'SOCIAL']);
  });

  it('keeps a private analysis from other members, but not from an admin', async () => {
    await c.analyst.client.call(endpoints.projectCreate, {
      params: { code: 'secret' },
      body: createBody({ name: 'Secret', visibility: 'PRIVATE' }),
    });
    const other = (await member(t, c.owner, 'ANALYST')).client;
    const denied = await other.request(endpoints.projectGet, { params: { code: 'secret' } });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ messageCode: 'PROJECT_ACCESS_DENIED' });
    expect(codes(await other.call(endpoints.projectList, { query: {} }))).not.toContain('secret');
    expect((await c.owner.client.call(endpoints.projectGet, { params: { code: 'secret' } })).visibility).toBe('PRIVATE');
    expect((await c.analyst.client.call(endpoints.projectGet, { params: { code: 'secret' } })).name).toBe('Secret');
  });

  it("lets only the creator and managers rename, move or delete an analysis (an analyst cannot destroy another's)", async () => {
    await c.owner.client.call(endpoints.projectCreate, { params: { code: 'owned' }, body: createBody({ name: 'Owned' }) });
    const denied = [
      await c.analyst.client.request(endpoints.projectPatch, { params: { code: 'owned' }, body: { name: 'Hijacked' } }),
      await c.analyst.client.request(endpoints.projectDelete, { params: { code: 'owned' } }),
    ];
    for (const res of denied) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ type: 'PermissionDeniedException', messageCode: 'PERMISSION_DENIED' });
    }
    expect((await c.owner.client.call(endpoints.projectGet, { params: { code: 'owned' } })).name).toBe('Owned');
    // the analyst's own analysis is theirs to rename and delete; a manager may delete anyone's
    await c.analyst.client.call(endpoints.projectCreate, { params: { code: 'mine' }, body: createBody({ name: 'Mine' }) });
    expect(
      (await c.analyst.client.call(endpoints.projectPatch, { params: { code: 'mine' }, body: { name: 'Mine 2' } })).name,
    ).toBe('Mine 2');
    const manager = await member(t, c.owner, 'MANAGER');
    await manager.client.call(endpoints.projectDelete, { params: { code: 'mine' } });
    await c.owner.client.call(endpoints.projectDelete, { params: { code: 'owned' } });
  });

  it('keeps workspaces apart: another workspace gets 404 for the code', async () => {
    for (const call of [
      c.outsider.client.request(endpoints.projectGet, { params: { code: 'beta' } }),
      c.outsider.client.request(endpoints.projectPatch, { params: { code: 'beta' }, body: { name: 'Mine now' } }),
      c.outsider.client.request(endpoints.projectDelete, { params: { code: 'beta' } }),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ messageCode: 'ANALYSIS_NOT_FOUND' });
    }
    expect(codes(await c.outsider.client.call(endpoints.projectList, { query: {} }))).toEqual([]);
  });

  it('moves an analysis to another workspace of the user, re-linking models by code', async () => {
    await c.owner.client.call(endpoints.createWorkspace, { body: { name: 'Second', subtitle: 'Other team' } });
    const target = (await c.owner.client.call(endpoints.projectWorkspaces)).find((w) => !w.selected);
    if (!target) throw new Error('second workspace missing');
    const outsiderWorkspace = await t.db
      .selectFrom('workspace')
      .select('id')
      .where('code', '=', c.outsider.workspaceCode)
      .executeTakeFirstOrThrow();
    const foreign = await c.owner.client.request(endpoints.projectPatch, {
      params: { code: 'beta' },
      body: { workspaceCode: outsiderWorkspace.id },
    });
    expect(foreign.status).toBe(400);
    const moved = await c.owner.client.call(endpoints.projectPatch, { params: { code: 'beta' }, body: { workspaceCode: target.id } });
    expect(moved).toMatchObject({ workspaceId: target.id, code: 'beta', documentCount: 2, channels: ['SURVEY'] });
    // the target workspace has no model `topics`: the link is dropped (documented in move.ts)
    expect(moved.projectModels).toEqual([]);
    expect((await c.owner.client.request(endpoints.projectGet, { params: { code: 'beta' } })).status).toBe(404);
    const docs = await t.db.selectFrom('project_document').select('workspace_id').where('project_id', '=', moved.id).execute();
    expect(docs.map((d) => d.workspace_id)).toEqual([target.id, target.id]);
  });

  it('deletes an analysis with its rows and stored files', async () => {
    const gamma = made['gamma'];
    if (!gamma) throw new Error('gamma missing');
    await insertDocument(t, { id: gamma.id, workspaceId: c.workspaceId });
    const key = `${c.workspaceId}/projects/${gamma.id}/sources/x/upload`;
    await t.app.services.files.put(key, 'a,b\n1,2\n');
    await t.db
      .insertInto('project_source')
      .values({ project_id: gamma.id, workspace_id: c.workspaceId, file_name: 'x.csv', file_type: 'CSV', file_key: key })
      .execute();
    await c.owner.client.call(endpoints.projectDelete, { params: { code: 'gamma' } });
    expect(await t.app.services.files.get(key)).toBeNull();
    expect(await t.db.selectFrom('project_document').select('id').where('project_id', '=', gamma.id).execute()).toEqual([]);
    expect((await c.owner.client.request(endpoints.projectGet, { params: { code: 'gamma' } })).status).toBe(404);
  });
});

