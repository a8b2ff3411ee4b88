import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../shared/format';
import { useFilteredBulk, type BulkAction, type DocumentsFilter } from '../../api/mutations';

/**
 * Bulk actions over **every** document of the list's filter (tab, search), not the page on screen: the server
 * counts what the action would change first, the confirmation names that number, and a large set runs in the
 * background (the list refreshes when it is done).
 */
export function FilteredBulk(props: {
  modelId: string;
  filter: DocumentsFilter;
  total: number;
  canApprove: boolean;
  canLabel: boolean;
  canDelete: boolean;
}) {
  const { modelId, filter, total, canApprove, canLabel, canDelete } = props;
  const { t } = useTranslation('modelData');
  const { modal, message } = App.useApp();
  const run: Record<BulkAction, ReturnType<typeof useFilteredBulk>> = {
    approve: useFilteredBulk(modelId, 'approve'),
    discard: useFilteredBulk(modelId, 'discard'),
    delete: useFilteredBulk(modelId, 'delete'),
  };
  const busy = run.approve.isPending || run.discard.isPending || run.delete.isPending;
  const allowed: BulkAction[] = [
    ...(canApprove ? (['approve'] as const) : []),
    ...(canLabel ? (['discard'] as const) : []),
    ...(canDelete ? (['delete'] as const) : []),
  ];
  if (total === 0 || allowed.length === 0) return null;

  const start = (action: BulkAction) =>
    run[action].mutate(
      { filter, dryRun: true },
      {
        onSuccess: ({ affected }) => {
          const count = formatCount(affected);
          if (affected === 0) {
            void message.info(t('bulk.all.none'));
            return;
          }
          modal.confirm({
            title: t(`bulk.all.confirm.${action}`, { count }),
            content: action === 'delete' ? t('bulk.all.irreversible') : undefined,
            okText: t(`bulk.${action}`),
            okButtonProps: { danger: action === 'delete' },
            cancelText: t('common.cancel'),
            onOk: () =>
              run[action].mutateAsync({ filter, dryRun: false }).then((r) => {
                const done = formatCount(r.affected);
                void message.success(r.queued ? t('bulk.all.queued', { count: done }) : t(`bulk.done.${action}`, { count: done }));
              }),
          });
        },
      },
    );

  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        items: allowed.map((a) => ({ key: a, label: t(`bulk.all.${a}`), danger: a === 'delete' })),
        onClick: ({ key }) => start(key as BulkAction),
      }}
    >
      <Button size="small" loading={busy} data-testid="bulk-all">
        {t('bulk.all.button', { count: formatCount(total) })}
      </Button>
    </Dropdown>
  );
}
