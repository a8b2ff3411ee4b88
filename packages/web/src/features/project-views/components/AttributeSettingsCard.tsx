import { useState } from 'react';
import { Alert, App, Button, Card, InputNumber, Skeleton, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { attributeSettingSchema } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { LoadError } from '../../../shared/query/QueryState';
import { useSaveAttributeSettings } from '../api/mutations';
import { useAttributeSettings } from '../api/queries';

type Row = z.infer<typeof attributeSettingSchema>;

/**
 * Per attribute: shown in the dashboard's attribute widgets, the bucket width of its distribution, and whether it is a
 * dimension (a text attribute rolled up, so a filter on its values reads the rollups; docs/dashboards.md).
 */
export function AttributeSettingsCard({ code, canManage }: { code: string; canManage: boolean }) {
  const { t } = useTranslation('projectViews');
  const settings = useAttributeSettings(code);
  if (settings.isLoading)
    return (
      <Card title={t('attributes.title')} data-testid="attribute-settings">
        <Skeleton active />
      </Card>
    );
  if (settings.isError || !settings.data) {
    return (
      <Card title={t('attributes.title')} data-testid="attribute-settings">
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      </Card>
    );
  }
  // Keyed by the stored rows, so a saved answer resets the edits to it.
  return <AttributeSettingsForm key={JSON.stringify(settings.data)} code={code} stored={settings.data} canManage={canManage} />;
}

function AttributeSettingsForm({ code, stored, canManage }: { code: string; stored: Row[]; canManage: boolean }) {
  const { t } = useTranslation('projectViews');
  const { message } = App.useApp();
  const [rows, setRows] = useState<Row[]>(stored);
  const save = useSaveAttributeSettings(code);
  const api = apiErrorOf(save.error);
  const patch = (rowCode: string, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.code === rowCode ? { ...r, ...change } : r)));

  return (
    <Card title={t('attributes.title')} data-testid="attribute-settings">
      {api && <Alert type="warning" showIcon title={apiErrorText(t, api)} style={{ marginBottom: 12 }} />}
      <Table<Row>
        rowKey="code"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('attributes.none') }}
        columns={[
          { key: 'name', title: t('attributes.name'), render: (_, r) => r.name },
          {
            key: 'type',
            title: t('attributes.type'),
            width: 110,
            render: (_, r) => t(`projects:attributeTypes.${r.type}`, { defaultValue: r.type }),
          },
          {
            key: 'dashboard',
            title: t('attributes.dashboard'),
            width: 140,
            render: (_, r) => (
              <Switch
                size="small"
                aria-label={t('attributes.dashboard')}
                data-testid={`attribute-dashboard-${r.code}`}
                disabled={!canManage}
                checked={r.dashboard}
                onChange={(dashboard) => patch(r.code, { dashboard })}
              />
            ),
          },
          {
            key: 'dimension',
            title: t('attributes.dimension'),
            width: 190,
            render: (_, r) =>
              r.type === 'TEXT' ? (
                <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
                  <Switch
                    size="small"
                    aria-label={t('attributes.dimension')}
                    data-testid={`attribute-dimension-${r.code}`}
                    disabled={!canManage}
                    checked={r.dimension}
                    onChange={(dimension) => patch(r.code, { dimension })}
                  />
                  {r.dimension && r.dimensionState && (
                    <Typography.Text
                      type={r.dimensionState === 'OVERFLOW' ? 'warning' : 'secondary'}
                      style={{ fontSize: 12 }}
                      data-testid={`attribute-dimension-state-${r.code}`}
                    >
                      {t(`attributes.dimensionState.${r.dimensionState}`)}
                    </Typography.Text>
                  )}
                </div>
              ) : null,
          },
          {
            key: 'bucket',
            title: t('attributes.bucketWidth'),
            width: 150,
            render: (_, r) =>
              r.type.endsWith('NUMERIC') ? (
                <InputNumber
                  size="small"
                  aria-label={t('attributes.bucketWidth')}
                  data-testid={`attribute-bucket-${r.code}`}
                  disabled={!canManage}
                  min={0.0001}
                  placeholder={t('attributes.auto')}
                  value={r.bucketWidth}
                  onChange={(value) => patch(r.code, { bucketWidth: typeof value === 'number' && value > 0 ? value : null })}
                />
              ) : null,
          },
        ]}
      />
      {canManage && rows.length > 0 && (
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          loading={save.isPending}
          data-testid="attribute-settings-save"
          onClick={() =>
            save.mutate(
              {
                attributes: rows.map(({ code: c, dashboard, bucketWidth, dimension }) => ({
                  code: c,
                  dashboard,
                  bucketWidth,
                  dimension,
                })),
              },
              { onSuccess: () => void message.success(t('attributes.saved')) },
            )
          }
        >
          {t('save')}
        </Button>
      )}
    </Card>
  );
}
