import { useTranslation } from 'react-i18next';
import type { FilterState } from '@sentio/domain';
import { useNotificationDefinitions } from '../api/queries';

/**
 * The data tab's chip for a notification mail's documents (`nid`, a run of a definition): "Notification: {name}" when
 * the run is its definition's latest (the mail just opened), else a general label; removing it drops `nid`. Null
 * without `nid`.
 */
export function useNotificationChip(
  code: string,
  state: FilterState,
): { testId: string; label: string; remove: (s: FilterState) => FilterState } | null {
  const { t } = useTranslation('notificationDefinitions');
  const nid = state.nid ?? '';
  const definitions = useNotificationDefinitions(code, nid !== '');
  if (nid === '') return null;
  const definition = definitions.data?.find((d) => d.lastRun?.id === nid);
  return {
    testId: 'filter-chip-nid',
    label: definition ? t('chip', { name: definition.name }) : t('chipUnknown'),
    remove: (s) => ({ ...s, nid: null, page: 0, widget: true }),
  };
}
