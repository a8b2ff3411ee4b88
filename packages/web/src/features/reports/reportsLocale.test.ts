// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  correlationNumericTypes,
  exportFileTypes,
  markingQualities,
  markingTargetCriteria,
  pivotDocumentFields,
  reportPeriods,
  reportStatuses,
  searchByDates,
} from '@sentio/domain';
import { resources } from '../../app/i18n';
import { reportViews } from './lib/url';

/** The tab builds keys from the contract's closed sets (statuses, buckets, periods…): each exists in both languages. */
function text(lng: string, key: string): unknown {
  let node: unknown = resources[lng]?.['reports'];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const keys = [
  ...reportViews.flatMap((v) => [`views.${v}`, `scope.${v}`]),
  ...reportStatuses.map((s) => `status.${s}`),
  ...correlationNumericTypes.map((n) => `numericType.${n}`),
  ...markingQualities.map((q) => `bucket.${q}`),
  ...markingTargetCriteria.map((c) => `criteria.${c}`),
  ...reportPeriods.map((p) => `periods.${p}`),
  ...searchByDates.map((d) => `dateBasis.${d}`),
  ...pivotDocumentFields.map((f) => `pivot.fields.${f}`),
  ...exportFileTypes.map((f) => `export.${f}`),
  ...Array.from({ length: 12 }, (_, i) => `months.${i + 1}`),
  ...['count', 'percent'].map((v) => `heatmap.${v}`),
  ...['lift', 'residual'].flatMap((v) => [`heatmap.by.${v}`, `heatmap.legend.${v}`]),
  ...['short', 'medium', 'long'].map((k) => `bucket.${k.toUpperCase()}`),
];

function flat(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
}

describe('reports locale', () => {
  it.each(['en', 'tr'])('%s has every key built from a closed set', (lng) => {
    expect(keys.filter((k) => typeof text(lng, k) !== 'string' || (text(lng, k) as string).trim() === '')).toEqual([]);
  });

  it('has the same keys in Turkish and English, and Turkish written with its own letters', () => {
    const en = flat(resources['en']?.['reports']).sort();
    const tr = flat(resources['tr']?.['reports']).sort();
    expect(tr).toEqual(en);
    const turkish = tr.map((k) => text('tr', k) as string).join(' ');
    expect(turkish).toMatch(/[çğıöşüİ]/);
    // Words an ASCII-only translation would write: "dokuman", "islem", "olustur", "gun".
    expect(turkish).not.toMatch(/\b(dokuman|islem|olustur|gun|sayi)\b/i);
    expect(turkish).not.toMatch(/belge/i);
  });
});
