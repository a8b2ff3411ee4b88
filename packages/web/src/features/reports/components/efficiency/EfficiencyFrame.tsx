import { Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EfficiencyReport } from '@sentio/domain';
import { LoadError, Loading } from '../../../../shared/query/QueryState';
import type { TabContext } from '../../lib/context';
import { ExportButtons } from '../correlation/ExportButtons';
import { ModelPicker } from './ModelPicker';
import { useEfficiency } from './useEfficiency';

/**
 * What the AI success and marker views share (docs/reports.md): the one efficiency report of the chosen model over the
 * tab's range, the model picker, the export, and the loading, error and no-model states. `children` draws the report.
 */
export function EfficiencyFrame({
  context,
  testId,
  children,
}: {
  context: TabContext;
  /** `ai-success` or `markers`: the frame's test id and the prefix of its states' and buttons' ids. */
  testId: string;
  children: (report: EfficiencyReport) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  const { available, models, modelCode, query, report } = useEfficiency(context);

  if (available.isError) return <LoadError error={available.error} onRetry={() => void available.refetch()} />;
  if (available.isLoading) return <Loading />;
  if (models.length === 0) return <Empty data-testid={`${testId}-no-models`} description={t('aiSuccess.noModels')} />;
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Flex gap={8} justify="space-between" wrap>
        <ModelPicker models={models} value={modelCode} onChange={(model) => context.write({ model })} />
        {context.canExport && query && (
          <ExportButtons
            code={context.code}
            query={{ kind: 'EFFICIENCY', ...query }}
            fileName={`${context.code}-${testId === 'markers' ? 'markers' : 'efficiency'}`}
            testId={testId === 'markers' ? 'markers-export' : 'efficiency-export'}
          />
        )}
      </Flex>
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} testId="efficiency-error" />
      ) : !report.data ? (
        <Loading />
      ) : (
        children(report.data)
      )}
    </Flex>
  );
}
