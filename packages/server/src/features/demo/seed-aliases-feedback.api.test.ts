import { endpoints } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { createModel } from '../models/test-fixtures.js';
import { createAnalysis, type Analysis } from '../project-documents/test-support.js';
import { demoActor } from './actor.js';
import { demoCategoryTree } from './categories.js';
import { DemoRepository } from './repository.js';
import { seedDemoAliasesFeedback } from './seed-aliases-feedback.js';
import { DEMO_MODEL_CODE } from './seed-model.js';

let t: TestApp;
let a: Analysis;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Alias Demo Co' });
  const model = await createModel(owner, { code: DEMO_MODEL_CODE, categories: demoCategoryTree('tr') });
  a = await createAnalysis(t, owner, model, 'alias-demo');
});
afterAll(() => t.close());

describe('the demo aliases and feedback schedule', () => {
  it('names every demo category in Turkish and English and schedules weekly feedback', async () => {
    const target = await new DemoRepository(t.db).firstWorkspace(owner.email, owner.workspaceCode);
    if (!target) throw new Error('owner not found');
    const services = t.app.services.projects;
    const result = await seedDemoAliasesFeedback(demoActor(target).scope, a.code, {
      aliases: services.aliases,
      schedules: services.feedbackSchedules,
    });
    expect(result).toEqual({ aliases: 22, scheduled: true });
    const tree = await owner.client.call(endpoints.projectCategoryTree, { params: { code: a.code } });
    const names = tree[0]?.categories.map((c) => c.name) ?? [];
    // The owner reads English: the Turkish tree shows its English aliases.
    expect(names).toContain('Delivery time');
    expect(names).not.toContain('Teslimat süresi');
    expect(await owner.client.call(endpoints.feedbackPeriodList, { params: { code: a.code } })).toMatchObject([
      { modelCode: DEMO_MODEL_CODE, type: 'WEEKLY', repeatWeekDay: 1, repeatTime: '06:00', documentType: 'ALL' },
    ]);
  });
});
