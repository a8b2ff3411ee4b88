import { endpoints } from '@sentio/domain';
import { rootKeys } from '../../../app/api/queryKeys';
import { useApiQuery } from '../../../app/api/useApiQuery';

export const adminKeys = {
  outbox: (page: number, size: number, to: string | undefined) => [...rootKeys.admin, 'outbox', page, size, to ?? ''] as const,
};

export const useOutbox = (page: number, size: number, to: string | undefined) =>
  useApiQuery(
    adminKeys.outbox(page, size, to),
    endpoints.outbox,
    { query: { page, size, ...(to ? { to } : {}) } },
    {
      placeholderData: (prev) => prev,
    },
  );
