import { useMemo } from 'react';
import { Button, Col, Empty, Flex, Pagination, Row, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TemplateKind } from '@sentio/domain';
import { LoadError, Loading } from '../../../shared/query/QueryState';
import { useModelTemplates, useProjectTemplates } from '../api/queries';
import {
  filtersFromSearch,
  hasFilters,
  listQuery,
  searchFromFilters,
  type ListFrame,
  type TemplateFilters,
} from '../lib/filters';
import type { AnyTemplate } from '../lib/kinds';
import { TemplateCard } from './TemplateCard';
import { TemplateFiltersBar } from './TemplateFiltersBar';

/** How many of each kind the marketplace's "all" view shows before "See all". */
const sectionSize = 6;

interface ListState {
  items: AnyTemplate[];
  total: number;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * A template list with its filters in the URL — the marketplace (public, both kinds) and the two template pages
 * (one kind, own or all). With both kinds it shows the first few of each, with a link to the whole list of a kind.
 */
export function TemplateBrowser({ frame }: { frame: ListFrame }) {
  const { t } = useTranslation('marketplace');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params, frame), [params, frame]);
  const both = filters.kind === 'ALL';
  const query = both ? { ...listQuery(filters), page: 0, size: sectionSize } : listQuery(filters);
  const models = useModelTemplates(query, filters.kind !== 'PROJECT');
  const projects = useProjectTemplates(query, filters.kind !== 'MODEL');

  const update = (patch: Partial<TemplateFilters>, keepPage = false) =>
    setParams(searchFromFilters({ ...filters, ...patch, ...(keepPage ? {} : { page: 0 }) }, frame));
  const addTag = (tag: string) => {
    if (!filters.tags.includes(tag)) update({ tags: [...filters.tags, tag] });
  };

  const state = (kind: TemplateKind): ListState => {
    const q = kind === 'MODEL' ? models : projects;
    const items: AnyTemplate[] =
      kind === 'MODEL'
        ? (models.data?.content ?? []).map((template) => ({ kind: 'MODEL', template }))
        : (projects.data?.content ?? []).map((template) => ({ kind: 'PROJECT', template }));
    return { items, total: q.data?.total ?? 0, isPending: q.isPending, error: q.error, refetch: () => void q.refetch() };
  };

  const grid = (list: ListState, testId: string) => {
    if (list.error) return <LoadError error={list.error} onRetry={list.refetch} />;
    if (list.isPending) return <Loading rows={6} />;
    return (
      <Row gutter={[16, 16]} data-testid={testId}>
        {list.items.map((item) => (
          <Col key={item.template.id} xs={24} md={12} xl={8}>
            <TemplateCard item={item} onTag={addTag} />
          </Col>
        ))}
      </Row>
    );
  };

  const empty = (
    <Empty
      data-testid="template-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        hasFilters(filters) ? t('list.emptyFiltered') : filters.scope === 'WORKSPACE' ? t('list.emptyOwn') : t('list.empty')
      }
    >
      {hasFilters(filters) && (
        <Button onClick={() => update({ search: undefined, tags: [], language: undefined })}>{t('filters.reset')}</Button>
      )}
    </Empty>
  );

  const body = () => {
    if (!both) {
      const list = state(filters.kind as TemplateKind);
      if (!list.isPending && !list.error && list.items.length === 0) return empty;
      return (
        <Flex vertical gap={16}>
          {grid(list, 'template-grid')}
          {list.total > filters.size && (
            <Pagination
              align="end"
              current={filters.page + 1}
              pageSize={filters.size}
              total={list.total}
              pageSizeOptions={[12, 24, 48]}
              showSizeChanger
              onChange={(page, size) => update({ page: page - 1, size }, true)}
              data-testid="template-pagination"
            />
          )}
        </Flex>
      );
    }
    const sections = (['PROJECT', 'MODEL'] as const).map((kind) => ({ kind, list: state(kind) }));
    const settled = sections.every((s) => !s.list.isPending && !s.list.error);
    if (settled && sections.every((s) => s.list.items.length === 0)) return empty;
    return (
      <Flex vertical gap={24}>
        {sections
          .filter((s) => s.list.isPending || s.list.error || s.list.items.length > 0)
          .map(({ kind, list }) => (
            <Flex vertical gap={12} key={kind} data-testid={`section-${kind}`}>
              <Flex justify="space-between" align="center">
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {t(`section.${kind}`, { count: list.total })}
                </Typography.Title>
                {list.total > list.items.length && (
                  <Button type="link" onClick={() => update({ kind })} data-testid={`see-all-${kind}`}>
                    {t('list.seeAll')}
                  </Button>
                )}
              </Flex>
              {grid(list, `template-grid-${kind}`)}
            </Flex>
          ))}
      </Flex>
    );
  };

  return (
    <>
      <TemplateFiltersBar
        filters={filters}
        frame={frame}
        onChange={(patch) => update(patch)}
        onReset={() => update({ search: undefined, tags: [], language: undefined })}
      />
      {body()}
    </>
  );
}
