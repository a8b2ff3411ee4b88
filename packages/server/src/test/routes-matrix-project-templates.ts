import { templateEndpoints as te } from '@sentio/domain';
import type { Client, RawResponse } from './harness.js';

type Attack = (c: Client) => Promise<RawResponse>;
type Row = { attack: Attack; expectDenied: boolean };
type ProjectTemplateCall =
  | 'projectTemplateList'
  | 'projectTemplateWorkspace'
  | 'projectTemplateDetail'
  | 'projectTemplateCreateProject'
  | 'projectMakeItTemplate'
  | 'projectTemplateDelete';

/** What the routes matrix knows of A's analysis template when the attacks run (filled in its beforeAll). */
export interface ProjectTemplateTargets {
  projectCode: () => string;
  /** A's private template of A's analysis (its id is one of A's secrets). */
  templateId: () => string;
}

/** A makes its analysis a template through the API (private: shared with nobody). */
export async function seedProjectTemplateTargets(a: Client, projectCode: string): Promise<{ templateId: string }> {
  const detail = await a.call(te.projectMakeItTemplate, { params: { id: projectCode }, body: { name: 'Alpha template' } });
  return { templateId: detail.id };
}

/**
 * The routes matrix's rows of the analysis templates (docs/marketplace.md): B — another workspace's admin, not an
 * operator — lists templates (answered, without A's private one), and names A's template or A's analysis code (404:
 * a private template of another workspace answers like a missing one; the analysis is not in B's workspace).
 */
export function projectTemplateForeign(x: ProjectTemplateTargets): Record<ProjectTemplateCall, Row> {
  const id = () => ({ id: x.templateId() });
  const denied = (attack: Attack): Row => ({ attack, expectDenied: true });
  const answered = (attack: Attack): Row => ({ attack, expectDenied: false });
  return {
    projectTemplateList: answered((c) => c.request(te.projectTemplateList, { query: { scope: 'ALL' } })),
    projectTemplateWorkspace: answered((c) => c.request(te.projectTemplateWorkspace, { query: {} })),
    projectTemplateDetail: denied((c) => c.request(te.projectTemplateDetail, { params: id() })),
    projectTemplateCreateProject: denied((c) =>
      c.request(te.projectTemplateCreateProject, { params: id(), body: { name: 'Beta copy' } }),
    ),
    projectMakeItTemplate: denied((c) => c.request(te.projectMakeItTemplate, { params: { id: x.projectCode() }, body: {} })),
    projectTemplateDelete: denied((c) => c.request(te.projectTemplateDelete, { params: id() })),
  };
}
