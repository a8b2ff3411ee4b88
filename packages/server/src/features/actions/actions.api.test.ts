import { actionEndpoints as ae } from '@sentio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { actionCast, categoryFilter, createAction, type ActionCast } from './test-support.js';

let t: TestApp;
let c: ActionCast;

beforeAll(async () => {
  t = await startTestApp();
  c = await actionCast(t, 'Action Co', 'ac');
});
afterAll(() => t.close());

describe('smoke', () => {
  it('creates and reads', async () => {
    const action = await createAction(c.owner, {
      name: 'Fix delivery',
      evidence: { projectCode: c.a.code, filter: categoryFilter(c.a, 'Delivery'), label: 'Category: Delivery' },
    });
    expect(action.evidence?.filter).toContain('cq=');
    const got = await c.owner.client.call(ae.actionGet, { params: { id: action.id } });
    expect(got.name).toBe('Fix delivery');
    const list = await c.owner.client.call(ae.actionList, { query: {} });
    expect(list.total).toBe(1);
  });
});
