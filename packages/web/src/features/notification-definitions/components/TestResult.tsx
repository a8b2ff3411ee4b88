import { Button, Modal, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationRun } from '@sentio/domain';
import { accessOf } from '../../../app/access';
import { useAppStore } from '../../../app/store/appStore';
import { appPath } from '../lib/links';

/**
 * Where the test mail went: to the caller only (the address of the session), with the number of documents behind
 * it and a link to them (`nid`); a system administrator can open it in the outbox, filtered to that address.
 */
export function TestResult({ run, onClose }: { run: NotificationRun; onClose: () => void }) {
  const { t } = useTranslation('notificationDefinitions');
  const user = useAppStore((s) => s.user);
  const email = user?.email ?? '';
  const admin = accessOf(user).systemAdmin;
  const failed = run.status === 'FAILED';
  return (
    <Modal
      open
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="nd-test-close">
          {t('test.close')}
        </Button>
      }
      data-testid="nd-test-result"
    >
      <Result
        status={failed ? 'error' : 'success'}
        title={failed ? t('test.failed', { error: run.error ?? '' }) : t('test.sent', { email })}
        subTitle={
          !failed && (
            <Typography.Text data-testid="nd-test-documents">{t('test.documents', { count: run.documentCount })}</Typography.Text>
          )
        }
        extra={
          !failed && [
            <Link key="documents" to={appPath(run.link)} onClick={onClose} data-testid="nd-test-open-documents">
              {t('test.openDocuments')}
            </Link>,
            admin && (
              <Link key="outbox" to={`/admin/outbox?to=${encodeURIComponent(email)}`} data-testid="nd-test-open-outbox">
                {t('test.openOutbox')}
              </Link>
            ),
          ]
        }
      />
    </Modal>
  );
}
