// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attributeTypes, columnRoles, entityTypes, sortTypes, sourceSchema } from '@sentio/domain';
import { resources } from '../../app/i18n';

/** Keys built at run time from closed sets: each must exist in both languages. */
function has(lng: string, key: string): boolean {
  let node: unknown = resources[lng]?.['projectSources'];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' && node.trim() !== '';
}

const keys = [
  ...columnRoles.map((r) => `role.${r}`),
  ...attributeTypes.map((type) => `attributeType.${type}`),
  ...sourceSchema.shape.fileType.options.map((s) => `sourceType.${s}`),
  ...sortTypes.map((s) => `match.sort.${s}`),
  ...entityTypes.map((e) => `entityType.${e}`),
];

describe('projectSources locale', () => {
  it.each(['en', 'tr'])('has every run-time key in %s', (lng) => {
    expect(keys.filter((k) => !has(lng, k))).toEqual([]);
  });
});
