import { endpoints, entityMappingEndpoints as me } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type Call = keyof typeof me;

/** What the routes matrix knows of A's entity mapping when the attacks run (filled in its beforeAll). */
export interface EntityMappingTargets {
  /** A's analysis, which holds the mapping. */
  projectCode: () => string;
  mappingId: () => string;
}

/** A's analysis with one entity mapping (a regular expression). */
export async function seedEntityMappingTargets(a: Client): Promise<{ projectCode: string; mappingId: string }> {
  const projectCode = 'alpha-entities';
  await a.call(endpoints.projectCreate, {
    params: { code: projectCode },
    body: { name: 'Alpha entities', icon: 'preset:chart', models: [], channels: ['SURVEY'], pipelineStages: ['CLASSIFY'] },
  });
  const mapping = await a.call(me.entityMappingCreate, {
    params: { code: projectCode },
    body: { name: 'ORDER', sourceText: 'SP-\\d{4}', targetText: 'Order', regex: true },
  });
  return { projectCode, mappingId: mapping.id };
}

/**
 * The routes matrix's cross-workspace rows of entity mappings: B names A's analysis and A's mapping in every call;
 * each answers 404 like a missing analysis, so B neither reads A's mappings (nor, through the preview, A's
 * documents) nor changes them.
 */
export function entityMappingForeign(x: EntityMappingTargets): Record<Call, Row> {
  const params = () => ({ code: x.projectCode() });
  const one = () => ({ code: x.projectCode(), id: x.mappingId() });
  const body = { name: 'Taken over', sourceText: 'alpha', targetText: 'Alpha', regex: false };
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  return {
    entityMappingList: denied((c) => c.request(me.entityMappingList, { params: params() })),
    entityMappingCreate: denied((c) => c.request(me.entityMappingCreate, { params: params(), body })),
    entityMappingUpdate: denied((c) => c.request(me.entityMappingUpdate, { params: one(), body })),
    entityMappingDelete: denied((c) => c.request(me.entityMappingDelete, { params: one() })),
    entityMappingPreview: denied((c) => c.request(me.entityMappingPreview, { params: params(), body: {} })),
  };
}
