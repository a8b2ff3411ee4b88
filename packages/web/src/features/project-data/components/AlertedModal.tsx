import { useState } from 'react';
import { List, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@sentio/domain';
import { useAppStore } from '../../../app/store/appStore';
import { useAlerted } from '../api/queries';

/** Alerted documents, newest first; a click opens the document. */
export function AlertedModal({
  code,
  open,
  onClose,
  onOpenDocument,
}: {
  code: string;
  open: boolean;
  onClose: () => void;
  onOpenDocument: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('projectData');
  const timeZone = useAppStore((s) => s.tenant.timeZone);
  const [page, setPage] = useState(0);
  const alerted = useAlerted(code, page, open);
  return (
    <Modal open={open} title={t('alertedList.title')} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <List
        data-testid="alerted-list"
        loading={alerted.isLoading}
        dataSource={alerted.data?.content ?? []}
        locale={{ emptyText: t('alertedList.empty') }}
        pagination={{
          current: page + 1,
          pageSize: 10,
          total: alerted.data?.total ?? 0,
          onChange: (p) => setPage(p - 1),
          hideOnSinglePage: true,
        }}
        renderItem={(doc) => (
          <List.Item style={{ cursor: 'pointer' }} onClick={() => onOpenDocument(doc.id)} data-testid={`alerted-${doc.id}`}>
            <List.Item.Meta
              title={
                <Typography.Text ellipsis style={{ maxWidth: 560 }}>
                  {doc.content}
                </Typography.Text>
              }
              description={`${doc.alert?.by.name ?? ''} · ${doc.alert ? formatDisplayDate(new Date(doc.alert.at), i18n.language, { timeZone, withTime: true }) : ''} · ${doc.alert?.note ?? ''}`}
            />
            {doc.reviewed ? <Tag color="green">{t('drawer.reviewedTag')}</Tag> : <Tag color="red">{t('alertedList.open')}</Tag>}
          </List.Item>
        )}
      />
    </Modal>
  );
}
