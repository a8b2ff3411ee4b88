import type { RuleCreateBody } from '@sentio/domain';
import { ruleCreateBody } from '@sentio/domain';
import type { ProjectScope } from '../projects/project-access.js';
import type { RuleService } from '../rules/rule-service.js';

/** App exposes this as `services.projects.rules.rules`. */
export interface DemoRuleServices {
  rules: Pick<RuleService, 'create'>;
}

/** The demo analysis's rules (docs/rules.md): made before its documents arrive, so ingestion applies them. */
export const demoRules: RuleCreateBody[] = [
  {
    name: 'İade talepleri / Refund requests',
    description: 'Refund requests get the REFUND label and an alert for the team to check.',
    relation: 'OR',
    algorithmType: 'KEYWORD',
    conditions: [
      { field: 'content', operator: 'contains', value: 'iade' },
      { field: 'content', operator: 'contains', value: 'refund' },
    ],
    actions: [
      { actorType: 'ADD_LABEL', label: 'REFUND' },
      { actorType: 'ALERT', note: 'İade talebi / Refund request' },
    ],
  },
  {
    name: 'Olumsuz kritikler / Negative detractors',
    description: 'Detractors (NPS 0–6) who wrote negatively get the DETRACTOR label.',
    relation: 'AND',
    algorithmType: 'KEYWORD',
    conditions: [
      { field: 'nps', operator: 'lte', value: '6' },
      { field: 'sentiment', operator: 'equals', value: 'NEGATIVE' },
    ],
    actions: [{ actorType: 'ADD_LABEL', label: 'DETRACTOR' }],
  },
];

export async function seedDemoRules(scope: ProjectScope, code: string, services: DemoRuleServices): Promise<number> {
  for (const rule of demoRules) await services.rules.create(scope, code, ruleCreateBody.parse(rule));
  return demoRules.length;
}
