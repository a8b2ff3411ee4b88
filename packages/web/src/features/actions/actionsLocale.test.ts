// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { actionListTabs, actionPageTabs, actionPriorities, actionStatuses } from '@sentio/domain';
import { resources } from '../../app/i18n';

/** The list page builds keys from the contract's closed sets (tabs, statuses, priorities): each exists in both languages. */
function text(lng: string, key: string): unknown {
  let node: unknown = resources[lng]?.['actions'];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const keys = [
  ...actionPageTabs.map((tab) => `tabs.${tab}`),
  ...actionListTabs.map((tab) => `list.empty.${tab}`),
  ...actionStatuses.map((s) => `status.${s}`),
  ...actionPriorities.map((p) => `priority.${p}`),
];

describe('actions locale', () => {
  it.each(['en', 'tr'])('%s has every key built from a closed set', (lng) => {
    expect(keys.filter((k) => typeof text(lng, k) !== 'string' || (text(lng, k) as string).trim() === '')).toEqual([]);
  });

  it('says "aksiyon" for action in Turkish', () => {
    expect(text('tr', 'tabs.all')).toBe('Tüm aksiyonlar');
    expect(text('tr', 'types.create')).toBe('Yeni aksiyon tipi');
  });
});
