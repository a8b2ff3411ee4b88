import { useEffect, useMemo, useState } from 'react';
import { Button, Col, Empty, Flex, Row } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  buildSearchRequest,
  defaultDateRange,
  defaultFacetKeys,
  domainConstants,
  resetFilters,
  setDateRange,
  setRootCauseFilter,
  tabBehaviour,
  type ProjectDetail,
} from '@sentio/domain';
import { hasPermission } from '../../app/access';
import { useAppStore } from '../../app/store/appStore';
import { LoadError } from '../../shared/query/QueryState';
import { CreateActionFromFilter } from '../actions';
import { AskYourDataButton } from '../assistants';
import { DashboardPanel } from '../project-dashboard';
import { entityFilterState } from '../entity-mappings';
import { AttributeFilter } from './components/AttributeFilter';
import { CategoryFilters } from './components/CategoryFilters';
import { DocumentDrawer } from './components/DocumentDrawer';
import { DocumentList } from './components/DocumentList';
import { ExportModal } from './components/ExportModal';
import { FacetFilters } from './components/FacetFilters';
import { FilterBar } from './components/FilterBar';
import { FilterChips } from './components/FilterChips';
import { OutOfRangeHint } from './components/OutOfRangeHint';
import { PredictionSummaryBar } from './components/PredictionSummaryBar';
import { hasActiveFilters } from './lib/filters';
import { useFilterUrl } from './lib/useFilterUrl';
import { useSearchWithAggregates } from './lib/useSearchAggregates';
import { RestrictedViewTag } from '../restrictions';

// The root cause facet beside the default ones: its counts drive the sidebar's root cause list.
const facet = [...defaultFacetKeys, 'ROOT_CAUSE'].join(',');

/** The data tab of an analysis: filters in the URL, facets, the document list, the drawer and export. */
export function ProjectDataTab({ project }: { project: ProjectDetail }): React.JSX.Element {
  const { t, i18n } = useTranslation('projectData');
  const { state, update, timeZone, documentId, openDocument } = useFilterUrl();
  const defaultDate = useAppStore((s) => s.tenant.defaultDate);
  const user = useAppStore((s) => s.user);
  const [exportOpen, setExportOpen] = useState(false);
  const code = project.code;
  const dated = state.startDate !== null && state.endDate !== null;
  const needsDates = tabBehaviour(state.tab).dateFilter;

  // A URL without dates opens on the tenant's default range, written back so the URL reproduces the screen.
  useEffect(() => {
    if (dated || !needsDates) return;
    const range = defaultDateRange({ now: new Date(), timeZone, language: i18n.language, defaultDate });
    update(setDateRange(state, range, { timeZone }), { replace: true });
  }, [dated, needsDates, state, update, timeZone, i18n.language, defaultDate]);

  const request = useMemo(
    () => buildSearchRequest({ ...state, facet }, { projectCode: code, timeZone }),
    [state, code, timeZone],
  );
  const queryLength = [...state.query].length;
  const searchable = (dated || !needsDates) && (queryLength === 0 || queryLength >= domainConstants.searchMinLength);
  const {
    search,
    facets: facetLists,
    modelCategoryCounts,
    widgets,
    reloadAggregates,
  } = useSearchWithAggregates(code, request, searchable);
  const can = {
    manage: hasPermission(user, 'PROJECT/MANAGE'),
    mark: hasPermission(user, 'DOCUMENT/MARK'),
    approve: hasPermission(user, 'DOCUMENT/APPROVE'),
    remove: hasPermission(user, 'DOCUMENT/DELETE'),
    export: hasPermission(user, 'DOCUMENT/EXPORT'),
    actions: hasPermission(user, 'ACTION/MANAGE'),
  };
  const filtered = hasActiveFilters(state);

  const noMatch = (
    <Empty data-testid="no-match" description={t('empty.noMatch')}>
      {filtered && (
        <Button data-testid="reset-filters-empty" onClick={() => update(resetFilters(state))}>
          {t('filters.reset')}
        </Button>
      )}
    </Empty>
  );
  // A range that holds nothing (say year to date over an upload of 2015 data): say where the documents are instead.
  const nothingInRange = dated && search.data !== undefined && !search.isPlaceholderData && search.data.documents.total === 0;
  const empty =
    !filtered && project.documentCount === 0 ? (
      <Empty data-testid="no-data" description={t('empty.noData')}>
        <Link to="?tab=sources" data-testid="go-to-sources">
          {t('empty.goToSources')}
        </Link>
      </Empty>
    ) : (
      <OutOfRangeHint
        code={code}
        request={request}
        timeZone={timeZone}
        enabled={nothingInRange}
        fallback={noMatch}
        onPick={(range) => update(setDateRange(state, range, { timeZone }))}
      />
    );

  return (
    <Row gutter={[16, 16]} data-testid="project-data-tab">
      <Col xs={24} lg={7} xl={6}>
        <Flex vertical gap={12} data-testid="filter-sidebar">
          <AttributeFilter code={code} state={state} timeZone={timeZone} search={request} onChange={update} />
          <CategoryFilters code={code} state={state} counts={modelCategoryCounts} onChange={update} />
          <FacetFilters state={state} facets={facetLists} onChange={update} />
        </Flex>
      </Col>
      <Col xs={24} lg={17} xl={18}>
        <Flex vertical gap={12}>
          <FilterBar
            state={state}
            timeZone={timeZone}
            onChange={update}
            extra={
              <>
                <RestrictedViewTag />
                <AskYourDataButton code={code} request={request} onOpenDocument={openDocument} />
                {can.actions && <CreateActionFromFilter projectCode={code} state={state} testId="create-action-data" />}
                {can.export && (
                  <Button data-testid="export-open" icon={<DownloadOutlined />} onClick={() => setExportOpen(true)}>
                    {t('export.open')}
                  </Button>
                )}
              </>
            }
          />
          <FilterChips code={code} state={state} onChange={update} />
          <DashboardPanel
            project={project}
            widgets={widgets}
            loading={search.isLoading || (search.isFetching && !widgets)}
            search={request}
            onChanged={reloadAggregates}
          />
          {search.data && (
            <PredictionSummaryBar
              code={code}
              summary={search.data.predictionSummary}
              facets={facetLists}
              state={state}
              canManage={can.manage}
              onChange={update}
              onOpenDocument={openDocument}
            />
          )}
          {search.isError && !search.data ? (
            <LoadError error={search.error} onRetry={() => void search.refetch()} />
          ) : (
            <DocumentList
              code={code}
              state={state}
              timeZone={timeZone}
              page={search.data?.documents}
              loading={search.isLoading || (search.isFetching && search.isPlaceholderData)}
              canApprove={can.approve}
              canDelete={can.remove}
              canMark={can.mark}
              empty={empty}
              onChange={update}
              onOpen={openDocument}
            />
          )}
        </Flex>
      </Col>
      <DocumentDrawer
        project={project}
        documentId={documentId}
        timeZone={timeZone}
        can={{ mark: can.mark, approve: can.approve }}
        onClose={() => openDocument(null)}
        onRootCauseFilter={(change) => update(setRootCauseFilter(state, change), { closeDocument: true })}
        onEntityFilter={(type, value) => update(entityFilterState(state, type, value), { closeDocument: true })}
        filter={state}
      />
      {exportOpen && <ExportModal code={code} search={request} onClose={() => setExportOpen(false)} />}
    </Row>
  );
}
