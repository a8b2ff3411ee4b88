import { useMemo, type ReactNode } from 'react';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { widgetDataSchema, widgetResultSchema, type WidgetData } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { headline, widgetElements } from '../lib/elements';
import { WidgetView } from './WidgetView';

/** A stored widget answer: the dashboard call's whole result, or only its data. Anything else is not drawn. */
export function previewData(result: unknown): WidgetData | null {
  const whole = widgetResultSchema.safeParse(result);
  if (whole.success) return whole.data.data;
  const data = widgetDataSchema.safeParse(result);
  return data.success ? data.data : null;
}

/**
 * One widget of a stored dashboard (an analysis template's preview, docs/marketplace.md): the dashboard's own chart on
 * a result computed elsewhere, read-only — no drill-down, export or refresh. `placeholder` is shown when the result is
 * missing or not a widget answer.
 */
export function WidgetPreview({
  kind,
  name,
  result,
  placeholder,
}: {
  kind: string;
  name: string;
  result: unknown;
  placeholder: ReactNode;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const data = useMemo(() => previewData(result), [result]);
  const elements = useMemo(
    () => (data ? widgetElements(data, t, { language: i18n.language, timeZone, comparison: null }) : []),
    [data, t, i18n.language, timeZone],
  );
  const value = data ? headline(data, i18n.language) : null;
  return (
    <Card size="small" title={name || t(`kind.${kind}`, { defaultValue: kind })} data-testid={`preview-widget-${kind}`}>
      {data ? (
        <Flex vertical gap={12}>
          {value !== null && <Statistic title={t(`headline.${data.kind}`)} value={value} />}
          <WidgetView data={data} elements={elements} onDrill={() => undefined} />
        </Flex>
      ) : (
        placeholder
      )}
    </Card>
  );
}
