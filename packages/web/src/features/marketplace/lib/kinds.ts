import type { ModelTemplateSummary, ProjectTemplateSummary, TemplateKind, TemplateOwner } from '@sentio/domain';

/** A template of either kind, as the shared card and list show it. */
export type AnyTemplate =
  { kind: 'MODEL'; template: ModelTemplateSummary } | { kind: 'PROJECT'; template: ProjectTemplateSummary };

/** The detail page of a template. */
export const detailPath = (kind: TemplateKind, id: string): string =>
  kind === 'MODEL' ? `/model-template/detail/${id}` : `/project-template/detail/${id}`;

/** The list page of a kind (the detail page's way back). */
export const listPath = (kind: TemplateKind): string => (kind === 'MODEL' ? '/model-template' : '/project-template');

/** Who made it: built-in templates are Sentio's; a deleted workspace's name may be missing. */
export const ownerName = (owner: TemplateOwner, sentio: string, unknown: string): string =>
  owner.builtIn ? sentio : (owner.workspaceName ?? unknown);
