import type { NpsSettings } from '@sentio/domain';
import { emptyMeasures, type CubeKeys, type CubeRow, type Measures } from '../../project-rollups/cube.js';
import type { CategoryTree } from './tree.js';

/** Hand-made cube rows for the computation unit tests. */
export function measures(p: Partial<Omit<Measures, 'nps' | 'csat'>> & { nps?: number[]; csat?: number[] } = {}): Measures {
  const m = emptyMeasures();
  const pad = (hist: number[] | undefined, length: number) => Array.from({ length }, (_, i) => hist?.[i] ?? 0);
  return { ...m, ...p, nps: pad(p.nps, 11), csat: pad(p.csat, 10) };
}

export const row = (
  keys: CubeKeys,
  m: Partial<Omit<Measures, 'nps' | 'csat'>> & { nps?: number[]; csat?: number[] },
): CubeRow => ({
  keys,
  m: measures(m),
});

/** Topics: P (Parent) over A (Alpha) and B (Beta); C (Gamma) at the root. */
export function topicTree(multiLabel = false): CategoryTree {
  const names: Record<string, string> = { P: 'Parent', A: 'Alpha', B: 'Beta', C: 'Gamma' };
  const parents: Record<string, string> = { A: 'P', B: 'P' };
  return {
    modelId: 'm1',
    modelCode: 'topics',
    multiLabel,
    name: (id) => names[id] ?? id,
    parent: (id) => parents[id] ?? null,
  };
}

export const settings: NpsSettings = { npsField: 'nps', csatField: 'csat', csatScaleMax: 5, csatSatisfiedFrom: 4 };
