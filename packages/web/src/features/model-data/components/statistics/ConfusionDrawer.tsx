import { Divider, Drawer, Empty, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfusionDocuments } from '../../api/queries';
import { DocumentContent } from '../../../../shared/document/DocumentContent';
import { LoadError } from '../../../../shared/query/QueryState';
import { LabellingStatusTag } from '../tags';
import type { ConfusionCell } from './ConfusionHeatmap';

/** The documents of one confusion-matrix cell: labelled as `actual`, predicted as `predicted` by the version. */
export function ConfusionDrawer({
  modelId,
  versionId,
  cell,
  labelNames,
  onClose,
}: {
  modelId: string;
  versionId: string;
  cell: ConfusionCell | null;
  labelNames: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('modelData');
  const docs = useConfusionDocuments(modelId, versionId, cell ? { actual: cell.actual.id, predicted: cell.predicted.id } : null);
  return (
    <Drawer
      open={cell !== null}
      onClose={onClose}
      size="large"
      title={cell ? t('stats.cellTitle', { actual: cell.actual.name, predicted: cell.predicted.name, count: cell.count }) : ''}
      data-testid="confusion-drawer"
    >
      {docs.isError ? (
        <LoadError error={docs.error} onRetry={() => void docs.refetch()} />
      ) : (
        <Spin spinning={docs.isPending}>
          {docs.data?.length === 0 && <Empty description={t('stats.cellEmpty')} />}
          {(docs.data ?? []).map((doc, i) => (
            <div key={doc.id} data-testid="confusion-document">
              {i > 0 && <Divider style={{ margin: '12px 0' }} />}
              <Flex vertical gap={6}>
                <Space wrap size={4}>
                  <LabellingStatusTag status={doc.status} />
                  {doc.labelIds.map((id) => (
                    <Tag key={id}>{labelNames.get(id) ?? id}</Tag>
                  ))}
                  {doc.externalId && <Typography.Text type="secondary">#{doc.externalId}</Typography.Text>}
                </Space>
                <DocumentContent text={doc.text} turns={doc.turns} spans={[]} scale={1} />
              </Flex>
            </div>
          ))}
        </Spin>
      )}
    </Drawer>
  );
}
