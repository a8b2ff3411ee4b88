import type { z } from 'zod';
import {
  entityTypes,
  numericRuleOperators,
  parseRuleField,
  ruleOperatorsFor,
  valuelessRuleOperators,
  type categoryTreeSchema,
  type ProjectDetail,
  type RuleField,
  type RuleOperator,
} from '@sentio/domain';

export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/** What a condition's field can be compared with: the input the form shows for its value. */
export type ValueKind = 'none' | 'text' | 'channel' | 'sentiment' | 'nps' | 'csat' | 'number' | 'confidence';

/** Everything the form and the summaries need to name fields, categories and models of one analysis. */
export interface RuleCatalog {
  project: ProjectDetail;
  tree: CategoryTree;
}

export interface CategoryOption {
  modelId: string;
  modelName: string;
  id: string;
  path: string;
}

/** The categories of the analysis's models (with the model's id, which a rule stores), in tree order. */
export function categoryOptions({ project, tree }: RuleCatalog): CategoryOption[] {
  return tree.flatMap((m) => {
    const model = project.projectModels.find((pm) => pm.code === m.modelCode);
    if (!model) return [];
    return m.categories.map((c) => ({ modelId: model.id, modelName: m.modelName, id: c.id, path: c.path || c.name }));
  });
}

/** Models whose categories a rule may add or set (user-defined category trees). */
export const categoryModels = (project: ProjectDetail) => project.projectModels.filter((m) => m.senseType === 'CATEGORY');

export const fixedFields = ['content', 'channel', 'sentiment', 'nps', 'csat'] as const;

export interface FieldGroup {
  key: 'document' | 'attribute' | 'category' | 'entity';
  options: { value: string; label: string }[];
}

/** The field picker's groups: the document's own fields, the analysis's attributes, its models' categories, entities. */
export function fieldGroups(
  catalog: RuleCatalog,
  fixedLabel: (field: string) => string,
  entityLabel: (type: string) => string,
): FieldGroup[] {
  return [
    { key: 'document', options: fixedFields.map((f) => ({ value: f, label: fixedLabel(f) })) },
    {
      key: 'attribute',
      options: catalog.project.attributes.map((a) => ({ value: `attribute:${a.code}`, label: a.name || a.code })),
    },
    {
      key: 'category',
      options: categoryOptions(catalog).map((c) => ({
        value: `category:${c.modelId}:${c.id}`,
        label: `${c.modelName} › ${c.path}`,
      })),
    },
    { key: 'entity', options: entityTypes.map((e) => ({ value: `entity:${e}`, label: entityLabel(e) })) },
  ].filter((g) => g.options.length > 0) as FieldGroup[];
}

/** The operators the chosen field allows (the domain's table, the one the server checks); none before a field is chosen. */
export function operatorsOf(field: string | undefined | null): readonly RuleOperator[] {
  const parsed = field ? parseRuleField(field) : null;
  return parsed ? ruleOperatorsFor(parsed.kind) : [];
}

/** The value input of a field with an operator. */
export function valueKindOf(
  catalog: RuleCatalog,
  field: string | undefined | null,
  operator: RuleOperator | undefined | null,
): ValueKind {
  const parsed: RuleField | null = field ? parseRuleField(field) : null;
  if (!parsed || !operator || valuelessRuleOperators.includes(operator)) return 'none';
  switch (parsed.kind) {
    case 'channel':
      return operator === 'equals' || operator === 'not_equals' ? 'channel' : 'text';
    case 'sentiment':
      return 'sentiment';
    case 'nps':
    case 'csat':
      return parsed.kind;
    case 'category':
      return 'confidence';
    case 'attribute': {
      const type = catalog.project.attributes.find((a) => a.code === parsed.code)?.type;
      const numericType = type === 'NUMERIC' || type === 'MULTI_NUMERIC';
      return numericRuleOperators.includes(operator) || (numericType && (operator === 'equals' || operator === 'not_equals'))
        ? 'number'
        : 'text';
    }
    default:
      return 'text';
  }
}

/** The name of a field as the user picked it ("Shop feedback › Delivery > Late", "City", "Content"). */
export function fieldName(
  catalog: RuleCatalog,
  field: string,
  fixedLabel: (field: string) => string,
  entityLabel: (type: string) => string,
): string {
  const parsed = parseRuleField(field);
  if (!parsed) return field;
  switch (parsed.kind) {
    case 'attribute':
      return catalog.project.attributes.find((a) => a.code === parsed.code)?.name ?? parsed.code;
    case 'category':
      return categoryName(catalog, parsed.modelId, parsed.categoryId);
    case 'entity':
      return entityLabel(parsed.type);
    default:
      return fixedLabel(parsed.kind);
  }
}

export function categoryName(catalog: RuleCatalog, modelId: string | null, categoryId: string | null): string {
  const found = categoryOptions(catalog).find((c) => c.modelId === modelId && c.id === categoryId);
  if (found) return `${found.modelName} › ${found.path}`;
  return categoryId ?? '—';
}
