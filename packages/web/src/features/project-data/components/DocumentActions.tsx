import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography, App } from 'antd';
import { AlertOutlined, CheckOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, ProjectDocument } from '@sentio/domain';
import { apiErrorOf } from '../../../app/api/errors';
import { apiErrorText } from '../../../app/api/messages';
import { useAlertDocument, useApprove, useReviewedDocument, useTrashDocument } from '../api/mutations';
import { MarkModal } from './MarkModal';

export interface DocumentPermissions {
  mark: boolean;
  approve: boolean;
}

/** Alert (with a note), reviewed (alerted documents only), mark, approve and trash. */
export function DocumentActions({
  project,
  document,
  can,
  onTrashed,
}: {
  project: ProjectDetail;
  document: ProjectDocument;
  can: DocumentPermissions;
  onTrashed: () => void;
}) {
  const { t } = useTranslation('projectData');
  const { modal } = App.useApp();
  const code = project.code;
  const alert = useAlertDocument(code);
  const reviewed = useReviewedDocument(code);
  const approve = useApprove(code);
  const trash = useTrashDocument(code);
  const [alertOpen, setAlertOpen] = useState(false);
  const [note, setNote] = useState('');
  const [markOpen, setMarkOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const showError = (e: unknown) => {
    const api = apiErrorOf(e);
    setError(api ? apiErrorText(t, api) : t('common.failed'));
  };

  const submitAlert = () => {
    if (note.trim() === '') return;
    alert.mutate(
      { id: document.id, note: note.trim() },
      {
        onSuccess: () => {
          setAlertOpen(false);
          setNote('');
        },
        onError: showError,
      },
    );
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {can.mark && (
          <Button data-testid="document-alert" icon={<AlertOutlined />} onClick={() => setAlertOpen(true)}>
            {t('drawer.alert')}
          </Button>
        )}
        {can.mark && document.alert && !document.reviewed && (
          <Button
            data-testid="document-reviewed"
            icon={<EyeOutlined />}
            loading={reviewed.isPending}
            onClick={() => {
              setError(null);
              reviewed.mutate(document.id, { onError: showError });
            }}
          >
            {t('drawer.reviewed')}
          </Button>
        )}
        {can.mark && (
          <Button data-testid="document-mark" icon={<EditOutlined />} onClick={() => setMarkOpen(true)}>
            {t('drawer.mark')}
          </Button>
        )}
        {can.approve && (
          <Button
            data-testid="document-approve"
            icon={<CheckOutlined />}
            loading={approve.isPending}
            disabled={document.status === 'COMPLETED' || document.status === 'AI_CONFIRMED'}
            onClick={() => approve.mutate([document.id])}
          >
            {t('drawer.approve')}
          </Button>
        )}
        {can.mark && (
          <Button
            danger
            data-testid="document-trash"
            icon={<DeleteOutlined />}
            onClick={() => {
              void modal.confirm({
                title: t('drawer.trashConfirm'),
                okText: t('drawer.trash'),
                okButtonProps: { danger: true, 'data-testid': 'trash-confirm' },
                onOk: () => trash.mutateAsync(document.id).then(onTrashed),
              });
            }}
          >
            {t('drawer.trash')}
          </Button>
        )}
      </Flex>
      {error && <Alert type="warning" showIcon title={error} data-testid="document-action-error" closable onClose={() => setError(null)} />}
      <Modal
        open={alertOpen}
        title={t('drawer.alertTitle')}
        onCancel={() => setAlertOpen(false)}
        onOk={submitAlert}
        okText={t('drawer.alert')}
        okButtonProps={{ 'data-testid': 'alert-submit', disabled: note.trim() === '', loading: alert.isPending }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('drawer.alertHelp')}</Typography.Paragraph>
        <Input.TextArea
          data-testid="alert-note"
          aria-label={t('drawer.alertNote')}
          rows={4}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Modal>
      {markOpen && <MarkModal project={project} document={document} onClose={() => setMarkOpen(false)} />}
    </Flex>
  );
}
