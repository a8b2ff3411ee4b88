import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis, seedDocuments, type Analysis } from '../project-documents/test-support.js';
import { labelsOf } from '../rules/test-support.js';
import { demoActor } from './actor.js';
import { DemoRepository } from './repository.js';
import { seedDemoRules } from './seed-rules.js';

let t: TestApp;
let a: Analysis;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Rules Demo Co' });
  const model = await createModel(owner, { code: 'rules-demo-model', categories: [{ name: 'Delivery' }] });
  a = await createAnalysis(t, owner, model, 'rules-demo');
});
afterAll(() => t.close());

describe('the demo rules', () => {
  it('gives the analysis its two rules, which label refund requests (İADE, refund) and alert', async () => {
    const target = await new DemoRepository(t.db).firstWorkspace(owner.email, owner.workspaceCode);
    if (!target) throw new Error('owner not found');
    expect(await seedDemoRules(demoActor(target).scope, a.code, t.app.services.projects.rules)).toBe(2);
    const rules = await owner.client.call(endpoints.ruleList, { params: { code: a.code } });
    expect(rules.map((r) => [r.name, r.enabled])).toEqual([
      ['İade talepleri / Refund requests', true],
      ['Olumsuz kritikler / Negative detractors', true],
    ]);
    const ids = await seedDocuments(t, a, [
      { externalId: 'd1', content: 'İADE istiyorum', contentDate: '2026-01-05T10:00:00Z' },
      { externalId: 'd2', content: 'I want a refund', contentDate: '2026-01-05T10:00:00Z' },
      { externalId: 'd3', content: 'all good', contentDate: '2026-01-05T10:00:00Z' },
    ]);
    const refund = rules[0];
    if (!refund) throw new Error('no rule');
    await owner.client.call(endpoints.ruleRun, { params: { code: a.code, id: refund.id } });
    await t.app.services.jobs.drain({ names: ['rules.run'], timeoutMs: 60_000 });
    expect(await labelsOf(t, ids['d1'] ?? '')).toEqual(['REFUND']);
    expect(await labelsOf(t, ids['d2'] ?? '')).toEqual(['REFUND']);
    expect(await labelsOf(t, ids['d3'] ?? '')).toEqual([]);
  });
});
