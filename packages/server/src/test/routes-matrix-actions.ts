import { actionEndpoints as ae } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type ActionCall = keyof typeof ae;

/** What the routes matrix knows of A's records when the attacks run (read lazily: they are filled in its beforeAll). */
export interface ActionTargets {
  /** A's analysis (evidence names it by code). */
  projectCode: () => string;
  /** A's action and action type. */
  actionId: () => string;
  typeId: () => string;
  /** A's user (B tries to make them a follower or a mention of B's own action). */
  userId: () => string;
}

/**
 * The routes matrix's cross-workspace rows of the action planner: B's client aims at A's action and type by id and
 * names A's analysis and A's user; every read and write of them is denied (404, or 400 for A's analysis and user in
 * B's own action), while B's own lists and statistics answer (empty of A's).
 */
export function actionForeign(x: ActionTargets): Record<ActionCall, Row> {
  const id = () => ({ id: x.actionId() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const answered = (attack: Attack): Row => ({ attack, expectDenied: false });
  const body = () => ({
    name: 'Over another workspace',
    typeId: x.typeId(),
    responsibleId: x.userId(),
    evidence: { projectCode: x.projectCode(), filter: '', label: 'Foreign' },
  });
  return {
    actionList: answered((c) => c.request(ae.actionList, { query: { tab: 'all', assignUsers: x.userId() } })),
    actionCreate: { attack: (c) => c.request(ae.actionCreate, { body: body() }), expectDenied: false },
    actionStatistics: answered((c) => c.request(ae.actionStatistics)),
    actionPeople: answered((c) => c.request(ae.actionPeople)),
    actionGet: denied((c) => c.request(ae.actionGet, { params: id() })),
    actionUpdate: denied((c) => c.request(ae.actionUpdate, { params: id(), body: { name: 'Taken over', version: 1 } })),
    actionDelete: denied((c) => c.request(ae.actionDelete, { params: id() })),
    actionNotes: denied((c) => c.request(ae.actionNotes, { params: id() })),
    actionNoteAdd: denied((c) => c.request(ae.actionNoteAdd, { params: id(), body: { text: 'Foreign note' } })),
    actionFollowerAdd: denied((c) => c.request(ae.actionFollowerAdd, { params: id(), body: { userId: x.userId() } })),
    actionFollowerRemove: denied((c) => c.request(ae.actionFollowerRemove, { params: id(), query: { userId: x.userId() } })),
    actionHistory: denied((c) => c.request(ae.actionHistory, { params: id() })),
    actionCorrectives: denied((c) => c.request(ae.actionCorrectives, { params: id() })),
    actionCorrectiveAdd: denied((c) =>
      c.request(ae.actionCorrectiveAdd, { params: id(), body: { kind: 'CORRECTIVE', text: 'A foreign corrective action' } }),
    ),
    actionEffect: denied((c) => c.request(ae.actionEffect, { params: id(), query: { windowDays: 28 } })),
    actionTypes: answered((c) => c.request(ae.actionTypes)),
    actionTypeCreate: answered((c) => c.request(ae.actionTypeCreate, { body: { name: 'Own type' } })),
    actionTypeUpdate: denied((c) => c.request(ae.actionTypeUpdate, { params: { id: x.typeId() }, body: { name: 'Taken' } })),
    actionTypeDelete: denied((c) => c.request(ae.actionTypeDelete, { params: { id: x.typeId() } })),
  };
}
