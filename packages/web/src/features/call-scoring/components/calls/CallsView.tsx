import { useState, type HTMLAttributes } from 'react';
import { Button, Card, Empty, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { callScoringEndpoints, type AgentRow, type CallRow, type ProjectDetail } from '@sentio/domain';
import { endpointUrl } from '../../../../app/api/client';
import { hasPermission } from '../../../../app/access';
import { notices } from '../../../../app/notices';
import { useAppStore } from '../../../../app/store/appStore';
import { downloadFile } from '../../../../shared/download';
import { ServerPagedTable } from '../../../../shared/table/ServerPagedTable';
import { useCalls } from '../../api/queries';
import { callFilter, callListQueryOf, type TabState } from '../../lib/url';
import { callColumns } from './callColumns';
import { CallFilters } from './CallFilters';

interface Props {
  project: ProjectDetail;
  state: TabState;
  agents: readonly AgentRow[];
  write: (patch: Partial<TabState>) => void;
}

/** Every scored call of the range, server-paged and sorted, with the filters and the CSV/XLSX export. */
export function CallsView({ project, state, agents, write }: Props) {
  const { t, i18n } = useTranslation('callScoring');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const canExport = hasPermission(
    useAppStore((s) => s.user),
    'DOCUMENT/EXPORT',
  );
  const list = useCalls(project.code, callListQueryOf(state, timeZone));
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  const download = (type: 'csv' | 'xlsx') => {
    setExporting(type);
    const url = endpointUrl(callScoringEndpoints.callExport, {
      params: { code: project.code },
      query: { ...callFilter(state, timeZone), type },
    });
    downloadFile(url, `${project.code}-calls.${type}`)
      .catch(() => notices.error({ title: t('calls.exportFailed') }))
      .finally(() => setExporting(null));
  };

  return (
    <Card
      size="small"
      title={t('calls.title')}
      extra={
        canExport && (
          <Flex gap={8}>
            {(['csv', 'xlsx'] as const).map((type) => (
              <Button
                key={type}
                icon={<DownloadOutlined />}
                loading={exporting === type}
                onClick={() => download(type)}
                data-testid={`calls-export-${type}`}
              >
                {t(`calls.export.${type}`)}
              </Button>
            ))}
          </Flex>
        )
      }
    >
      <Flex vertical gap={12}>
        <CallFilters
          filters={state.filters}
          channels={project.channels}
          agents={agents}
          onChange={(filters) => write({ filters, page: 0 })}
        />
        <ServerPagedTable<CallRow>
          ns="callScoring"
          testId="calls-table"
          rowKey="documentId"
          list={list}
          columns={callColumns({ t, language: i18n.language, sort: state, onOpen: (row) => write({ call: row.documentId }) })}
          empty={<Empty description={t('calls.empty')} />}
          page={state.page}
          size={state.size}
          onPage={(page, size) => write({ page, size })}
          onSort={(sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const key = String(one?.columnKey ?? '');
            const sort = (['callDate', 'score', 'duration', 'agentName'] as const).find((s) => s === key);
            if (!sort || !one?.order) return write({ sort: 'callDate', direction: 'desc', page: 0 });
            write({ sort, direction: one.order === 'ascend' ? 'asc' : 'desc', page: 0 });
          }}
          onRow={(row) => ({ 'data-testid': `call-row-${row.callId ?? row.documentId}` }) as HTMLAttributes<HTMLElement>}
        />
      </Flex>
    </Card>
  );
}
