// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  classificationTypes,
  entityTypes,
  labellingStatuses,
  modelDataTypes,
  senseTypes,
  sourceSchema,
  sourceStatuses,
  versionStatisticsSchema,
  versionSummarySchema,
} from '@sentio/domain';
import { resources } from '../../app/i18n';
import { labelStatuses, matchingRoles } from './lib/matching';
import type { VersionActionKind } from './lib/versions';

/** Keys built at run time from closed sets: each must exist in both languages. */
function has(lng: string, key: string): boolean {
  let node: unknown = resources[lng]?.['modelData'];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' && node.trim() !== '';
}

const actions: VersionActionKind[] = ['deploy', 'rollback', 'submit', 'approve', 'reject'];
const keys = [
  ...sourceStatuses.map((s) => `sourceStatus.${s}`),
  ...sourceSchema.shape.fileType.options.map((s) => `sourceType.${s}`),
  ...labellingStatuses.map((s) => `labellingStatus.${s}`),
  ...versionSummarySchema.shape.status.options.map((s) => `versionStatus.${s}`),
  ...versionSummarySchema.shape.approval.options.map((s) => `approval.${s}`),
  ...versionStatisticsSchema.shape.evaluation.options.flatMap((e) => [`evaluation.${e}.name`, `evaluation.${e}.hint`]),
  ...matchingRoles.map((r) => `role.${r}`),
  ...labelStatuses.map((s) => `match.labelStatuses.${s}`),
  ...['ASC', 'DESC'].map((s) => `match.sort.${s}`),
  ...['customer', 'agent', 'bot'].map((s) => `speaker.${s}`),
  ...senseTypes.map((s) => `senseType.${s}`),
  ...classificationTypes.map((s) => `classificationType.${s}`),
  ...modelDataTypes.map((s) => `dataType.${s}`),
  ...entityTypes.map((e) => `entityType.${e}`),
  ...['WAITING', 'UNMARKED', 'DRAFT', 'COMPLETED', 'DISCARDED', 'ALL'].map((tab) => `tabs.${tab}`),
  ...['NEWEST', 'NEXT', 'OLDEST'].map((o) => `order.${o}`),
  ...['approve', 'discard', 'delete'].map((a) => `bulk.done.${a}`),
  ...actions.flatMap((a) => [`versions.action.${a}`, `versions.confirm.${a}`, `versions.done.${a}`]),
  'pkg.syntax',
  'pkg.format',
];

describe('modelData locale', () => {
  it.each(['en', 'tr'])('has every run-time key in %s', (lng) => {
    expect(keys.filter((k) => !has(lng, k))).toEqual([]);
  });
});
