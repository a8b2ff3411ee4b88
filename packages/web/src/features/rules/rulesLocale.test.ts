// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  entityTypes,
  ruleActorTypes,
  ruleAlgorithmTypes,
  ruleHistoryKinds,
  ruleOperators,
  ruleRelations,
  ruleRunStates,
} from '@sentio/domain';
import { resources } from '../../app/i18n';
import { fixedFields } from './lib/fields';

/** The rules tab builds keys from the contract's closed sets (operators, actor types, states…): each exists in both languages. */
function text(lng: string, key: string): unknown {
  let node: unknown = resources[lng]?.['rules'];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const keys = [
  ...fixedFields.map((f) => `field.${f}`),
  ...['document', 'attribute', 'category', 'entity'].map((g) => `fieldGroup.${g}`),
  ...entityTypes.map((e) => `entity.${e}`),
  ...ruleOperators.map((o) => `operator.${o}`),
  ...ruleRelations.flatMap((r) => [`relation.${r}`, `relationWord.${r}`]),
  ...ruleActorTypes.map((a) => `actor.${a}`),
  ...ruleAlgorithmTypes.flatMap((a) => [`algorithm.${a}.name`, `algorithm.${a}.help`]),
  ...ruleRunStates.map((s) => `run.state.${s}`),
  ...ruleHistoryKinds.map((k) => `history.kind.${k}`),
  ...['name', 'description', 'enabled', 'relation', 'algorithmType', 'conditions', 'actions'].map((p) => `history.part.${p}`),
];

describe('rules locale', () => {
  it.each(['en', 'tr'])('%s has every key built from a closed set', (lng) => {
    expect(keys.filter((k) => typeof text(lng, k) !== 'string' || (text(lng, k) as string).trim() === '')).toEqual([]);
  });
});
