import { widgetConfigSchema, widgetKinds, type Widget, type WidgetConfig, type WidgetKind } from '@sentio/domain';
import type { WidgetRow } from './widget-repository.js';

/** A stored config read leniently: fields of an older shape fall back to their defaults one by one. */
export function readConfig(json: unknown): WidgetConfig {
  const source = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(widgetConfigSchema.shape)) {
    const parsed = field.safeParse(source[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return widgetConfigSchema.parse(out);
}

export const kindOf = (kind: string): WidgetKind =>
  (widgetKinds as readonly string[]).includes(kind) ? (kind as WidgetKind) : 'NPS';

export function presentWidget(row: WidgetRow): Widget {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    name: row.name,
    scope: row.scope === 'PROJECT' ? 'PROJECT' : 'USER',
    config: readConfig(row.config),
    builtIn: row.built_in,
    createdBy: row.owner_id,
    createdAt: row.created_at.toISOString(),
  };
}
