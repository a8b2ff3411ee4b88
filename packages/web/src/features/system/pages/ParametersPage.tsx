import { useState } from 'react';
import { Alert, Button, InputNumber, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Parameter } from '@sentio/domain';
import { failureText } from '../../../app/api/messages';
import { formatDateTime } from '../../../app/dates';
import { notices } from '../../../app/notices';
import { formatCount } from '../../../shared/format';
import { useParameters, useSaveParameter } from '../api';
import { OperatorOnly, SystemCard } from '../components/SystemPage';

/** /admin/parameters: installation settings safe to change at run time (docs/system-admin.md). */
export function ParametersPage() {
  return (
    <OperatorOnly>
      <Parameters />
    </OperatorOnly>
  );
}

function ValueEditor({ parameter }: { parameter: Parameter }) {
  const { t } = useTranslation('system');
  const [value, setValue] = useState<number | null>(parameter.value);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveParameter();
  const send = (next: number | null) => {
    setError(null);
    save.mutate(
      { key: parameter.key, value: next },
      {
        onSuccess: (p) => {
          setValue(p.value);
          notices.success({ title: t('parameters.saved', { name: t(`parameters.keys.${p.key}.name`) }) });
        },
        onError: (err) => setError(failureText(t, err, 'VALIDATION_FAILED')),
      },
    );
  };
  return (
    <Space direction="vertical" size={4}>
      <Space>
        <InputNumber
          min={parameter.min}
          max={parameter.max}
          precision={0}
          value={value}
          onChange={setValue}
          style={{ width: 160 }}
          data-testid={`parameter-${parameter.key}`}
          aria-label={t(`parameters.keys.${parameter.key}.name`)}
        />
        <Button
          type="primary"
          disabled={value === null || value === parameter.value}
          loading={save.isPending}
          onClick={() => send(value)}
          data-testid={`parameter-${parameter.key}-save`}
        >
          {t('common.save')}
        </Button>
        <Button disabled={!parameter.overridden} onClick={() => send(null)} data-testid={`parameter-${parameter.key}-reset`}>
          {t('parameters.reset')}
        </Button>
      </Space>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Space>
  );
}

function Parameters() {
  const { t, i18n } = useTranslation('system');
  const parameters = useParameters();
  const columns: TableColumnsType<Parameter> = [
    {
      title: t('parameters.name'),
      dataIndex: 'key',
      render: (key: Parameter['key']) => (
        <>
          <Typography.Text strong>{t(`parameters.keys.${key}.name`)}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t(`parameters.keys.${key}.help`)}</Typography.Text>
          <br />
          <Typography.Text code>{key}</Typography.Text>
        </>
      ),
    },
    {
      title: t('parameters.value'),
      key: 'value',
      width: 380,
      render: (_, p) => <ValueEditor key={`${p.key}-${p.value}`} parameter={p} />,
    },
    {
      title: t('parameters.default'),
      key: 'default',
      width: 200,
      render: (_, p) => (
        <>
          {formatCount(p.defaultValue)}
          <br />
          <Typography.Text type="secondary">
            {t('parameters.range', { min: formatCount(p.min), max: formatCount(p.max) })}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('parameters.changed'),
      key: 'changed',
      width: 220,
      render: (_, p) =>
        p.overridden && p.updatedAt ? (
          <>
            <Tag color="blue">{t('parameters.overridden')}</Tag>
            <br />
            <Typography.Text type="secondary">
              {formatDateTime(p.updatedAt, i18n.language)} · {p.updatedBy ?? '—'}
            </Typography.Text>
          </>
        ) : (
          <Tag>{t('parameters.atDefault')}</Tag>
        ),
    },
  ];
  return (
    <SystemCard title={t('parameters.title')} intro={t('parameters.intro')} testId="system-parameters">
      {parameters.isError ? <Alert type="error" showIcon message={t('common.loadFailed')} /> : null}
      <Table
        size="small"
        rowKey="key"
        loading={parameters.isLoading}
        columns={columns}
        dataSource={parameters.data ?? []}
        pagination={false}
        data-testid="parameters-table"
      />
    </SystemCard>
  );
}
