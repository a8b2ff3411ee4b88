import { useState, type HTMLAttributes } from 'react';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@sentio/domain';
import { ServerPagedTable } from '../../../../shared/table/ServerPagedTable';
import { useScoringHistory } from '../../api/queries';
import { historyColumns } from './historyColumns';

/** Rule changes, script changes and re-scorings, newest first, paged on the server. */
export function HistoryView({ code }: { code: string }) {
  const { t, i18n } = useTranslation('callScoring');
  const [paging, setPaging] = useState({ page: 0, size: 20 });
  const list = useScoringHistory(code, paging.page, paging.size);
  return (
    <Card size="small" title={t('history.title')}>
      <ServerPagedTable<HistoryEntry>
        ns="callScoring"
        testId="history-table"
        rowKey="id"
        list={list}
        columns={historyColumns(t, i18n.language)}
        empty={<Empty description={t('history.empty')} />}
        page={paging.page}
        size={paging.size}
        onPage={(page, size) => setPaging({ page, size })}
        onRow={(e) => ({ 'data-testid': `history-row-${e.kind}` }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}
