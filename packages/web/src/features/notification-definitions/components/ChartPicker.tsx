import { Checkbox, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notificationChartTypes, type NotificationChart, type NotificationChartType, type ProjectDetail } from '@sentio/domain';
import { ChartPreview } from './ChartPreview';

interface Props {
  project: ProjectDetail;
  /** Given by the Form.Item. */
  value?: NotificationChart[];
  onChange?: (charts: NotificationChart[]) => void;
}

/**
 * The mail's charts: each type once, in the order picked, with a sketch of what it shows. A customer-insight chart
 * breaks the period down by an attribute of the analysis (its base parameter), chosen beside it.
 */
export function ChartPicker({ project, value = [], onChange }: Props) {
  const { t } = useTranslation('notificationDefinitions');
  const chosen = (type: NotificationChartType) => value.find((c) => c.type === type);
  const toggle = (type: NotificationChartType, on: boolean) =>
    onChange?.(on ? [...value, { type, baseParameter: null }] : value.filter((c) => c.type !== type));
  const setBase = (baseParameter: string | null) =>
    onChange?.(value.map((c) => (c.type === 'CUSTOMER_INSIGHT' ? { ...c, baseParameter } : c)));

  return (
    <Flex wrap gap={8} data-testid="nd-charts">
      {notificationChartTypes.map((type) => {
        const chart = chosen(type);
        return (
          <div
            key={type}
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: 6,
              width: 220,
              padding: 8,
              border: `1px solid ${chart ? '#1677ff' : '#f0f0f0'}`,
              borderRadius: 8,
            }}
          >
            <Checkbox
              checked={chart !== undefined}
              onChange={(e) => toggle(type, e.target.checked)}
              data-testid={`nd-chart-${type}`}
            >
              <Flex gap={8} align="center">
                <ChartPreview type={type} />
                <Typography.Text strong style={{ fontSize: 13 }}>
                  {t(`chart.${type}.name`)}
                </Typography.Text>
              </Flex>
            </Checkbox>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`chart.${type}.description`)}
            </Typography.Text>
            {type === 'CUSTOMER_INSIGHT' && chart && (
              <Select
                size="small"
                allowClear
                value={chart.baseParameter ?? undefined}
                placeholder={t('form.baseParameterPlaceholder')}
                aria-label={t('form.baseParameter')}
                onChange={(v: string | undefined) => setBase(v ?? null)}
                options={project.attributes.map((a) => ({ value: a.code, label: a.name }))}
                data-testid="nd-chart-base-parameter"
              />
            )}
          </div>
        );
      })}
    </Flex>
  );
}
