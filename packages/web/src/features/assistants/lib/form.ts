import {
  assistantSaveBody,
  type Assistant,
  type AssistantActionType,
  type AssistantSave,
  type MessageCode,
} from '@sentio/domain';

/** What the assistant form holds (the save body's fields; empty text stands for "the provider's chat model"). */
export interface AssistantValues {
  subject: string;
  actionType: AssistantActionType;
  repeatCount: number;
  llmModel: string;
  documentCount: number;
  prompt: string;
  categoryIds: string[];
  assignmentLimit: number | null;
  allowNewRootCause: boolean;
  minAssignedCategories: number;
  maxAssignedCategories: number;
}

/** The fields the form shows, so the server's field errors land on them. */
export const assistantFieldNames: readonly (keyof AssistantValues)[] = [
  'subject',
  'actionType',
  'repeatCount',
  'llmModel',
  'documentCount',
  'prompt',
  'categoryIds',
  'assignmentLimit',
  'allowNewRootCause',
  'minAssignedCategories',
  'maxAssignedCategories',
];

/** The actions an owner offers: root causes belong to analyses only. */
export const actionTypesFor = (owner: 'PROJECT' | 'MODEL'): AssistantActionType[] =>
  owner === 'PROJECT' ? ['CLASSIFY', 'ROOT_CAUSE', 'SUMMARISE', 'ANSWER'] : ['CLASSIFY', 'SUMMARISE', 'ANSWER'];

/** Whether the action assigns labels (categories, counts, limit) or writes one answer. */
export const assigns = (action: AssistantActionType): boolean => action === 'CLASSIFY' || action === 'ROOT_CAUSE';

/** The values of a new assistant (the contract's defaults) or of the saved one. */
export function initialValues(assistant: Assistant | null | undefined): AssistantValues {
  const defaults = assistantSaveBody.parse({ subject: '-', actionType: 'CLASSIFY' });
  const source = assistant ?? { ...defaults, subject: '' };
  return {
    subject: source.subject,
    actionType: source.actionType,
    repeatCount: source.repeatCount,
    llmModel: source.llmModel ?? '',
    documentCount: source.documentCount,
    prompt: source.prompt,
    categoryIds: source.categoryIds,
    assignmentLimit: source.assignmentLimit,
    allowNewRootCause: source.allowNewRootCause,
    minAssignedCategories: source.minAssignedCategories,
    maxAssignedCategories: source.maxAssignedCategories,
  };
}

/** The save body; fields the action does not use go back to their defaults so they are not stored by mistake. */
export function toBody(values: AssistantValues): AssistantSave {
  const labelling = assigns(values.actionType);
  return {
    subject: values.subject,
    actionType: values.actionType,
    repeatCount: values.repeatCount,
    llmModel: values.llmModel.trim() === '' ? null : values.llmModel.trim(),
    documentCount: values.documentCount,
    prompt: values.prompt,
    categoryIds: values.actionType === 'CLASSIFY' ? values.categoryIds : [],
    assignmentLimit: labelling ? values.assignmentLimit : null,
    allowNewRootCause: values.actionType === 'ROOT_CAUSE' && values.allowNewRootCause,
    minAssignedCategories: labelling ? values.minAssignedCategories : 0,
    maxAssignedCategories: labelling ? values.maxAssignedCategories : 1,
  };
}

/**
 * The whole body checked with the server's schema, as field errors: the per-field rules run in the form already,
 * this adds what spans fields (at least as many as at most: ASSISTANT_CATEGORY_COUNTS on the minimum).
 */
export function bodyIssues(body: AssistantSave): { name: keyof AssistantValues; code: MessageCode }[] {
  const result = assistantSaveBody.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = assistantFieldNames.find((name) => name === issue.path[0]);
    return { name: field ?? 'subject', code: issue.message as MessageCode };
  });
}

interface Category {
  id: string;
  name: string;
  parentId: string | null;
}
export interface PickerNode {
  value: string;
  title: string;
  selectable?: boolean;
  disabled?: boolean;
  children: PickerNode[];
}

/**
 * The analysis's category models as one picker: each model is a heading (not pickable), its categories the tree
 * under it. Sentiment and emotion models are left out: their labels are fixed and the classifier sets them.
 */
export function categoryPicker(
  trees: readonly { modelCode: string; modelName: string; senseType: string; categories: readonly Category[] }[],
): PickerNode[] {
  return trees
    .filter((tree) => tree.senseType === 'CATEGORY' && tree.categories.length > 0)
    .map((tree) => {
      const nodes = new Map<string, PickerNode>(tree.categories.map((c) => [c.id, { value: c.id, title: c.name, children: [] }]));
      const roots: PickerNode[] = [];
      for (const c of tree.categories) {
        const node = nodes.get(c.id) as PickerNode;
        const parent = c.parentId === null ? undefined : nodes.get(c.parentId);
        (parent ? parent.children : roots).push(node);
      }
      return { value: `model:${tree.modelCode}`, title: tree.modelName, selectable: false, disabled: true, children: roots };
    });
}
