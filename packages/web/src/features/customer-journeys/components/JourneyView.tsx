import type { ReactNode } from 'react';
import { Col, Empty, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Journey } from '@sentio/domain';
import { LoadError, Loading } from '../../../shared/query/QueryState';
import { DateFilter } from '../../project-data';
import { useJourneys } from '../api/queries';
import { useJourneyDates } from '../lib/useJourneyDates';
import { JourneyList } from './JourneyList';
import { JourneyReport } from './JourneyReport';

interface Props {
  /** The URL parameter naming the selected journey: `wcj` (workspace journeys) or `cj` (the analysis's journeys). */
  param: 'wcj' | 'cj';
  /** List only journeys with a step on this analysis, and narrow its documents with the URL's filters (cj tab). */
  projectCode: string | null;
  comparisonByDefault: boolean;
  onEdit?: (journey: Journey) => void;
  canManage?: boolean;
  /** Shown above the report (e.g. the filters that apply). */
  header?: ReactNode;
  testId: string;
  /** The `/customer-journey` page (not an analysis tab): its URL keeps only the journey and the ranges. */
  page?: boolean;
}

/**
 * The journeys beside the selected one's report, with the date range and comparison of the CX dashboard. Used by the
 * `/customer-journey` page and both project tabs; the selection and the range live in the URL.
 */
export function JourneyView({ param, projectCode, comparisonByDefault, onEdit, canManage, header, testId, page = false }: Props) {
  const { t } = useTranslation('journeys');
  const journeys = useJourneys(projectCode);
  const { state, update, timeZone, ready } = useJourneyDates(comparisonByDefault, page);
  if (journeys.isError)
    return <LoadError error={journeys.error} onRetry={() => void journeys.refetch()} testId="journey-list-error" />;
  if (!journeys.data) return <Loading />;
  const list = journeys.data;
  const selected = list.find((j) => j.id === state[param]) ?? list[0];
  return (
    <Row gutter={16} data-testid={testId}>
      <Col xs={24} lg={6}>
        <JourneyList
          journeys={list}
          selectedId={selected?.id ?? null}
          onSelect={(id) => update({ ...state, [param]: id })}
          {...(onEdit ? { onEdit } : {})}
          canManage={canManage ?? false}
        />
      </Col>
      <Col xs={24} lg={18}>
        {selected ? (
          <Flex vertical gap={12}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="journey-title">
              {selected.name}
            </Typography.Title>
            {header}
            {/* Journeys count content dates only: no "date the range applies to" choice. */}
            <DateFilter state={state} timeZone={timeZone} onChange={update} searchByDate={false} />
            <JourneyReport
              key={selected.id}
              journey={selected}
              state={state}
              timeZone={timeZone}
              projectCode={projectCode}
              ready={ready}
            />
          </Flex>
        ) : (
          <Empty description={projectCode ? t('tab.noJourneys') : t('list.empty')} />
        )}
      </Col>
    </Row>
  );
}
