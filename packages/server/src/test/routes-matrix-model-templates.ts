import { templateEndpoints as te } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type ModelTemplateCall =
  | 'modelTemplateList'
  | 'modelTemplateDetail'
  | 'modelTemplateInstall'
  | 'modelTemplateDelete'
  | 'modelMakeItTemplate'
  | 'marketplaceTags';

/** What the routes matrix knows of A's model template when the attacks run (filled in its beforeAll). */
export interface ModelTemplateTargets {
  modelId: () => string;
  /** A's private template of A's model (never shared). */
  templateId: () => string;
}

/** A makes its model a template, privately (tagged with A's name, so a leaked tag shows in the matrix's check). */
export async function seedModelTemplateTargets(a: Client, modelId: string): Promise<{ templateId: string }> {
  const made = await a.call(te.modelMakeItTemplate, {
    params: { id: modelId },
    body: { name: 'Alpha template', tags: ['Alpha tag'], includeWeights: true, shareWithEveryone: false },
  });
  return { templateId: made.id };
}

/**
 * The routes matrix's rows of the model templates (docs/marketplace.md): B — the admin of another workspace — names
 * A's private template or A's model (404: a private template of another workspace answers like a missing one), and
 * lists templates and marketplace tags (answered, without A's private template or its tags).
 */
export function modelTemplateForeign(x: ModelTemplateTargets): Record<ModelTemplateCall, Row> {
  const id = () => ({ id: x.templateId() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const answered = (attack: Attack): Row => ({ attack, expectDenied: false });
  return {
    modelTemplateList: answered((c) => c.request(te.modelTemplateList, { query: { scope: 'ALL' } })),
    modelTemplateDetail: denied((c) => c.request(te.modelTemplateDetail, { params: id() })),
    modelTemplateInstall: denied((c) => c.request(te.modelTemplateInstall, { params: id(), body: {} })),
    modelTemplateDelete: denied((c) => c.request(te.modelTemplateDelete, { params: id() })),
    modelMakeItTemplate: denied((c) =>
      c.request(te.modelMakeItTemplate, { params: { id: x.modelId() }, body: { tags: [], shareWithEveryone: true } }),
    ),
    marketplaceTags: answered((c) => c.request(te.marketplaceTags)),
  };
}
