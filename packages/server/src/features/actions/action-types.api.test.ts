import { actionEndpoints as ae } from '@sentio/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { signUp, type SignedInUser } from '../../test/factories.js';
import { member } from '../models/test-fixtures.js';
import { createAction } from './test-support.js';

let t: TestApp;
let owner: SignedInUser;
let analyst: SignedInUser;
let manager: SignedInUser;
let outsider: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { company: 'Action Types Co' });
  analyst = await member(t, owner, 'ANALYST');
  manager = await member(t, owner, 'MANAGER');
  outsider = await signUp(t, { company: 'Outside Action Types Co' });
});
afterAll(() => t.close());

const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as { messageCode?: string }).messageCode];
const fieldsOf = (res: { body: unknown }) =>
  ((res.body as { fields?: { field: string; messageCode: string }[] }).fields ?? []).map((f) => `${f.field}:${f.messageCode}`);

describe('action types', () => {
  it('are created by admins and managers, listed by name with their use, and readable by everyone', async () => {
    const training = await owner.client.call(ae.actionTypeCreate, { body: { name: 'Training', color: '#00aa00' } });
    const audit = await manager.client.call(ae.actionTypeCreate, { body: { name: 'audit' } });
    expect(training).toMatchObject({ name: 'Training', color: '#00aa00', actionCount: 0 });
    expect((await analyst.client.call(ae.actionTypes)).map((x) => [x.name, x.actionCount])).toEqual([
      ['audit', 0],
      ['Training', 0],
    ]);
    expect(codeOf(await analyst.client.request(ae.actionTypeCreate, { body: { name: 'Analyst type' } }))).toEqual([
      401,
      'PERMISSION_DENIED',
    ]);
    expect(codeOf(await analyst.client.request(ae.actionTypeDelete, { params: { id: audit.id } }))).toEqual([
      401,
      'PERMISSION_DENIED',
    ]);
    expect(await outsider.client.call(ae.actionTypes)).toEqual([]);
  });

  it('have unique names in the workspace (case, spaces and Turkish capitals folded)', async () => {
    await owner.client.call(ae.actionTypeCreate, { body: { name: 'Process fix' } });
    for (const name of ['process fix', '  PROCESS   FIX ', 'PROCESS FİX'])
      expect(fieldsOf(await owner.client.request(ae.actionTypeCreate, { body: { name } }))).toEqual([
        'name:ACTION_TYPE_NAME_TAKEN',
      ]);
    // Another workspace may use the name.
    expect((await outsider.client.request(ae.actionTypeCreate, { body: { name: 'Process fix' } })).status).toBe(200);
  });

  it('are renamed and recoloured; a rename to a taken name is refused, its own name may change case', async () => {
    const type = await owner.client.call(ae.actionTypeCreate, { body: { name: 'Rename me' } });
    await owner.client.call(ae.actionTypeCreate, { body: { name: 'Taken type' } });
    const taken = await owner.client.request(ae.actionTypeUpdate, { params: { id: type.id }, body: { name: 'taken TYPE' } });
    expect(fieldsOf(taken)).toEqual(['name:ACTION_TYPE_NAME_TAKEN']);
    const renamed = await owner.client.call(ae.actionTypeUpdate, {
      params: { id: type.id },
      body: { name: 'RENAME me', color: '#123456' },
    });
    expect(renamed).toMatchObject({ id: type.id, name: 'RENAME me', color: '#123456' });
    expect(
      codeOf(await owner.client.request(ae.actionTypeUpdate, { params: { id: randomUUID() }, body: { name: 'X' } })),
    ).toEqual([404, 'ACTION_TYPE_NOT_FOUND']);
    expect(codeOf(await outsider.client.request(ae.actionTypeUpdate, { params: { id: type.id }, body: { name: 'X' } }))).toEqual([
      404,
      'ACTION_TYPE_NOT_FOUND',
    ]);
    expect(codeOf(await outsider.client.request(ae.actionTypeDelete, { params: { id: type.id } }))).toEqual([
      404,
      'ACTION_TYPE_NOT_FOUND',
    ]);
    expect((await owner.client.request(ae.actionTypeCreate, { body: { name: 'Bad colour', color: 'green' } })).status).toBe(400);
  });

  it('cannot be deleted while an action uses them', async () => {
    const type = await owner.client.call(ae.actionTypeCreate, { body: { name: 'In use' } });
    const action = await createAction(owner, { name: 'Uses the type', typeId: type.id });
    expect((await owner.client.call(ae.actionTypes)).find((x) => x.id === type.id)?.actionCount).toBe(1);
    expect(codeOf(await owner.client.request(ae.actionTypeDelete, { params: { id: type.id } }))).toEqual([
      409,
      'ACTION_TYPE_IN_USE',
    ]);
    await owner.client.call(ae.actionDelete, { params: { id: action.id } });
    expect(await owner.client.call(ae.actionTypeDelete, { params: { id: type.id } })).toEqual({ ok: true });
    expect((await owner.client.call(ae.actionTypes)).some((x) => x.id === type.id)).toBe(false);
  });
});
