import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isBusy } from './busy';

/** Whether some query is waiting to ask a busy server again. */
const retryingBusy = (client: QueryClient): boolean =>
  client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.fetchStatus !== 'idle' && isBusy(q.state.fetchFailureReason));

/** "The server is busy, retrying…" while a query waits out a 503 SERVER_BUSY (busy.ts); gone when it answers. */
export function BusyNotice() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(() => retryingBusy(client));
  useEffect(() => client.getQueryCache().subscribe(() => setBusy(retryingBusy(client))), [client]);
  if (!busy) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      title={t('busyRetrying')}
      data-testid="server-busy"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}
    />
  );
}
