import { useMemo, useState } from 'react';
import { Button, Card, Empty, Flex } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildSearchRequest, defaultFilterState, encodeFilters, type FilterState, type MarkingReport } from '@sentio/domain';
import { LoadError } from '../../../../shared/query/QueryState';
import { DocumentList } from '../../../project-data';
import { useBucketDocuments } from '../../api/queries';
import type { TabContext } from '../../lib/context';
import { parseQuality } from '../../lib/url';

/**
 * The documents of one bucket of a target (`quality`, `markingGoalId`: efficiency/document/search), in the data
 * tab's document list (read-only here: no bulk actions). The search covers the target's period on its date basis,
 * without the tab's other filters — the report counted them so, and the list must hold exactly the number clicked.
 * A row opens the document in the data tab.
 */
export function BucketDocuments({ context, report, quality }: { context: TabContext; report: MarkingReport; quality: string }) {
  const { t } = useTranslation('reports');
  const [, setParams] = useSearchParams();
  const parsed = parseQuality(quality);
  const marker = parsed?.userId ? report.markers.find((m) => m.userId === parsed.userId)?.name : null;
  const [state, setState] = useState<FilterState>(() => ({
    ...defaultFilterState,
    tab: 'reports',
    startDate: new Date(report.startDate),
    endDate: new Date(report.endDate),
    searchByDate: report.target.contentDate,
  }));
  const body = useMemo(
    () =>
      buildSearchRequest(state, {
        projectCode: context.code,
        timeZone: context.timeZone,
        quality,
        markingGoalId: report.target.id,
      }),
    [state, context.code, context.timeZone, quality, report.target.id],
  );
  const search = useBucketDocuments(context.code, body);
  const openDocument = (id: string) => {
    const next = encodeFilters({ ...state, tab: 'project_data', page: 0 }, { timeZone: context.timeZone }) as URLSearchParams;
    next.set('doc', id);
    setParams(next);
  };

  return (
    <Card
      size="small"
      data-testid="marking-bucket-documents"
      title={
        parsed
          ? marker
            ? t('marking.bucketDocumentsOf', { bucket: t(`bucket.${parsed.quality}`), name: marker })
            : t('marking.bucketDocuments', { bucket: t(`bucket.${parsed.quality}`) })
          : ''
      }
      extra={
        <Button
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('marking.closeBucket')}
          onClick={() => context.write({ quality: null })}
          data-testid="marking-bucket-close"
        />
      }
    >
      {search.isError && !search.data ? (
        <LoadError error={search.error} onRetry={() => void search.refetch()} testId="marking-bucket-error" />
      ) : (
        <Flex vertical>
          <DocumentList
            code={context.code}
            state={state}
            timeZone={context.timeZone}
            page={search.data?.documents}
            loading={search.isLoading || (search.isFetching && search.isPlaceholderData)}
            canApprove={false}
            canDelete={false}
            canMark={false}
            empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('marking.noDocuments')} />}
            onChange={setState}
            onOpen={openDocument}
          />
        </Flex>
      )}
    </Card>
  );
}
