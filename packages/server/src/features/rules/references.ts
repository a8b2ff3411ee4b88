import { entityTypes, parseRuleField, ruleIssue, type RuleAction, type RuleIssue } from '@sentio/domain';
import type { ReferenceRepository } from './reference-repository.js';

interface Definition {
  conditions: readonly { field: string }[];
  actions: readonly RuleAction[];
}

/**
 * The checks of a rule that need the analysis's data (docs/validation-rules.md): an attribute field names an
 * attribute of the analysis, an entity field a known entity type, a category (in a condition or an action) a
 * category of a model of the analysis (CATEGORY_NOT_FOUND); an action's assignee is a workspace member
 * (ACTION_USER_NOT_MEMBER) and its type an action type of the workspace (ACTION_TYPE_NOT_FOUND).
 */
export async function referenceIssues(
  refs: ReferenceRepository,
  project: { id: string; workspace_id: string },
  body: Definition,
): Promise<RuleIssue[]> {
  const [attributes, models] = await Promise.all([refs.attributeCodes(project.id), refs.modelIds(project.id)]);
  const pairs: { modelId: string; categoryId: string }[] = [];
  for (const c of body.conditions) {
    const f = parseRuleField(c.field);
    if (f?.kind === 'category') pairs.push(f);
  }
  for (const a of body.actions) if (a.modelId && a.categoryId) pairs.push({ modelId: a.modelId, categoryId: a.categoryId });
  const assignees = body.actions.flatMap((a) => (a.assigneeId ? [a.assigneeId] : []));
  const typeIds = body.actions.flatMap((a) => (a.typeId ? [a.typeId] : []));
  const [categories, members, types] = await Promise.all([
    refs.categories(project.workspace_id, pairs),
    refs.members(project.workspace_id, assignees),
    refs.actionTypes(project.workspace_id, typeIds),
  ]);
  const known = (modelId: string, categoryId: string) => models.has(modelId) && categories.has(`${modelId}:${categoryId}`);

  const out: RuleIssue[] = [];
  body.conditions.forEach((c, i) => {
    const f = parseRuleField(c.field);
    if (f?.kind === 'attribute' && !attributes.has(f.code)) out.push(ruleIssue('RULE_FIELD_INVALID', 'conditions', i, 'field'));
    if (f?.kind === 'entity' && !(entityTypes as readonly string[]).includes(f.type))
      out.push(ruleIssue('RULE_FIELD_INVALID', 'conditions', i, 'field'));
    if (f?.kind === 'category' && !known(f.modelId, f.categoryId))
      out.push(ruleIssue('CATEGORY_NOT_FOUND', 'conditions', i, 'field'));
  });
  body.actions.forEach((a, i) => {
    if (
      (a.actorType === 'ADD_CATEGORY' || a.actorType === 'SET_CATEGORY') &&
      a.modelId &&
      a.categoryId &&
      !known(a.modelId, a.categoryId)
    )
      out.push(ruleIssue('CATEGORY_NOT_FOUND', 'actions', i, 'categoryId'));
    if (a.actorType === 'CREATE_ACTION' && a.assigneeId && !members.has(a.assigneeId))
      out.push(ruleIssue('ACTION_USER_NOT_MEMBER', 'actions', i, 'assigneeId'));
    if (a.actorType === 'CREATE_ACTION' && a.typeId && !types.has(a.typeId))
      out.push(ruleIssue('ACTION_TYPE_NOT_FOUND', 'actions', i, 'typeId'));
  });
  return out;
}
