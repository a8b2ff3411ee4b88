// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { criterionStatuses, historyKinds, scoringCriteria } from '@sentio/domain';
import { resources } from '../../app/i18n';
import { units } from './lib/criteria';
import { views } from './lib/url';

/** The tab builds keys from the contract's closed sets (criteria, statuses, kinds, units, views): each exists in both languages. */
function text(lng: string, key: string): unknown {
  let node: unknown = resources[lng]?.['callScoring'];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const keys = [
  ...scoringCriteria.map((c) => `criterion.${c}.name`),
  ...criterionStatuses.map((s) => `status.${s}`),
  ...historyKinds.map((k) => `kind.${k}`),
  ...units.map((u) => `unitName.${u}`),
  ...units.filter((u) => u !== 'percent').map((u) => `unit.${u}`),
  ...views.map((v) => `views.${v}`),
  ...['customer', 'agent', 'bot'].map((s) => `speaker.${s}`),
  ...['csv', 'xlsx'].map((x) => `calls.export.${x}`),
  // ServerPagedTable reads these in the namespace it is given.
  'list.loadFailed',
  'list.total',
  'actions.retry',
];

describe('call scoring locale', () => {
  it.each(['en', 'tr'])('%s has every key built from a closed set', (lng) => {
    expect(keys.filter((k) => typeof text(lng, k) !== 'string' || (text(lng, k) as string).trim() === '')).toEqual([]);
  });
});
