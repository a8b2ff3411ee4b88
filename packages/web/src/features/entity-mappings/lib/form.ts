import {
  entityMappingSaveBody,
  validationIssues,
  type EntityMapping,
  type EntityMappingSaveBody,
  type RuleIssue,
} from '@sentio/domain';

/** What the mapping form holds. */
export interface MappingValues {
  name?: string;
  sourceText?: string;
  targetText?: string;
  regex?: boolean;
}

export const mappingValues = (m: EntityMapping | null): MappingValues =>
  m
    ? { name: m.name, sourceText: m.sourceText, targetText: m.targetText, regex: m.regex }
    : { name: '', sourceText: '', targetText: '', regex: false };

export const mappingBody = (v: MappingValues): EntityMappingSaveBody => ({
  name: v.name ?? '',
  sourceText: v.sourceText ?? '',
  targetText: v.targetText ?? '',
  regex: v.regex ?? false,
});

/**
 * The problems the server would find in the body's own fields (name required, parentheses balanced): the same
 * schema, so the form shows them before sending. A regular expression that does not compile, and a name already
 * taken, come back from the server on their fields.
 */
export const mappingIssues = (body: EntityMappingSaveBody): RuleIssue[] => validationIssues(entityMappingSaveBody, body);
