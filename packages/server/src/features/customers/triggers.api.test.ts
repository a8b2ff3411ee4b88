import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../platform/seed.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { seedDemoModel } from '../demo/seed-model.js';
import { seedDemoProject } from '../demo/seed-project.js';

let t: TestApp;
const end = new Date('2026-06-01T00:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemo(t.db)).toBe(true);
  await seedDemoModel(t.db, { ...t.app.services.models, jobs: t.app.services.jobs }, { labelled: 400, unlabelled: 0 });
}, 300_000);
afterAll(async () => t.close());

const services = () => ({ projects: t.app.services.projects.projects.projects, ingest: t.app.services.projects.ingest.ingest });

/** The trigger-kept customers, in a comparable order. */
const snapshot = async () =>
  (
    await sql<Record<string, unknown>>`select workspace_id, key, name, company, address, segment, total, positive, neutral,
      negative, first_interaction, last_interaction from customer where total > 0 order by workspace_id, key`.execute(t.db)
  ).rows;
const projectSnapshot = async () =>
  (await sql<Record<string, unknown>>`select * from customer_project where total > 0 order by project_id, key`.execute(t.db)).rows;

describe('customers kept by the database', () => {
  it('match a recount from the documents after import, classification, trash and delete', async () => {
    const result = await seedDemoProject(t.db, services(), { count: 300, end, batchSize: 120 });
    const incremental = await snapshot();
    expect(incremental.length).toBeGreaterThan(20);
    const workspaceId = String(incremental[0]?.workspace_id);
    const total = incremental.reduce((s, r) => s + Number(r.total), 0);
    expect(total).toBe(300);

    const projects = await projectSnapshot();
    await sql`select sentio_customer_rebuild(${workspaceId}::uuid)`.execute(t.db);
    expect(await snapshot()).toEqual(incremental);
    expect(await projectSnapshot()).toEqual(projects);

    // trash some, change a key, delete some: still equal to a recount
    await sql`update project_document set trashed_at = now() where id in (select id from project_document order by id limit 20)`.execute(t.db);
    await sql`update project_document set attributes = attributes || '{"customer_id": "NEW-1"}'::jsonb
      where id in (select id from project_document order by id desc limit 5)`.execute(t.db);
    await sql`update project_document set content_date = content_date - interval '400 days'
      where id in (select id from project_document order by id desc offset 5 limit 5)`.execute(t.db);
    await sql`delete from project_document where id in (select id from project_document order by id desc offset 10 limit 10)`.execute(t.db);
    const after = await snapshot();
    const afterProjects = await projectSnapshot();
    await sql`select sentio_customer_rebuild(${workspaceId}::uuid)`.execute(t.db);
    expect(after).toEqual(await snapshot());
    expect(afterProjects).toEqual(await projectSnapshot());
    expect(after.find((r) => r.key === 'NEW-1')).toMatchObject({ total: 5 });
    expect(result?.stored).toBe(300);
  }, 120_000);
});
