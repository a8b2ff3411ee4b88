import type { z } from 'zod';
import { sentimentLabels, type categoryTreeSchema, type ReportAvailability } from '@sentio/domain';
import { axisFromSourceKey } from '../../lib/correlation';

type CategoryTree = z.infer<typeof categoryTreeSchema>;

export interface ItemOption {
  value: string;
  label: string;
}

/**
 * The items an axis can pick: a category model's leaf categories (or its top-level ones when counted nested), the
 * fixed sentiment labels, the analysis's channels. Attribute values are not listed: the most frequent are taken.
 */
export function axisItems(
  sourceKey: string | undefined,
  context: {
    tree: CategoryTree | undefined;
    nested: boolean;
    channels: readonly string[];
    channelName: (code: string) => string;
    labelName: (name: string) => string;
  },
): ItemOption[] | null {
  if (!sourceKey) return null;
  const axis = axisFromSourceKey(sourceKey);
  if (axis.kind === 'SENTIMENT') return sentimentLabels.map((l) => ({ value: l, label: context.labelName(l) }));
  if (axis.kind === 'CHANNEL') return context.channels.map((c) => ({ value: c, label: context.channelName(c) }));
  if (axis.kind !== 'CATEGORY') return null;
  const categories = context.tree?.find((m) => m.modelCode === axis.modelCode)?.categories ?? [];
  const parents = new Set(categories.map((c) => c.parentId).filter((id): id is string => id !== null));
  return categories
    .filter((c) => (context.nested ? c.parentId === null : !parents.has(c.id)))
    .map((c) => ({ value: c.id, label: c.path || c.name }));
}

export type AxisSource = ReportAvailability['axes'][number];
