import { useMemo, useState } from 'react';
import { Button, Card, Empty } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CustomerListQuery, CustomerSummary } from '@sentio/domain';
import { accessOf, selectedWorkspace } from '../../../app/access';
import { AccessGuard } from '../../../app/layout/AccessGuard';
import { useAppStore } from '../../../app/store/appStore';
import { ServerPagedTable } from '../../../shared/table/ServerPagedTable';
import { useCustomerList, useCustomerSettings } from '../api/queries';
import { CustomerFilters } from '../components/CustomerFilters';
import { customerColumns } from '../components/customerColumns';
import { CustomerSettingsDrawer } from '../components/CustomerSettingsDrawer';
import { RelinkProgress } from '../components/RelinkProgress';
import { listQueryFromSearch, searchFromListQuery, sortFrom } from '../lib/listQuery';

/** Where the detail page's back link returns to (the list with its filters, page and order). */
export interface ListLinkState {
  listSearch: string;
}

/**
 * /customers: the workspace's customers, paged, searched, filtered by segment and by analysis (and its category),
 * sorted by the column headers. Every parameter lives in the URL (page, size, q, segment, sort, pt, pc).
 */
export function CustomerListPage() {
  const { t, i18n } = useTranslation('customers');
  const user = useAppStore((s) => s.user);
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const access = accessOf(user);
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryFromSearch(params), [params]);
  const list = useCustomerList(query);
  const settings = useCustomerSettings(access.customersRead);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const update = (patch: Partial<CustomerListQuery>, keepPage = false) =>
    setParams(searchFromListQuery({ ...query, ...patch, ...(keepPage ? {} : { page: 0 }) }));

  const workspace = selectedWorkspace(user)?.code;
  const columns = customerColumns({
    t,
    language: i18n.language,
    timeZone,
    sort: query.sort,
    linkOf: (c: CustomerSummary) => ({
      to: `/customers/${c.param}${workspace ? `?ws=${encodeURIComponent(workspace)}` : ''}`,
      state: { listSearch: search } satisfies ListLinkState,
    }),
  });
  const filtered = Boolean(query.q || query.segment || query.pt);
  const empty = (
    <Empty
      data-testid="customer-list-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('list.emptyFiltered') : t('list.empty')}
    />
  );

  return (
    <AccessGuard allowed={access.customersRead}>
      <Card
        title={t('list.title')}
        extra={
          access.customersManage && (
            <Button
              icon={<SettingOutlined />}
              onClick={() => setSettingsOpen(true)}
              disabled={!settings.data}
              data-testid="customer-settings-open"
            >
              {t('settings.open')}
            </Button>
          )
        }
      >
        {settings.data && <RelinkProgress settings={settings.data} />}
        <CustomerFilters query={query} segments={list.data?.segments ?? []} onChange={(patch) => update(patch)} />
        <ServerPagedTable<CustomerSummary>
          ns="customers"
          testId="customer-table"
          rowKey="param"
          list={list}
          columns={columns}
          empty={empty}
          page={query.page}
          size={query.size}
          onPage={(page, size) => update({ page, size }, true)}
          onSort={(sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            update({ sort: sortFrom(one?.columnKey?.toString(), one?.order) });
          }}
        />
      </Card>
      {settingsOpen && settings.data && (
        <CustomerSettingsDrawer settings={settings.data} onClose={() => setSettingsOpen(false)} />
      )}
    </AccessGuard>
  );
}
