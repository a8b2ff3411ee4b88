import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/format';
import { useCreateLabelCategories } from '../api/mutations';
import { useLabelValues } from '../api/queries';
import { LoadError, Loading } from '../../../shared/query/QueryState';

/**
 * The values of the upload's label column, each with its number of rows and whether the model has it as a
 * category; the missing ones can be created in one click before the import (a new category model has none yet,
 * and every row naming an unknown category would fail).
 */
export function LabelValuesPanel(props: {
  modelId: string;
  sourceId: string;
  column: string;
  separator: string;
}) {
  const { modelId, sourceId, column, separator } = props;
  const { t } = useTranslation('modelData');
  const values = useLabelValues(modelId, sourceId, column, separator);
  const create = useCreateLabelCategories(modelId, sourceId);
  if (values.isError) return <LoadError error={values.error} onRetry={() => void values.refetch()} />;
  if (values.isPending) return <Loading rows={3} />;
  const missing = values.data.values.filter((v) => !v.exists);
  const rows = values.data.values.reduce((sum, v) => (v.exists ? sum : sum + v.count), 0);
  return (
    <Flex vertical gap={8} data-testid="label-values">
      {missing.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('match.labelValues.missing', { count: missing.length, rows: formatCount(rows) })}
          action={
            <Button
              size="small"
              type="primary"
              loading={create.isPending}
              onClick={() => create.mutate({ column, separator })}
              data-testid="label-values-create"
            >
              {t('match.labelValues.create', { count: missing.length })}
            </Button>
          }
        />
      ) : (
        <Alert type="success" showIcon title={t('match.labelValues.allKnown')} data-testid="label-values-known" />
      )}
      {values.data.truncated && <Typography.Text type="secondary">{t('match.labelValues.truncated')}</Typography.Text>}
      <Table
        rowKey="value"
        size="small"
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        dataSource={values.data.values}
        columns={[
          { title: t('match.labelValues.value'), dataIndex: 'value' },
          { title: t('match.labelValues.rows'), dataIndex: 'count', align: 'right', render: (n: number) => formatCount(n) },
          {
            title: t('match.labelValues.status'),
            dataIndex: 'exists',
            render: (exists: boolean) =>
              exists ? <Tag color="success">{t('match.labelValues.exists')}</Tag> : <Tag color="warning">{t('match.labelValues.new')}</Tag>,
          },
        ]}
      />
    </Flex>
  );
}
