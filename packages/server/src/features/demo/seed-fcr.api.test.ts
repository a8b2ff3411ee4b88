import { customerEndpoints as ce } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis, seedDocuments, type Analysis } from '../project-documents/test-support.js';
import { demoActor } from './actor.js';
import { demoCategoryTree } from './categories.js';
import { CX_AGENT_ATTRIBUTE, CX_AGENTS, cxAgent } from './cx-writers.js';
import { generateCx } from './cx.js';
import { DemoRepository } from './repository.js';
import { seedDemoFcr } from './seed-fcr.js';

let t: TestApp;
let a: Analysis;
let owner: SignedInUser;
const end = new Date('2026-06-01T00:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'FCR Demo Co' });
  const model = await createModel(owner, { code: 'demo-tree', categories: demoCategoryTree('tr') });
  a = await createAnalysis(t, owner, model, 'fcr-demo');
  await t.db
    .insertInto('project_attribute')
    .values({ project_id: a.id, workspace_id: a.workspaceId, ...CX_AGENT_ATTRIBUTE })
    .execute();
  // The demo generator's rows as the demo analysis stores them: customer, channel and, on calls, the agent.
  const rows = [...generateCx({ seed: 20_260_601, count: 1200, end })];
  await seedDocuments(
    t,
    a,
    rows.map((r) => {
      const agent = cxAgent(r);
      return {
        externalId: r.id,
        content: r.text ?? '',
        contentDate: r.date.toISOString(),
        channel: r.channel,
        attributes: { customer_id: r.customerId, segment: r.segment, ...(agent === null ? {} : { agent }) },
      };
    }),
  );
}, 120_000);
afterAll(() => t.close());

describe('the demo FCR settings', () => {
  it('name the agent attribute, and the demo data has repeat contacts and every agent', async () => {
    const target = await new DemoRepository(t.db).firstWorkspace(owner.email, owner.workspaceCode);
    if (!target) throw new Error('owner not found');
    const settings = await seedDemoFcr(demoActor(target).scope, t.app.services.projects.fcr.fcr);
    expect(settings).toMatchObject({ dayRange: 7, agentAttribute: 'agent', channels: [], projectCodes: [] });
    const report = await owner.client.call(ce.fcrReport, {
      body: { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-05-31T23:59:59.999Z' },
    });
    expect(report.figures.repeated).toBeGreaterThan(0);
    expect(report.figures.resolved).toBeGreaterThan(report.figures.repeated);
    expect(report.distribution.find((d) => d.bucket === '4')?.issues).toBeGreaterThan(0);
    expect(report.byAgent.map((r) => r.agent).sort()).toEqual([...CX_AGENTS].sort());
    expect(report.byChannel.map((r) => r.channel)).toContain('CALL_CENTER');
  });

  it('gives calls only an agent, deterministically from the row id', () => {
    const rows = [...generateCx({ seed: 7, count: 200, end })];
    for (const r of rows) expect(cxAgent(r) === null).toBe(r.channel !== 'CALL_CENTER');
    expect(rows.map(cxAgent)).toEqual([...generateCx({ seed: 7, count: 200, end })].map(cxAgent));
  });
});
